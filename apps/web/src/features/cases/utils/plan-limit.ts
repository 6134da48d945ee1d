import { FREE_ACTIVE_CASE_LIMIT } from "@owed/domain";

export const PLAN_LIMIT_BILLING_URL = "/billing?reason=plan-limit";

export function isFreePlan(plan: string | null | undefined): boolean {
  return !plan || plan.toLowerCase() === "free";
}

/**
 * True when a new case would be refused: a free plan with the limit's worth of active cases.
 * While the plan is still loading the answer is false: the server still refuses, and a draft
 * keeps what was typed.
 */
export function atPlanLimit(
  plan: string | null | undefined,
  cases: readonly { isEnded: boolean }[],
  planKnown = true,
): boolean {
  if (!planKnown || !isFreePlan(plan)) return false;
  return cases.filter((item) => !item.isEnded).length >= FREE_ACTIVE_CASE_LIMIT;
}
