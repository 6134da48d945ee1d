import { type CaseHistoryDto, docketEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Every change to the case, newest first (docs/history.md). */
export async function getCaseHistory(
  caseId: string,
  signal?: AbortSignal,
): Promise<CaseHistoryDto> {
  const answer = await call(docketEndpoints.caseHistory, { params: { id: caseId } }, { signal });
  return answer.data;
}

export function useCaseHistory(caseId: string) {
  return useQuery({
    queryKey: caseKeys.history(caseId),
    queryFn: ({ signal }) => getCaseHistory(caseId, signal),
  });
}
