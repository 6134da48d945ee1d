import { type CalendarFeedDto, deadlineSettingEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Whether a private feed exists (its address is not kept). */
export async function getCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await call(deadlineSettingEndpoints.calendarFeed, {});
  return answer.data;
}

export const calendarFeedKey = ["calendar-feed"] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}
