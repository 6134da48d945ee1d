import type { CaseDto, undoResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST history/{entryId}/revert/: puts back the values an edit changed. */
export async function revertChange(entryId: string): Promise<CaseDto> {
  const answer = await api.post<z.output<typeof undoResponse>>(
    `/docket/api/history/${encodeURIComponent(entryId)}/revert/`,
  );
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
