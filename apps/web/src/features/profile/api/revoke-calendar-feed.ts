import { type CalendarFeedDto, deadlineSettingEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** The feed's address stops working at once. */
export async function revokeCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await call(deadlineSettingEndpoints.revokeCalendarFeed, {});
  return answer.data;
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
