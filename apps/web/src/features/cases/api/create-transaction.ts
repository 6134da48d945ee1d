import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";
import type { CaseDto, TransactionBody, TransactionDto } from "./types.ts";

export interface TransactionAnswer {
  transaction: TransactionDto;
  case: CaseDto;
}

/** POST transactions/create/: 201 with the transaction and the case's new figures. */
export async function createTransaction(body: TransactionBody): Promise<TransactionAnswer> {
  const answer = await api.post<Envelope<TransactionAnswer>>(
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
