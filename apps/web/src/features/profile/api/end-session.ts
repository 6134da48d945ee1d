import { accountEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { sessionsQueryKey } from "./get-sessions.ts";

/** Signs that device out. */
export async function endSession(id: string): Promise<string> {
  const answer = await call(accountEndpoints.endSession, { params: { sessionId: id } });
  return answer.message;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
