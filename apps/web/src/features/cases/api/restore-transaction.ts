import type { CaseDto, undoResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** POST transactions/{id}/restore/: a deleted transaction back in its place (30 days). */
export async function restoreTransaction(transactionId: string): Promise<CaseDto> {
  const answer = await api.post<z.output<typeof undoResponse>>(
    `/docket/api/transactions/${encodeURIComponent(transactionId)}/restore/`,
  );
  return answer.data.case;
}

export function useRestoreTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTransaction,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      await queryClient.invalidateQueries({ queryKey: caseKeys.all });
    },
  });
}
