import { paymentPlanEndpoints } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";
import { paymentPlanKeys } from "./query-keys.ts";
import type { CasePaymentPlan } from "./types.ts";

/** The case's plan with its schedule, state and projection (plan null when it has none). */
export async function getPaymentPlan(
  caseId: string,
  signal?: AbortSignal,
): Promise<CasePaymentPlan> {
  const answer = await call(
    paymentPlanEndpoints.paymentPlan,
    { params: { id: caseId } },
    { signal },
  );
  return answer.data;
}

export function usePaymentPlan(caseId: string) {
  return useQuery({
    queryKey: paymentPlanKeys.plan(caseId),
    queryFn: ({ signal }) => getPaymentPlan(caseId, signal),
  });
}
