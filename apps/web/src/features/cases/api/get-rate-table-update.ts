import { docketEndpoints, type RateTableUpdateDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Under the case's keys: every write to the docket invalidates "cases" and asks again. */
export const rateTableUpdateKey = (caseId: string) =>
  [...caseKeys.all, "rate-table-update", caseId] as const;

/**
 * A newer rate table's rates in place of the ones the user entered, with today's payoff before
 * and after; null when the table has nothing newer.
 */
export async function getRateTableUpdate(
  caseId: string,
  signal?: AbortSignal,
): Promise<RateTableUpdateDto | null> {
  const answer = await call(
    docketEndpoints.rateTableUpdate,
    { params: { id: caseId } },
    { signal },
  );
  return answer.data;
}

/** Asked only for a case whose schedule came from a table that resets (`rateTableEnds`). */
export function useRateTableUpdate(caseId: string, enabled: boolean) {
  return useQuery({
    queryKey: rateTableUpdateKey(caseId),
    queryFn: ({ signal }) => getRateTableUpdate(caseId, signal),
    enabled,
  });
}
