import { type CaseDto, docketEndpoints, type NewCaseBody } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** 201 with the case as the server computed it. */
export async function createCase(body: NewCaseBody): Promise<CaseDto> {
  const answer = await call(docketEndpoints.createCase, { body });
  return answer.data;
}

export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}
