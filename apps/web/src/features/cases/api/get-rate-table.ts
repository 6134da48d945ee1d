import { publicEndpoints, type RateTable } from "@owed/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** A jurisdiction's dated rates, as the server holds them. */
export async function getRateTable(code: string, signal?: AbortSignal): Promise<RateTable> {
  const answer = await call(publicEndpoints.rateTable, { params: { code } }, { signal });
  return answer.data;
}

export const rateTableQueryKey = (code: string) => ["cases", "rate-table", code] as const;

/** Tables change when an operator imports one: an hour is fresh enough for a form. */
export function useRateTable(code: string) {
  return useQuery({
    queryKey: rateTableQueryKey(code),
    queryFn: ({ signal }) => getRateTable(code, signal),
    enabled: code !== "",
    staleTime: 60 * 60 * 1000,
  });
}

/** The tables a form already loaded, by code, for checks that run while the user types. */
export function useLoadedRateTables(): (code: string) => RateTable | undefined {
  const queryClient = useQueryClient();
  return (code) => queryClient.getQueryData<RateTable>(rateTableQueryKey(code));
}
