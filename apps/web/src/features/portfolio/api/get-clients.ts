import { clientEndpoints, type EndpointAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export type ClientChoice = EndpointAnswer<typeof clientEndpoints.clients>["data"][number];

/** The workspace's clients, by name: the picker's choices (the clients page has its own list). */
export async function getClients(signal?: AbortSignal): Promise<ClientChoice[]> {
  const answer = await call(clientEndpoints.clients, {}, { signal });
  return answer.data;
}

export function useClientChoices() {
  return useQuery({
    // Under "cases": a client added or renamed bumps the docket, like a case write.
    queryKey: ["cases", "portfolio-clients"] as const,
    queryFn: ({ signal }) => getClients(signal),
  });
}
