import { type LetterSettings, payoffLetterEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { workspaceKeys } from "../../../lib/current-workspace.ts";

export type { LetterSettings };

/** Kept under the workspace it belongs to: switching shows the other's, never this one's. */
export const letterSettingsKey = (workspaceId: string) =>
  [...workspaceKeys.all, "letter-settings", workspaceId] as const;

/** The current workspace's payment instructions, closing text and plan notice recipients. */
export async function getLetterSettings(signal?: AbortSignal): Promise<LetterSettings> {
  return (await call(payoffLetterEndpoints.letterSettings, {}, { signal })).data;
}

export function useLetterSettings(workspaceId: string) {
  return useQuery({
    queryKey: letterSettingsKey(workspaceId),
    queryFn: ({ signal }) => getLetterSettings(signal),
  });
}
