import type { TransactionBody, TransactionWriteDto, transactionWriteResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

export type TransactionAnswer = TransactionWriteDto;

/** POST transactions/create/: 201 with the transaction and the case's new figures. */
export async function createTransaction(body: TransactionBody): Promise<TransactionAnswer> {
  const answer = await api.post<z.output<typeof transactionWriteResponse>>(
    "/docket/api/transactions/create/",
    body,
  );
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
