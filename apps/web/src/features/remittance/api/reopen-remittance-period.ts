import { remittanceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { remittanceKeys } from "./query-keys.ts";

/** Reopens a closed period: its report reads live figures again. */
export async function reopenRemittancePeriod(
  clientId: string,
  periodId: string,
): Promise<{ message: string }> {
  const answer = await call(remittanceEndpoints.reopenRemittancePeriod, {
    params: { id: clientId, periodId },
  });
  return { message: answer.message };
}

export function useReopenRemittancePeriod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periodId: string) => reopenRemittancePeriod(clientId, periodId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remittanceKeys.all }),
  });
}
