import type { DeletedCaseDto, deletedCasesResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** GET deleted-cases/: cases deleted in the last 30 days and not restored since. */
export async function getDeletedCases(signal?: AbortSignal): Promise<DeletedCaseDto[]> {
  const answer = await api.get<z.output<typeof deletedCasesResponse>>(
    "/docket/api/deleted-cases/",
    { signal },
  );
  return answer.data;
}

export function useDeletedCases() {
  return useQuery({
    queryKey: caseKeys.deleted(),
    queryFn: ({ signal }) => getDeletedCases(signal),
  });
}
