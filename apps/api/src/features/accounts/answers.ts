import type { CouponOutDto, Profile, UserOut } from "@owed/domain";
import type { User } from "../../db/schema/index.ts";
import { subscriptionPlanOf } from "../plans/plan.ts";

/** Where the account routes live; the avatar URLs in profiles start with it. */
export const ACCOUNTS_PREFIX = "/authentication/api";

export function avatarUrl(user: Pick<User, "id" | "avatarVersion">): string | null {
  return user.avatarVersion ? `${ACCOUNTS_PREFIX}/avatar/${user.id}/${user.avatarVersion}/` : null;
}

/** `data.user` of login and registration. */
export function userOutOf(user: User, now: Date): UserOut {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    subscription_plan: subscriptionPlanOf(user, now),
    timezone: user.timezone,
  };
}

/** The coupon kept for the next checkout, as the plans feature shows it. */
export type AppliedCouponOut = CouponOutDto | null;

/** The profile object of GET profile/ and PUT profile/update/ (docs/product.md, "Profile"). */
export function profileOf(user: User, now: Date, appliedCoupon: AppliedCouponOut = null): Profile {
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
    subscription_plan: subscriptionPlanOf(user, now),
    member_since: user.createdAt.toISOString(),
    timezone: user.timezone,
    trial_ends_at: user.trialEndsAt.toISOString(),
    paid_until: user.paidUntil ? user.paidUntil.toISOString() : null,
    applied_coupon: appliedCoupon,
  };
}
