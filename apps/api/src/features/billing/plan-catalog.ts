/**
 * The one plan catalog. Prices are decided here, on the server, and nowhere else: the landing
 * page and the billing screen show what this says, and checkout charges what this says.
 * Pro is $20 a month or $180 a year ("save 25%": 12 x 20 = 240, and 180 is 25% off; see
 * shared/spec/decisions.md section 2, which overrides the spec's 1290).
 */
export type PlanId = "starter" | "normal";
export type BillingInterval = "month" | "year";

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Decimal dollar strings with 2 decimals, per interval. */
  prices: Record<BillingInterval, string>;
  badge: string | null;
  features: string[];
  buttonText: string;
  /** Active (not ended) cases allowed; null means unlimited. */
  activeCaseLimit: number | null;
}

export const TRIAL_DAYS = 14;
export const FREE_ACTIVE_CASE_LIMIT = 3;

export const planCatalog: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    description: "Try Owed on your own judgments, free for 14 days.",
    prices: { month: "0.00", year: "0.00" },
    badge: null,
    features: [
      "Basic Support",
      "No Usage Limit",
      "2 Week free trial",
      "No Credit Card Required",
      `Up to ${FREE_ACTIVE_CASE_LIMIT} active cases`,
    ],
    buttonText: "Start Free Trial",
    activeCaseLimit: FREE_ACTIVE_CASE_LIMIT,
  },
  {
    id: "normal",
    name: "Pro",
    description: "For firms that track judgments every day.",
    prices: { month: "20.00", year: "180.00" },
    badge: "Most Popular",
    features: ["Unlimited Cases", "$180 Per Year (save 25%)", "Priority Support"],
    buttonText: "Subscribe Now",
    activeCaseLimit: null,
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = planCatalog.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}
