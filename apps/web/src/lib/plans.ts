import {
  type BillingInterval,
  type PlanId,
  type PlanOut,
  type PlansResponse,
  PUBLIC_ROUTES,
} from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { callRoute } from "./call.ts";

// The server's plan catalog, the one source of prices (docs/product.md, "Billing and plans"):
// one fetcher and one cache entry for the landing page and the billing screen.

export type { BillingInterval, PlanId };
export type Plan = PlanOut;
export type PlanCatalog = PlansResponse["data"];

export async function getPlans(signal?: AbortSignal): Promise<PlanCatalog> {
  // From the route alone: the landing page's first screen asks for it (lib/call.ts, callRoute).
  const answer = await callRoute(PUBLIC_ROUTES.plans, {}, { signal });
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
