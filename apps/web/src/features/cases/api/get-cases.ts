import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys, LIST_POLL_MS } from "./query-keys.ts";

/**
 * Polled: the server answers 304 to the browser's If-None-Match when nothing changed
 * (its ETag carries the docket version and the user's today), so a quiet poll costs no body.
 */
export async function getCases(signal?: AbortSignal): Promise<CaseDto[]> {
  const answer = await call(docketEndpoints.caseList, {}, { signal });
  return answer.data;
}

export function useCases() {
  return useQuery({
    queryKey: caseKeys.list(),
    queryFn: ({ signal }) => getCases(signal),
    refetchInterval: LIST_POLL_MS,
  });
}
