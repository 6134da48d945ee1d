import type { WorkspaceRow } from "../../db/schema/index.ts";

/** Days of the free trial, counted from registration (docs/product.md, "Plans and limits"). */
export const TRIAL_DAYS = 14;

export type SubscriptionPlan = "free" | "pro";

/** A workspace's plan state (docs/workspaces.md, "Plans"): plans belong to workspaces. */
export type PlanState = Pick<WorkspaceRow, "trialEndsAt" | "paidUntil">;

/** "pro" while a paid term runs (paidUntil in the future), else "free". */
export function subscriptionPlanOf(
  plan: Pick<PlanState, "paidUntil">,
  now: Date,
): SubscriptionPlan {
  return plan.paidUntil && plan.paidUntil.getTime() > now.getTime() ? "pro" : "free";
}

export function trialEndFor(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
