import { docketEndpoints, isCalendarDate, type PayoffSummaryDto } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** The Payoff Demand summary for one date, from the server. */
export async function getPayoff(
  caseId: string,
  date: string,
  signal?: AbortSignal,
): Promise<PayoffSummaryDto> {
  const answer = await call(
    docketEndpoints.payoff,
    { params: { id: caseId }, query: { date } },
    { signal },
  );
  return answer.data;
}

export function usePayoff(caseId: string, date: string, enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.payoff(caseId, date),
    queryFn: ({ signal }) => getPayoff(caseId, date, signal),
    enabled: enabled && isCalendarDate(date),
    // While the next date loads, the previous figures stay (dimmed) instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
