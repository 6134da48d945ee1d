import { deadlineSettingEndpoints, type ReminderSettingsDto } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Deadline reminders on or off, and their lead times. */
export async function getReminderSettings(): Promise<ReminderSettingsDto> {
  const answer = await call(deadlineSettingEndpoints.reminderSettings, {});
  return answer.data;
}

export const reminderSettingsKey = ["reminder-settings"] as const;

export function useReminderSettings() {
  return useQuery({ queryKey: reminderSettingsKey, queryFn: getReminderSettings });
}
