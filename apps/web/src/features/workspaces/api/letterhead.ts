import { type Letterhead, letterheadEndpoints } from "@owed/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { Letterhead };

/** Kept under the workspace it belongs to: switching shows the other's, never this one's. */
export const letterheadKey = (workspaceId: string) =>
  [...workspaceKeys.all, "letterhead", workspaceId] as const;

/** The current workspace's letterhead (every field empty until one is saved). */
export async function getLetterhead(signal?: AbortSignal): Promise<Letterhead> {
  return (await call(letterheadEndpoints.letterhead, {}, { signal })).data;
}

export function useLetterhead(workspaceId: string) {
  return useQuery({
    queryKey: letterheadKey(workspaceId),
    queryFn: ({ signal }) => getLetterhead(signal),
  });
}

/** Saves the whole letterhead; the answer says whether anything changed. */
export async function saveLetterhead(
  letterhead: Letterhead,
): Promise<{ letterhead: Letterhead; message: string }> {
  const answer = await call(letterheadEndpoints.saveLetterhead, { body: letterhead });
  return { letterhead: answer.data, message: answer.message };
}

export function useSaveLetterhead(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLetterhead,
    onSuccess: ({ letterhead }) => queryClient.setQueryData(letterheadKey(workspaceId), letterhead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
  });
}
