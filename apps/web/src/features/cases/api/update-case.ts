import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";
import type { CaseDto, EditCaseBody } from "./types.ts";

/** PUT case/{id}/edit/: every correctable field; the server recomputes the whole ledger. */
export async function updateCase(caseId: string, body: EditCaseBody): Promise<CaseDto> {
  const answer = await api.put<Envelope<CaseDto>>(
    `/docket/api/case/${encodeURIComponent(caseId)}/edit/`,
    body,
  );
  return answer.data;
}

export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, body }: { caseId: string; body: EditCaseBody }) =>
      updateCase(caseId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
