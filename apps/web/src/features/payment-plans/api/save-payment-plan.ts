import { type PaymentPlanRequest, paymentPlanEndpoints } from "@owed/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import type { CasePaymentPlan } from "./types.ts";

/** Agrees a plan on the case, or replaces its terms (a history entry). */
export async function savePaymentPlan(
  caseId: string,
  body: PaymentPlanRequest,
): Promise<{ plan: CasePaymentPlan; message: string }> {
  const answer = await call(paymentPlanEndpoints.savePaymentPlan, { params: { id: caseId }, body });
  return { plan: answer.data, message: answer.message };
}

export function useSavePaymentPlan(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentPlanRequest) => savePaymentPlan(caseId, body),
    // The history, the dashboard's plan states and the chart's projection all move with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["cases"] }),
  });
}
