import type { CalendarFeedDto, calendarFeedResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** GET /authentication/api/calendar-feed/: whether a private feed exists (its address is not kept). */
export async function getCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await api.get<z.output<typeof calendarFeedResponse>>(
    "/authentication/api/calendar-feed/",
  );
  return answer.data;
}

export const calendarFeedKey = ["calendar-feed"] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedKey, queryFn: getCalendarFeed });
}
