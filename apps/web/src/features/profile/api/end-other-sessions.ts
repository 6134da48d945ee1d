import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { sessionsQueryKey } from "./get-sessions.ts";

/** POST /authentication/api/sessions/revoke-others/: signs out every device but this one. */
export async function endOtherSessions(): Promise<string> {
  const answer = await api.post<Envelope<{ signed_out: number }>>(
    "/authentication/api/sessions/revoke-others/",
  );
  return answer.message;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
