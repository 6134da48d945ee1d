import { docketEndpoints, type LedgerDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/**
 * The statement's rows as of the user's today, including the annual capitalisations and rate
 * changes that explain every change of the principal.
 */
export async function getLedger(caseId: string, signal?: AbortSignal): Promise<LedgerDto> {
  const answer = await call(
    docketEndpoints.ledger,
    { params: { id: caseId }, query: {} },
    { signal },
  );
  return answer.data;
}

export function useLedger(caseId: string | null) {
  return useQuery({
    queryKey: caseKeys.ledger(caseId ?? ""),
    queryFn: ({ signal }) => getLedger(caseId ?? "", signal),
    enabled: caseId !== null,
    // Polled with the open case so another tab's entries show up.
    refetchInterval: DETAIL_POLL_MS,
  });
}
