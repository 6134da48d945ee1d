import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Answers the case's recomputed figures. */
export async function deleteTransaction(transactionId: string): Promise<CaseDto> {
  const answer = await call(docketEndpoints.deleteTransaction, { params: { id: transactionId } });
  return answer.data.case;
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      // After a transaction delete the case list is refetched (docs/product.md, "Screens").
      await Promise.all([
        queryClient.refetchQueries({ queryKey: caseKeys.list() }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]);
    },
  });
}
