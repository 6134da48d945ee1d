import type { ReminderSettingsDto, reminderSettingsResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /authentication/api/reminders/: deadline reminders on or off, and their lead times. */
export async function getReminderSettings(): Promise<ReminderSettingsDto> {
  const answer = await api.get<z.output<typeof reminderSettingsResponse>>(
    "/authentication/api/reminders/",
  );
  return answer.data;
}

export const reminderSettingsKey = ["reminder-settings"] as const;

export function useReminderSettings() {
  return useQuery({ queryKey: reminderSettingsKey, queryFn: getReminderSettings });
}
