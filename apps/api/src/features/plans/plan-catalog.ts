import {
  type BillingInterval,
  FREE_ACTIVE_CASE_LIMIT,
  formatUsd,
  type Money,
  type PlanId,
  parseMoneyInput,
  UNITS_PER_DOLLAR,
} from "@owed/domain";

/**
 * The one plan catalog. Prices are decided here, on the server, and nowhere else: the landing
 * page and the billing screen show what this says, and checkout charges what this says.
 * Pro is $20 a month or $180 a year ("save 25%": 12 x 20 = 240, and 180 is 25% off; the
 * original billing data's 1290 was a data error: docs/decisions/006-beyond-the-spec.md).
 */

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Exact prices per interval (Money: bigint ten-thousandths of a dollar). */
  prices: Record<BillingInterval, Money>;
  /** What follows the price on a plan card: "per month", or "for 14 days" for the trial. */
  priceNote: Record<BillingInterval, string>;
  badge: string | null;
  /**
   * The card's lines, the same on the landing page and on billing. Every line must hold for
   * every user of the plan: no line may contradict another (a limit beside "no limit").
   */
  features: string[];
  buttonText: string;
  /** Active (not ended) cases allowed; null means unlimited. */
  activeCaseLimit: number | null;
  /** The price is for each member of the workspace (docs/workspaces.md, "Plans"). */
  perMember: boolean;
}

export const TRIAL_DAYS = 14;
export { FREE_ACTIVE_CASE_LIMIT };

/** The price of a term of Pro for one member: checkout charges it per member, before a coupon. */
export const PRO_PRICES: Readonly<Record<BillingInterval, Money>> = {
  month: parseMoneyInput("20.00"),
  year: parseMoneyInput("180.00"),
};

/** "$180" for whole dollars, "$179.50" otherwise: how prices read in feature lines. */
function priceText(value: Money): string {
  const text = formatUsd(value);
  return value % UNITS_PER_DOLLAR === 0n ? text.replace(/\.00$/, "") : text;
}

/** Whole percent saved by paying yearly instead of 12 months (25 with $20 and $180). */
const yearlySavingPercent =
  ((PRO_PRICES.month * 12n - PRO_PRICES.year) * 100n) / (PRO_PRICES.month * 12n);

export const planCatalog: readonly Plan[] = [
  {
    id: "starter",
    name: "Starter",
    description: `Try Owed on your own judgments, free for ${TRIAL_DAYS} days.`,
    prices: { month: 0n, year: 0n },
    priceNote: { month: `for ${TRIAL_DAYS} days`, year: `for ${TRIAL_DAYS} days` },
    badge: null,
    features: [
      `${TRIAL_DAYS}-day free trial, no credit card required`,
      `Up to ${FREE_ACTIVE_CASE_LIMIT} active cases`,
      "Daily interest, payments and costs on every case",
      "Payoff statements and transaction reports as PDFs",
      "Interest-rate guide for every state",
    ],
    buttonText: "Start Free Trial",
    activeCaseLimit: FREE_ACTIVE_CASE_LIMIT,
    perMember: false,
  },
  {
    id: "normal",
    name: "Pro",
    description: "For firms that track judgments every day.",
    prices: { ...PRO_PRICES },
    priceNote: { month: "per member per month", year: "per member per year" },
    badge: "Most Popular",
    features: [
      "Unlimited active cases",
      "Everything in the free trial",
      `${priceText(PRO_PRICES.year)} per member per year (save ${yearlySavingPercent}%)`,
      "Priced per member of the workspace: alone, you pay for one",
      "One-time payment: no automatic renewal",
      "Priority support",
    ],
    buttonText: "Subscribe Now",
    activeCaseLimit: null,
    perMember: true,
  },
];

export function findPlan(id: PlanId): Plan {
  const plan = planCatalog.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** What one term buys, in words: "1 month" or "1 year". */
export function termLabel(interval: BillingInterval): string {
  return interval === "month" ? "1 month" : "1 year";
}

/**
 * The end of a term that starts at `start`: the same time of day one calendar month or year
 * later (UTC), clamped to the last day of a shorter month (Jan 31 + 1 month = Feb 28/29).
 */
export function addTerm(start: Date, interval: BillingInterval): Date {
  const months = interval === "month" ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = month % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(start.getTime());
  end.setUTCFullYear(targetYear, targetMonth, Math.min(start.getUTCDate(), lastDay));
  return end;
}
