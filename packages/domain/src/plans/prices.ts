import {
  formatUsd,
  type Money,
  roundHalfUp,
  toDecimalString,
  UNITS_PER_CENT,
  UNITS_PER_DOLLAR,
} from "../money/money.ts";

// Plan prices and coupons, in Money, for the server that charges and the pages that show prices
// (docs/product.md, "Billing and plans"). A coupon takes a percentage or an amount off one term.

export const COUPON_MSG = {
  required: "Please enter a coupon code",
  invalid: "This coupon code is not valid.",
  expired: "This coupon has expired.",
  exhausted: "This coupon has reached its redemption limit.",
} as const;

export type CouponProblem = "expired" | "exhausted";

/** Codes are letters, digits, "-" and "_": easy to read out over the phone, safe in a URL. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** What a coupon takes off: a whole percentage, or an amount (in Money). */
export interface CouponTerms {
  percentOff: number | null;
  amountOff: Money | null;
}

/** What limits a coupon's use: its expiry and its redemptions. */
export interface CouponLimits {
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/**
 * Why the coupon cannot be used now, or undefined when it can. `holds` are redemptions other
 * users have reserved with a checkout still open.
 */
export function couponProblem(
  coupon: CouponLimits,
  now: Date,
  holds = 0,
): CouponProblem | undefined {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return "expired";
  if (coupon.maxRedemptions !== null && coupon.redemptions + holds >= coupon.maxRedemptions) {
    return "exhausted";
  }
  return undefined;
}

/**
 * What the coupon takes off `list`, in whole cents (half-up), never more than the price.
 * A percentage of a whole-cent price can have a fraction of a cent ($19.99 x 33%).
 */
export function discountFor(coupon: CouponTerms, list: Money): Money {
  let discount: Money;
  if (coupon.percentOff !== null) {
    // list x percent is in millionths of a dollar x 100: exact, then rounded once to cents.
    discount = roundHalfUp(list * BigInt(coupon.percentOff), 6, 2) * UNITS_PER_CENT;
  } else {
    discount = coupon.amountOff ?? 0n;
  }
  return discount > list ? list : discount;
}

/** The price after the coupon: never below zero. */
export function priceAfterCoupon(list: Money, coupon: CouponTerms): Money {
  return list - discountFor(coupon, list);
}

/** "25% off" or "$10.00 off". */
export function describeDiscount(coupon: CouponTerms): string {
  return coupon.percentOff !== null
    ? `${coupon.percentOff}% off`
    : `${formatUsd(coupon.amountOff ?? 0n)} off`;
}

const PRICE_TEXT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** A price as the catalog sends it ("20.00", "180", "0.5"); null when it is not one. */
export function priceFromText(text: string): Money | null {
  const match = PRICE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, dollars = "0", fraction = ""] = match;
  return BigInt(dollars) * UNITS_PER_DOLLAR + BigInt(fraction.padEnd(2, "0")) * UNITS_PER_CENT;
}

/** "$20" for whole dollars, "$14.50" otherwise, with thousands separators. */
export function formatPrice(price: Money): string {
  const [dollars = "0", cents = "00"] = toDecimalString(price, 2).split(".");
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return cents === "00" ? `$${grouped}` : `$${grouped}.${cents}`;
}

/**
 * How much a year costs less than twelve months, in whole percent; null when there is no saving.
 * Rounded down by default, so a page never promises more than the catalog gives; the billing
 * screen's toggle rounds to the nearest percent (half up).
 */
export function yearlySavingPercent(
  month: Money,
  year: Money,
  rounding: "down" | "nearest" = "down",
): number | null {
  const twelve = month * 12n;
  if (month <= 0n || year >= twelve) return null;
  const saved = (twelve - year) * 100n;
  return Number(rounding === "down" ? saved / twelve : (saved * 2n + twelve) / (twelve * 2n));
}

/** A catalog price as sent ("20.00") shown as `formatPrice` shows it; other text as it is. */
export function formatPriceText(text: string): string {
  const price = priceFromText(text);
  return price === null ? text : formatPrice(price);
}
