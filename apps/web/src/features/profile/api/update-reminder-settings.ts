import { deadlineSettingEndpoints, type ReminderSettingsDto } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { reminderSettingsKey } from "./get-reminder-settings.ts";

/** Saves the deadline reminder settings. */
export async function updateReminderSettings(
  settings: ReminderSettingsDto,
): Promise<ReminderSettingsDto> {
  const answer = await call(deadlineSettingEndpoints.saveReminderSettings, { body: settings });
  return answer.data;
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsKey, saved),
  });
}
