import { paymentPlanEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { CasePaymentPlan } from "./types.ts";

/** Ends the case's plan (a history entry). */
export async function endPaymentPlan(
  caseId: string,
): Promise<{ plan: CasePaymentPlan; message: string }> {
  const answer = await call(paymentPlanEndpoints.endPaymentPlan, { params: { id: caseId } });
  return { plan: answer.data, message: answer.message };
}

export function useEndPaymentPlan(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endPaymentPlan(caseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["cases"] }),
  });
}
