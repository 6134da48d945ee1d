import type { CouponOutDto, Profile, UserOut } from "@owed/domain";
import type { User } from "../../db/schema/index.ts";
import { type PlanState, subscriptionPlanOf } from "../plans/plan.ts";

/** Where the account routes live; the avatar URLs in profiles start with it. */
export const ACCOUNTS_PREFIX = "/authentication/api";

export function avatarUrl(user: Pick<User, "id" | "avatarVersion">): string | null {
  return user.avatarVersion ? `${ACCOUNTS_PREFIX}/avatar/${user.id}/${user.avatarVersion}/` : null;
}

/** `data.user` of login and registration; the plan is the current workspace's. */
export function userOutOf(user: User, plan: PlanState, now: Date): UserOut {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    subscription_plan: subscriptionPlanOf(plan, now),
    timezone: user.timezone,
  };
}

/** The coupon kept for the next checkout, as the plans feature shows it. */
export type AppliedCouponOut = CouponOutDto | null;

/**
 * The profile object of GET profile/ and PUT profile/update/ (docs/product.md, "Profile"). The
 * plan fields are the current workspace's (docs/workspaces.md, "Plans").
 */
export function profileOf(
  user: User,
  plan: PlanState,
  now: Date,
  appliedCoupon: AppliedCouponOut = null,
): Profile {
  return {
    id: user.id,
    username: user.username,
    full_name: user.fullName,
    email: user.email,
    image: avatarUrl(user),
    company: user.company,
    location: user.location,
    phone_number: user.phoneNumber,
    website: user.website,
    subscription_plan: subscriptionPlanOf(plan, now),
    member_since: user.createdAt.toISOString(),
    timezone: user.timezone,
    trial_ends_at: plan.trialEndsAt.toISOString(),
    paid_until: plan.paidUntil ? plan.paidUntil.toISOString() : null,
    applied_coupon: appliedCoupon,
  };
}
