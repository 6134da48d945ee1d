import { type DeletedCaseDto, docketEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Cases deleted in the last 30 days and not restored since. */
export async function getDeletedCases(signal?: AbortSignal): Promise<DeletedCaseDto[]> {
  const answer = await call(docketEndpoints.deletedCases, {}, { signal });
  return answer.data;
}

export function useDeletedCases() {
  return useQuery({
    queryKey: caseKeys.deleted(),
    queryFn: ({ signal }) => getDeletedCases(signal),
  });
}
