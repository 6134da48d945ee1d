import { type CourtFormListDto, courtFormEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { courtFormKeys } from "./query-keys.ts";

/** The forms of the case's jurisdiction, each with what it lacks. */
export async function getCourtForms(
  caseId: string,
  signal?: AbortSignal,
): Promise<CourtFormListDto> {
  const answer = await call(courtFormEndpoints.courtForms, { params: { id: caseId } }, { signal });
  return answer.data;
}

export function useCourtForms(caseId: string) {
  return useQuery({
    queryKey: courtFormKeys.list(caseId),
    queryFn: ({ signal }) => getCourtForms(caseId, signal),
  });
}
