import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** A deleted transaction back in its place (30 days). */
export async function restoreTransaction(transactionId: string): Promise<CaseDto> {
  const answer = await call(docketEndpoints.restoreTransaction, { params: { id: transactionId } });
  return answer.data.case;
}

export function useRestoreTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTransaction,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
