import type { deadlineListResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

export type DeadlineList = z.output<typeof deadlineListResponse>["data"];

/** GET deadlines/?months=: every case's next judgment deadline, soonest first. */
export async function getDeadlines(months: number, signal?: AbortSignal): Promise<DeadlineList> {
  const answer = await api.get<z.output<typeof deadlineListResponse>>(
    `/docket/api/deadlines/?months=${months}`,
    { signal },
  );
  return answer.data;
}

export function useDeadlines(months: number) {
  return useQuery({
    // Under "cases": every docket write invalidates that key, so a renewal moves this list too.
    queryKey: ["cases", "deadline-list", months],
    queryFn: ({ signal }) => getDeadlines(months, signal),
  });
}
