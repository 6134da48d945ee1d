import type { CaseDto, caseListResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys, LIST_POLL_MS } from "./query-keys.ts";

/**
 * GET cases/. Polled: the server answers 304 to the browser's If-None-Match when nothing changed
 * (its ETag carries the docket version and the user's today), so a quiet poll costs no body.
 */
export async function getCases(signal?: AbortSignal): Promise<CaseDto[]> {
  const answer = await api.get<z.output<typeof caseListResponse>>("/docket/api/cases/", { signal });
  return answer.data;
}

export function useCases() {
  return useQuery({
    queryKey: caseKeys.list(),
    queryFn: ({ signal }) => getCases(signal),
    refetchInterval: LIST_POLL_MS,
  });
}
