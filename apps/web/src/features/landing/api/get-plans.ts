import type { PlanOut, PlansResponse } from "@owed/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** One plan of the server's catalog (GET /stripe/api/plans/): the only source of prices. */
export type Plan = PlanOut;
export type PlanCatalog = PlansResponse["data"];

export function getPlans(): Promise<PlanCatalog> {
  return api
    .get<PlansResponse>("/stripe/api/plans/", { auth: false })
    .then((answer) => answer.data);
}

export function usePlans() {
  // Prices change rarely; the server lets browsers cache them for 5 minutes too.
  return useQuery({ queryKey: ["plans"], queryFn: getPlans, staleTime: 5 * 60 * 1000 });
}
