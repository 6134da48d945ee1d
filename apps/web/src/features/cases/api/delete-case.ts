import { type CaseDto, docketEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { caseKeys } from "./query-keys.ts";

/** The case and all its transactions. */
export async function deleteCase(caseId: string): Promise<void> {
  await call(docketEndpoints.deleteCase, { params: { id: caseId } });
}

/** Resolves to how many cases are left, which decides the flag-and-reload step (docs/product.md, "Screens"). */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (caseId: string) => {
      await deleteCase(caseId);
      queryClient.removeQueries({ queryKey: caseKeys.detail(caseId) });
      queryClient.removeQueries({ queryKey: caseKeys.transactions(caseId) });
      const before = queryClient.getQueryData<CaseDto[]>(caseKeys.list()) ?? [];
      const left = before.filter((c) => c.id !== caseId);
      queryClient.setQueryData(caseKeys.list(), left);
      return left.length;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.list() }),
  });
}
