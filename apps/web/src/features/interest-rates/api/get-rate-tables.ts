import { publicEndpoints, type RateTableSummaryDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Every dated rate table, without its rows (public reference data). */
export async function getRateTables(signal?: AbortSignal): Promise<RateTableSummaryDto[]> {
  const answer = await call(publicEndpoints.rateTables, {}, { signal });
  return answer.data;
}

export function useRateTables() {
  return useQuery({
    queryKey: ["interest-rates", "rate-tables"],
    queryFn: ({ signal }) => getRateTables(signal),
    staleTime: 5 * 60 * 1000,
  });
}
