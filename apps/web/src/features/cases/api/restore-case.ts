import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Brings a deleted case back with its transactions (30 days). */
export async function restoreCase(caseId: string): Promise<CaseDto> {
  const answer = await call(docketEndpoints.restoreCase, { params: { id: caseId } });
  return answer.data.case;
}

export function useRestoreCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCase,
    onSuccess: async (restored) => {
      queryClient.setQueryData(caseKeys.detail(restored.id), restored);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
