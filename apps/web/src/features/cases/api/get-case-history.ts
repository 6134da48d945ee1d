import type { CaseHistoryDto, caseHistoryResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** GET cases/{id}/history/: every change to the case, newest first (docs/history.md). */
export async function getCaseHistory(
  caseId: string,
  signal?: AbortSignal,
): Promise<CaseHistoryDto> {
  const answer = await api.get<z.output<typeof caseHistoryResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/history/`,
    { signal },
  );
  return answer.data;
}

export function useCaseHistory(caseId: string) {
  return useQuery({
    queryKey: caseKeys.history(caseId),
    queryFn: ({ signal }) => getCaseHistory(caseId, signal),
  });
}
