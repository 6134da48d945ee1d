import type { TransactionBody, transactionWriteResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import type { TransactionAnswer } from "./create-transaction.ts";
import { caseKeys } from "./query-keys.ts";

/** PUT transactions/{id}/update/: every later transaction is recomputed by the server. */
export async function updateTransaction(
  transactionId: string,
  body: TransactionBody,
): Promise<TransactionAnswer> {
  const answer = await api.put<z.output<typeof transactionWriteResponse>>(
    `/docket/api/transactions/${encodeURIComponent(transactionId)}/update/`,
    body,
  );
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
