import { clientEndpoints, type EndpointAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { remittanceKeys } from "./query-keys.ts";

export type RemittanceClient = EndpointAnswer<typeof clientEndpoints.clients>["data"][number];

/** The workspace's clients, by name: the page's client select. */
export async function getRemittanceClients(signal?: AbortSignal): Promise<RemittanceClient[]> {
  const answer = await call(clientEndpoints.clients, {}, { signal });
  return answer.data;
}

export function useRemittanceClients() {
  return useQuery({
    queryKey: remittanceKeys.clients(),
    queryFn: ({ signal }) => getRemittanceClients(signal),
  });
}
