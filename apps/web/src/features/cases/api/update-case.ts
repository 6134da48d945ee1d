import type { CaseDto, caseResponse, EditCaseBody } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** PUT case/{id}/edit/: every correctable field; the server recomputes the whole ledger. */
export async function updateCase(caseId: string, body: EditCaseBody): Promise<CaseDto> {
  const answer = await api.put<z.output<typeof caseResponse>>(
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
