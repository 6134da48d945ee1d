import type { ReminderSettingsDto, reminderSettingsResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { reminderSettingsKey } from "./get-reminder-settings.ts";

/** PUT /authentication/api/reminders/. */
export async function updateReminderSettings(
  settings: ReminderSettingsDto,
): Promise<ReminderSettingsDto> {
  const answer = await api.put<z.output<typeof reminderSettingsResponse>>(
    "/authentication/api/reminders/",
    settings,
  );
  return answer.data;
}

export function useUpdateReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderSettings,
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsKey, saved),
  });
}
