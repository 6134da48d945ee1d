import { type CouponTerms, formatPrice, type Money, priceAfterCoupon } from "@owed/domain";

export interface CouponNoteInput {
  /** The catalog's price for one member for the interval. */
  unitPrice: Money;
  interval: "month" | "year";
  /** The workspace's members: Pro is priced per member (docs/product.md, "Billing and plans"). */
  seats: number;
  coupon: CouponTerms;
  /** The firm workspace's name, or null for the personal one. */
  workspaceName: string | null;
}

/**
 * What the applied coupon makes the next checkout cost, for this workspace: the price per member,
 * and for several members the list price and the total after the coupon, which the server
 * computes on the whole amount (an amount off is taken once, not once per member).
 */
export function couponNote(input: CouponNoteInput): string {
  const { unitPrice, interval, seats, coupon } = input;
  const perMember = `Pro costs ${formatPrice(unitPrice)} per member per ${interval}`;
  const list = unitPrice * BigInt(Math.max(1, seats));
  const after = formatPrice(priceAfterCoupon(list, coupon));
  if (seats <= 1) return `${perMember}: ${after} with the coupon.`;
  const whose = input.workspaceName
    ? `the ${seats} members of ${input.workspaceName}`
    : `${seats} members`;
  return `${perMember}: for ${whose}, ${formatPrice(list)} before the coupon and ${after} with it.`;
}
