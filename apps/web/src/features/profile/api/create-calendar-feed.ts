import type { CalendarFeedDto, calendarFeedResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** POST /authentication/api/calendar-feed/: a new secret address; the old one stops working. */
export async function createCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await api.post<z.output<typeof calendarFeedResponse>>(
    "/authentication/api/calendar-feed/",
  );
  return answer.data;
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, { ...feed, url: null }),
  });
}
