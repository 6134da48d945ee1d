import { type CaseDeadlinesDto, type caseDeadlinesResponse, isCalendarDate } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/**
 * GET cases/{id}/deadlines/: the judgment's expiry, renewal window and lien with the rule they
 * come from; with `renewal`, as they would be after a renewal on that date (docs/judgment-deadlines.md).
 */
export async function getCaseDeadlines(
  caseId: string,
  renewal?: string,
  signal?: AbortSignal,
): Promise<CaseDeadlinesDto> {
  const query = renewal ? `?renewal=${encodeURIComponent(renewal)}` : "";
  const answer = await api.get<z.output<typeof caseDeadlinesResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/deadlines/${query}`,
    { signal },
  );
  return answer.data;
}

export function useCaseDeadlines(caseId: string) {
  return useQuery({
    queryKey: caseKeys.deadlines(caseId),
    queryFn: ({ signal }) => getCaseDeadlines(caseId, undefined, signal),
  });
}

/** The Renew dialog's preview: the deadlines if the renewal is recorded on `date`. */
export function useRenewalPreview(caseId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.renewalPreview(caseId, date),
    queryFn: ({ signal }) => getCaseDeadlines(caseId, date, signal),
    enabled: enabled && isCalendarDate(date),
    placeholderData: keepPreviousData,
  });
}
