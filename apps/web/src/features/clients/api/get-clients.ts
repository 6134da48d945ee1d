import { type ClientDto, clientEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { clientKeys } from "./query-keys.ts";

/** The workspace's creditor clients, by name, each with its case count. */
export async function getClients(signal?: AbortSignal): Promise<ClientDto[]> {
  const answer = await call(clientEndpoints.clients, {}, { signal });
  return answer.data;
}

export function useClients() {
  return useQuery({ queryKey: clientKeys.list(), queryFn: ({ signal }) => getClients(signal) });
}
