import type { RateTableUpdateDto, rateTableUpdateResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** Under the case's keys: every write to the docket invalidates "cases" and asks again. */
export const rateTableUpdateKey = (caseId: string) =>
  [...caseKeys.all, "rate-table-update", caseId] as const;

/**
 * GET cases/{id}/rate-table-update/: a newer rate table's rates in place of the ones the user
 * entered, with today's payoff before and after; null when the table has nothing newer.
 */
export async function getRateTableUpdate(
  caseId: string,
  signal?: AbortSignal,
): Promise<RateTableUpdateDto | null> {
  const answer = await api.get<z.output<typeof rateTableUpdateResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/rate-table-update/`,
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
