import { useQuery } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";

/** One signed-in device, as GET /authentication/api/sessions/ describes it. */
export interface AccountSession {
  id: string;
  /** In plain words, e.g. "Chrome on Windows". */
  device: string;
  /** Masked by the server, e.g. "203.0.113.*"; "" when unknown. */
  ip_address: string;
  created_at: string;
  last_used_at: string;
  /** The session of this browser. */
  current: boolean;
}

export function getSessions(): Promise<AccountSession[]> {
  return api
    .get<Envelope<{ sessions: AccountSession[] }>>("/authentication/api/sessions/")
    .then((answer) => answer.data.sessions);
}

export const sessionsQueryKey = ["account-sessions"] as const;

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}
