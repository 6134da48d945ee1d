import { publicEndpoints, type RateTableDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** One table with its rows, each with its publication and source. */
export async function getRateTableRows(
  code: string,
  signal?: AbortSignal,
): Promise<RateTableDto["rows"]> {
  const answer = await call(publicEndpoints.rateTable, { params: { code } }, { signal });
  return answer.data.rows;
}

/** Loaded only once the rows are asked for: the federal table has hundreds. */
export function useRateTableRows(code: string, enabled: boolean) {
  return useQuery({
    queryKey: ["interest-rates", "rate-table", code],
    queryFn: ({ signal }) => getRateTableRows(code, signal),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
