import type { SessionOut, SessionsAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** One signed-in device, as GET /authentication/api/sessions/ describes it. */
export type AccountSession = SessionOut;

export function getSessions(): Promise<AccountSession[]> {
  return api
    .get<SessionsAnswer>("/authentication/api/sessions/")
    .then((answer) => answer.data.sessions);
}

export const sessionsQueryKey = ["account-sessions"] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}
