import { type EndpointAnswer, remittanceEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { remittanceKeys } from "./query-keys.ts";

export type RemittancePeriod = EndpointAnswer<
  typeof remittanceEndpoints.remittancePeriods
>["data"][number];

/** The client's closed periods, latest first. */
export async function getRemittancePeriods(
  clientId: string,
  signal?: AbortSignal,
): Promise<RemittancePeriod[]> {
  const answer = await call(
    remittanceEndpoints.remittancePeriods,
    { params: { id: clientId } },
    { signal },
  );
  return answer.data;
}

export function useRemittancePeriods(clientId: string | null) {
  return useQuery({
    queryKey: remittanceKeys.periods(clientId ?? ""),
    queryFn: ({ signal }) => getRemittancePeriods(clientId ?? "", signal),
    enabled: clientId !== null,
  });
}
