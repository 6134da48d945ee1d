import { type CaseDeadlinesDto, deadlineEndpoints, isCalendarDate } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/**
 * The judgment's expiry, renewal window and lien with the rule they
 * come from; with `renewal`, as they would be after a renewal on that date (docs/judgment-deadlines.md).
 */
export async function getCaseDeadlines(
  caseId: string,
  renewal?: string,
  signal?: AbortSignal,
): Promise<CaseDeadlinesDto> {
  const answer = await call(
    deadlineEndpoints.caseDeadlines,
    { params: { id: caseId }, query: { renewal } },
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
