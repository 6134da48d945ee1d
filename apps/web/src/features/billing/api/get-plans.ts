import { useQuery } from "@tanstack/react-query";
import { api, type Envelope } from "../../../lib/api-client.ts";

export type PlanId = "starter" | "normal";
export type BillingInterval = "month" | "year";

/** A plan of the server's catalog: the one source of prices (decisions.md section 2). */
export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Decimal strings, e.g. "20.00". */
  prices: Record<BillingInterval, string>;
  /** What follows the price: "per month", "per year", or "for 14 days" for the trial. */
  priceNote: Record<BillingInterval, string>;
  badge: string | null;
  /** The card's lines, the same ones the landing page shows. */
  features: string[];
  buttonText: string;
  activeCaseLimit: number | null;
}

export interface PlanCatalog {
  plans: Plan[];
  trialDays: number;
  freeActiveCaseLimit: number;
}

export async function getPlans(): Promise<PlanCatalog> {
  const answer = await api.get<Envelope<PlanCatalog>>("/stripe/api/plans/", { auth: false });
  return answer.data;
}

export function usePlans() {
  return useQuery({ queryKey: ["billing", "plans"], queryFn: getPlans, staleTime: 5 * 60 * 1000 });
}
