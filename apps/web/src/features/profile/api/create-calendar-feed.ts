import { type CalendarFeedDto, deadlineSettingEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** A new secret address; the old one stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await call(deadlineSettingEndpoints.createCalendarFeed, {});
  return answer.data;
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, { ...feed, url: null }),
  });
}
