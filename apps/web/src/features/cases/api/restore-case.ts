import type { CaseDto, undoResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST cases/{id}/restore/: brings a deleted case back with its transactions (30 days). */
export async function restoreCase(caseId: string): Promise<CaseDto> {
  const answer = await api.post<z.output<typeof undoResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/restore/`,
  );
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
