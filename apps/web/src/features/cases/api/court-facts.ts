import { type CourtFacts, courtFactsEndpoints } from "@owed/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Under "cases": a write anywhere in the docket refreshes them with the rest. */
export const courtFactsKey = (caseId: string) => [...caseKeys.all, "court-facts", caseId] as const;

/** The case's parties, court and kinds (empty facts when none are recorded). */
export async function getCourtFacts(caseId: string, signal?: AbortSignal): Promise<CourtFacts> {
  const answer = await call(courtFactsEndpoints.courtFacts, { params: { id: caseId } }, { signal });
  return answer.data;
}

/**
 * Keyed by the case's last change as the polled case reports it, so facts saved in another tab or
 * by a colleague show up with the rest of the case; the shown facts stay while the new ones load.
 */
export function useCourtFacts(caseId: string, caseUpdatedAt: string) {
  return useQuery({
    queryKey: [...courtFactsKey(caseId), caseUpdatedAt],
    queryFn: ({ signal }) => getCourtFacts(caseId, signal),
    placeholderData: keepPreviousData,
  });
}

/** Replaces the case's facts whole; the answer is what the server kept (trimmed, checked). */
export async function saveCourtFacts(input: { caseId: string; facts: CourtFacts }) {
  const answer = await call(courtFactsEndpoints.saveCourtFacts, {
    params: { id: input.caseId },
    body: input.facts,
  });
  return { facts: answer.data, message: answer.message };
}

export function useSaveCourtFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourtFacts,
    // The case gained a version (so its facts a new key) and the history an entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
