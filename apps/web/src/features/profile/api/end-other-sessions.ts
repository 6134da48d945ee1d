import type { RevokeOthersAnswer } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionsQueryKey } from "./get-sessions.ts";

/** POST /authentication/api/sessions/revoke-others/: signs out every device but this one. */
export async function endOtherSessions(): Promise<string> {
  const answer = await api.post<RevokeOthersAnswer>("/authentication/api/sessions/revoke-others/");
  return answer.message;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
