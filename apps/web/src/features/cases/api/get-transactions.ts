import { docketEndpoints, type TransactionDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/** The ledger in the order it applies (date, then entry). */
export async function getTransactions(
  caseId: string,
  signal?: AbortSignal,
): Promise<TransactionDto[]> {
  const answer = await call(
    docketEndpoints.transactionList,
    { params: { id: caseId } },
    { signal },
  );
  return answer.data;
}

export function useTransactions(caseId: string | null) {
  return useQuery({
    queryKey: caseKeys.transactions(caseId ?? ""),
    queryFn: ({ signal }) => getTransactions(caseId ?? "", signal),
    enabled: caseId !== null,
    // Polled with the open case so another tab's entries show up; a 304 when nothing changed.
    refetchInterval: DETAIL_POLL_MS,
  });
}
