import { deadlineEndpoints, type EndpointAnswer } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export type DeadlineList = EndpointAnswer<typeof deadlineEndpoints.deadlineList>["data"];

/** Every case's next judgment deadline within `months`, soonest first. */
export async function getDeadlines(months: number, signal?: AbortSignal): Promise<DeadlineList> {
  const answer = await call(deadlineEndpoints.deadlineList, { query: { months } }, { signal });
  return answer.data;
}

export function useDeadlines(months: number) {
  return useQuery({
    // Under "cases": every docket write invalidates that key, so a renewal moves this list too.
    queryKey: ["cases", "deadline-list", months],
    queryFn: ({ signal }) => getDeadlines(months, signal),
  });
}
