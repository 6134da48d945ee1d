import type { CaseDto, transactionDeletedResponse } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";

/** DELETE transactions/{id}/delete/: answers the case's recomputed figures. */
export async function deleteTransaction(transactionId: string): Promise<CaseDto> {
  const answer = await api.delete<z.output<typeof transactionDeletedResponse>>(
    `/docket/api/transactions/${encodeURIComponent(transactionId)}/delete/`,
  );
  return answer.data.case;
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: async (updated) => {
      queryClient.setQueryData(caseKeys.detail(updated.id), updated);
      // After a transaction delete the case list is refetched (docs/product.md, "Screens").
      await Promise.all([
        queryClient.refetchQueries({ queryKey: caseKeys.list() }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]);
    },
  });
}
