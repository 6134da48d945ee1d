import { type RemittanceReport, remittanceEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { remittanceKeys } from "./query-keys.ts";

/** Closes [from, to] for the client: the answer is the report as frozen. */
export async function closeRemittancePeriod(
  clientId: string,
  period: { from: string; to: string },
): Promise<{ report: RemittanceReport; message: string }> {
  const answer = await call(remittanceEndpoints.closeRemittancePeriod, {
    params: { id: clientId },
    body: period,
  });
  return { report: answer.data, message: answer.message };
}

export function useCloseRemittancePeriod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: { from: string; to: string }) => closeRemittancePeriod(clientId, period),
    onSuccess: ({ report }) => {
      // The frozen report is the answer itself; the list of periods and the clients' counts move.
      queryClient.setQueryData(remittanceKeys.report(clientId, report.from, report.to), report);
      return queryClient.invalidateQueries({ queryKey: remittanceKeys.all });
    },
  });
}
