import { paymentPlanEndpoints, type planSummarySchema } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { z } from "zod";
import { call } from "../../../lib/call.ts";
import { caseKeys, LIST_POLL_MS } from "./query-keys.ts";

/** One case's plan as the dashboard shows it: its state, missed installments, next due. */
export type PlanSummary = z.output<typeof planSummarySchema>;

/** Every payment plan in the workspace, for the case list's badges and its plan filter. */
export async function getPaymentPlans(signal?: AbortSignal): Promise<PlanSummary[]> {
  const answer = await call(paymentPlanEndpoints.paymentPlans, {}, { signal });
  return answer.data.plans;
}

export function usePaymentPlans() {
  return useQuery({
    queryKey: caseKeys.paymentPlans(),
    queryFn: ({ signal }) => getPaymentPlans(signal),
    // With the list: a payment or a day passing moves a plan's state.
    refetchInterval: LIST_POLL_MS,
  });
}

/** The workspace's plans by case id, for the list's badges and its plan filter. */
export function usePlansByCase(): ReadonlyMap<string, PlanSummary> {
  const { data } = usePaymentPlans();
  return useMemo(() => new Map((data ?? []).map((plan) => [plan.caseId, plan])), [data]);
}
