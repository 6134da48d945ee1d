import { type LetterSettings, payoffLetterEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";
import { letterSettingsKey } from "./get-letter-settings.ts";

/** Replaces the workspace's letter settings; the answer's message says what happened. */
export async function saveLetterSettings(
  settings: LetterSettings,
): Promise<{ settings: LetterSettings; message: string }> {
  const answer = await call(payoffLetterEndpoints.saveLetterSettings, { body: settings });
  return { settings: answer.data, message: answer.message };
}

export function useSaveLetterSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLetterSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(letterSettingsKey(workspaceId), settings),
    // A save may be a workspace activity entry, as a letterhead save is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.events(workspaceId) }),
  });
}
