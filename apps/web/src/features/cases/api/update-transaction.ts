import { docketEndpoints, type TransactionBody } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { TransactionAnswer } from "./create-transaction.ts";
import { caseKeys } from "./query-keys.ts";

/** Every later transaction is recomputed by the server. */
export async function updateTransaction(
  transactionId: string,
  body: TransactionBody,
): Promise<TransactionAnswer> {
  const answer = await call(docketEndpoints.updateTransaction, {
    params: { id: transactionId },
    body,
  });
  return answer.data;
}

export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, body }: { transactionId: string; body: TransactionBody }) =>
      updateTransaction(transactionId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(caseKeys.detail(answer.case.id), answer.case);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
