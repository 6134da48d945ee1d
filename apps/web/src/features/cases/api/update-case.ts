import { type CaseDto, docketEndpoints, type EditCaseBody } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Every correctable field; the server recomputes the whole ledger. */
export async function updateCase(caseId: string, body: EditCaseBody): Promise<CaseDto> {
  const answer = await call(docketEndpoints.editCase, { params: { id: caseId }, body });
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
