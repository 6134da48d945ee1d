import type { BillingInterval, PlanId, PlanOut, PlansResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type { BillingInterval, PlanId };
/** A plan of the server's catalog: the one source of prices (docs/product.md, "Billing and plans"). */
export type Plan = PlanOut;
export type PlanCatalog = PlansResponse["data"];

export async function getPlans(): Promise<PlanCatalog> {
  const answer = await api.get<PlansResponse>("/stripe/api/plans/", { auth: false });
  return answer.data;
}

export function usePlans() {
  return useQuery({ queryKey: ["billing", "plans"], queryFn: getPlans, staleTime: 5 * 60 * 1000 });
}
