import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";
import { caseKeys } from "./query-keys.ts";
import type { CaseDto } from "./types.ts";

/** DELETE transactions/{id}/delete/: answers the case's recomputed figures. */
export async function deleteTransaction(transactionId: string): Promise<CaseDto> {
  const answer = await api.delete<Envelope<{ case: CaseDto }>>(
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
      // Spec section 4: after a transaction delete the case list is refetched.
      await Promise.all([
        queryClient.refetchQueries({ queryKey: caseKeys.list() }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]);
    },
  });
}
