import type { CaseDto, caseResponse, NewCaseBody } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST add-docket/: 201 with the case as the server computed it. */
export async function createCase(body: NewCaseBody): Promise<CaseDto> {
  const answer = await api.post<z.output<typeof caseResponse>>("/docket/api/add-docket/", body);
  return answer.data;
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
