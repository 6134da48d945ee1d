import { accountEndpoints, type SessionOut } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** One signed-in device, as the sessions endpoint describes it. */
export type AccountSession = SessionOut;

export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const answer = await call(accountEndpoints.sessions, {}, { signal });
  return answer.data.sessions;
}

export const sessionsQueryKey = ["account-sessions"] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });
}
