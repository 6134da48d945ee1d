import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** Puts back the values an edit changed. */
export async function revertChange(entryId: string): Promise<CaseDto> {
  const answer = await call(docketEndpoints.revertChange, { params: { id: entryId } });
  return answer.data.case;
}

export function useRevertChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertChange,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
