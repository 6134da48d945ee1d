import {
  type BillingInterval,
  type PlanId,
  type PlanOut,
  type PlansResponse,
  publicEndpoints,
} from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { call } from "./call.ts";

// The server's plan catalog, the one source of prices (docs/product.md, "Billing and plans"):
// one fetcher and one cache entry for the landing page and the billing screen.

export type { BillingInterval, PlanId };
export type Plan = PlanOut;
export type PlanCatalog = PlansResponse["data"];

export async function getPlans(signal?: AbortSignal): Promise<PlanCatalog> {
  const answer = await call(publicEndpoints.plans, {}, { signal });
  return answer.data;
}

export const plansQueryKey = ["plans"] as const;

export function usePlans() {
  // Prices change rarely; the server lets browsers cache them for 5 minutes too.
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60 * 1000,
  });
}
