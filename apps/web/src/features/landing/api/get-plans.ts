import { useQuery } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";

/** One plan of the server's catalog (GET /stripe/api/plans/): the only source of prices. */
export interface Plan {
  id: "starter" | "normal";
  name: string;
  description: string;
  /** Decimal dollar strings, e.g. "20.00". */
  prices: { month: string; year: string };
  /** What follows the price: "per month", or "for 14 days" for the trial. */
  priceNote: { month: string; year: string };
  badge: string | null;
  /** The card's lines, the same ones billing shows. */
  features: string[];
  buttonText: string;
}

export interface PlanCatalog {
  plans: Plan[];
  trialDays: number;
  freeActiveCaseLimit: number;
}

export function getPlans(): Promise<PlanCatalog> {
  return api
    .get<Envelope<PlanCatalog>>("/stripe/api/plans/", { auth: false })
    .then((answer) => answer.data);
}

export function usePlans() {
  // Prices change rarely; the server lets browsers cache them for 5 minutes too.
  return useQuery({ queryKey: ["plans"], queryFn: getPlans, staleTime: 5 * 60 * 1000 });
}
