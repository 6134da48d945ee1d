import type { CaseDto, rateTableUpdateAppliedResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST cases/{id}/rate-table-update/: the table's rates replace the user's; one history entry. */
export async function applyRateTableUpdate(caseId: string): Promise<CaseDto> {
  const answer = await api.post<z.output<typeof rateTableUpdateAppliedResponse>>(
    `/docket/api/cases/${encodeURIComponent(caseId)}/rate-table-update/`,
  );
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
