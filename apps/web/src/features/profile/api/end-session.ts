import type { MessageAnswer } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionsQueryKey } from "./get-sessions.ts";

/** DELETE /authentication/api/sessions/{id}/: signs that device out. */
export async function endSession(id: string): Promise<string> {
  const answer = await api.delete<MessageAnswer>(
    `/authentication/api/sessions/${encodeURIComponent(id)}/`,
  );
  return answer.message;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
