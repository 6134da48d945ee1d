import { type CourtFilingDto, type CourtFilingRequest, courtFormEndpoints } from "@owed/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { courtFormKeys } from "./query-keys.ts";

export async function getCourtFilings(
  caseId: string,
  signal?: AbortSignal,
): Promise<CourtFilingDto[]> {
  const answer = await call(
    courtFormEndpoints.courtFilings,
    { params: { id: caseId } },
    { signal },
  );
  return answer.data;
}

export function useCourtFilings(caseId: string) {
  return useQuery({
    queryKey: courtFormKeys.filings(caseId),
    queryFn: ({ signal }) => getCourtFilings(caseId, signal),
  });
}

/** Records a memorandum filed or a writ issued; the whole docket is refreshed after. */
export function useRecordCourtFiling(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CourtFilingRequest) => {
      const answer = await call(courtFormEndpoints.recordCourtFiling, {
        params: { id: caseId },
        body,
      });
      return { filing: answer.data, message: answer.message };
    },
    // Costs became allowed, a deadline was added: every case view may have moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["cases"] }),
  });
}
