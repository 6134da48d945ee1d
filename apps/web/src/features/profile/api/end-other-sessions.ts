import { accountEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { sessionsQueryKey } from "./get-sessions.ts";

/** Signs out every device but this one. */
export async function endOtherSessions(): Promise<string> {
  const answer = await call(accountEndpoints.endOtherSessions, {});
  return answer.message;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
