import { useQuery } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";
import type { CaseDto } from "./types.ts";

/** GET cases/{id}/: the open case, polled (cheaply, via ETag) while it is shown. */
export async function getCase(caseId: string, signal?: AbortSignal): Promise<CaseDto> {
  const answer = await api.get<Envelope<CaseDto>>(
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
