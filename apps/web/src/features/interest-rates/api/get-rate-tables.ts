import type { RateTableSummaryDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** GET /api/rate-tables/: every dated rate table, without its rows (public reference data). */
export async function getRateTables(signal?: AbortSignal): Promise<RateTableSummaryDto[]> {
  const answer = await api.get<{ data: RateTableSummaryDto[] }>("/api/rate-tables/", {
    auth: false,
    signal,
  });
  return answer.data;
}

export function useRateTables() {
  return useQuery({
    queryKey: ["interest-rates", "rate-tables"],
    queryFn: ({ signal }) => getRateTables(signal),
    staleTime: 5 * 60 * 1000,
  });
}
