import type { User } from "../../db/schema/index.ts";

/** Days of the free trial, counted from registration (docs/product.md, "Plans and limits"). */
export const TRIAL_DAYS = 14;

export type SubscriptionPlan = "free" | "pro";

/** "pro" while a paid term runs (paidUntil in the future), else "free". */
export function subscriptionPlanOf(user: Pick<User, "paidUntil">, now: Date): SubscriptionPlan {
  return user.paidUntil && user.paidUntil.getTime() > now.getTime() ? "pro" : "free";
}

export function trialEndFor(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}
