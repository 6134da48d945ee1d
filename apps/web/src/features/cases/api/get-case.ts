import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys, DETAIL_POLL_MS } from "./query-keys.ts";

/** The open case, polled (cheaply, via ETag) while it is shown. */
export async function getCase(caseId: string, signal?: AbortSignal): Promise<CaseDto> {
  const answer = await call(docketEndpoints.caseDetail, { params: { id: caseId } }, { signal });
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
