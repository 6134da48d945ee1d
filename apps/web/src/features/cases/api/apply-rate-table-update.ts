import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** The table's rates replace the user's; one history entry. */
export async function applyRateTableUpdate(caseId: string): Promise<CaseDto> {
  const answer = await call(docketEndpoints.applyRateTableUpdate, { params: { id: caseId } });
  return answer.data.case;
}

export function useApplyRateTableUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRateTableUpdate,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
