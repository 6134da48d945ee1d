import { docketEndpoints, type TransactionBody, type TransactionWriteDto } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

export type TransactionAnswer = TransactionWriteDto;

/** 201 with the transaction and the case's new figures. */
export async function createTransaction(body: TransactionBody): Promise<TransactionAnswer> {
  const answer = await call(docketEndpoints.createTransaction, { body });
  return answer.data;
}

export function useCreateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: (answer) => {
      queryClient.setQueryData(caseKeys.detail(answer.case.id), answer.case);
      return queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
