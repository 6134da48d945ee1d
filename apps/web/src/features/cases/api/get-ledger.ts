import type { LedgerDto, ledgerResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/**
 * GET cases/{id}/ledger/: the statement's rows as of the user's today, including the annual
 * capitalisations and rate changes that explain every change of the principal.
 */
export async function getLedger(caseId: string, signal?: AbortSignal): Promise<LedgerDto> {
  const answer = await api.get<z.output<typeof ledgerResponse>>(
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
