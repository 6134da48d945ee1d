import { type ClientDto, clientEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** A client as the Client select and the dashboard's filter offer it. */
export type ClientOption = Pick<ClientDto, "id" | "name">;

/** The workspace's clients, by name, for New Case, Edit Case and the list's filter. */
export async function getClientOptions(signal?: AbortSignal): Promise<ClientDto[]> {
  const answer = await call(clientEndpoints.clients, {}, { signal });
  return answer.data;
}

export function useClientOptions() {
  return useQuery({
    queryKey: caseKeys.clients(),
    queryFn: ({ signal }) => getClientOptions(signal),
  });
}
