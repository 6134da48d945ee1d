import type { TransactionDto, transactionListResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/** GET cases/{id}/transactions/: the ledger in the order it applies (date, then entry). */
export async function getTransactions(
  caseId: string,
  signal?: AbortSignal,
): Promise<TransactionDto[]> {
  const answer = await api.get<z.output<typeof transactionListResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/transactions/`,
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
