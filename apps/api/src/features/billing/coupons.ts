import { formatUsd, type Money, roundHalfUp, toDecimalString, UNITS_PER_CENT } from "@owed/domain";
import type { Coupon } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";

/** The rules of a coupon, apart from storage: when it can be used and what it takes off. */

export const COUPON_MSG = {
  required: "Please enter a coupon code",
  invalid: "This coupon code is not valid.",
  expired: "This coupon has expired.",
  exhausted: "This coupon has reached its redemption limit.",
} as const;

export type CouponProblem = "expired" | "exhausted";

/** Codes are letters, digits, "-" and "_": easy to read out over the phone, safe in a URL. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

export function couponError(problem: CouponProblem | "invalid", suffix = ""): HttpError {
  const code = `coupon_${problem}`;
  return new HttpError(400, `${COUPON_MSG[problem]}${suffix}`, code, {
    coupon_code: [COUPON_MSG[problem]],
  });
}

/**
 * Why the coupon cannot be used now, or undefined when it can. `holds` are redemptions other
 * users have reserved with a checkout still open (see billing-repository.ts).
 */
export function couponProblem(coupon: Coupon, now: Date, holds = 0): CouponProblem | undefined {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return "expired";
  if (coupon.maxRedemptions !== null && coupon.redemptions + holds >= coupon.maxRedemptions) {
    return "exhausted";
  }
  return undefined;
}

/**
 * What the coupon takes off `listAmount`, in whole cents (half-up), never more than the price.
 * A percentage of a whole-cent price can have a fraction of a cent ($19.99 x 33%).
 */
export function discountFor(coupon: Pick<Coupon, "percentOff" | "amountOff">, list: Money): Money {
  let discount: Money;
  if (coupon.percentOff !== null) {
    // list x percent is in millionths of a dollar x 100: exact, then rounded once to cents.
    discount = roundHalfUp(list * BigInt(coupon.percentOff), 6, 2) * UNITS_PER_CENT;
  } else {
    discount = coupon.amountOff ?? 0n;
  }
  return discount > list ? list : discount;
}

/** "25% off" or "$10.00 off". */
export function describeDiscount(coupon: Pick<Coupon, "percentOff" | "amountOff">): string {
  return coupon.percentOff !== null
    ? `${coupon.percentOff}% off`
    : `${formatUsd(coupon.amountOff ?? 0n)} off`;
}

/** The coupon as the API shows it. */
export function couponOut(coupon: Coupon) {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff === null ? null : toDecimalString(coupon.amountOff),
    expiresAt: coupon.expiresAt ? coupon.expiresAt.toISOString() : null,
    description: describeDiscount(coupon),
  };
}

export type CouponOut = ReturnType<typeof couponOut>;
