import { useQuery } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";
import type { LedgerDto } from "./types.ts";

/**
 * GET cases/{id}/ledger/: the statement's rows as of the user's today, including the annual
 * capitalisations and rate changes that explain every change of the principal.
 */
export async function getLedger(caseId: string, signal?: AbortSignal): Promise<LedgerDto> {
  const answer = await api.get<Envelope<LedgerDto>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/ledger/`,
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
