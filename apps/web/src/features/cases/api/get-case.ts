import type { CaseDto, caseResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/** GET cases/{id}/: the open case, polled (cheaply, via ETag) while it is shown. */
export async function getCase(caseId: string, signal?: AbortSignal): Promise<CaseDto> {
  const answer = await api.get<z.output<typeof caseResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/`,
    { signal },
  );
  return answer.data;
}

export function useCase(caseId: string | null, placeholder?: CaseDto) {
  return useQuery({
    queryKey: caseKeys.detail(caseId ?? ""),
    queryFn: ({ signal }) => getCase(caseId ?? "", signal),
    enabled: caseId !== null,
    refetchInterval: DETAIL_POLL_MS,
    // The list already holds this case's figures: show them at once, then the detail replaces them.
    placeholderData: placeholder,
  });
}
