import type { CalendarFeedDto, calendarFeedResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { calendarFeedKey } from "./get-calendar-feed.ts";

/** DELETE /authentication/api/calendar-feed/: the address stops working at once. */
export async function revokeCalendarFeed(): Promise<CalendarFeedDto> {
  const answer = await api.delete<z.output<typeof calendarFeedResponse>>(
    "/authentication/api/calendar-feed/",
  );
  return answer.data;
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
