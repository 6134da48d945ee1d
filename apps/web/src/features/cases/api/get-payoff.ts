import { isCalendarDate, type PayoffSummaryDto, type payoffResponse } from "@owed/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** GET cases/{id}/payoff/?date=: the Payoff Demand summary for one date, from the server. */
export async function getPayoff(
  caseId: string,
  date: string,
  signal?: AbortSignal,
): Promise<PayoffSummaryDto> {
  const answer = await api.get<z.output<typeof payoffResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/payoff/?date=${encodeURIComponent(date)}`,
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
