/**
 * Prices arrive as decimal strings ("20.00"): worked in whole cents so a coupon never shows a
 * float artefact such as $14.999999.
 */

export function toCents(decimal: string): number {
  const [whole = "0", fraction = ""] = decimal.trim().split(".");
  const sign = whole.startsWith("-") ? -1 : 1;
  const cents = Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return sign * cents;
}

/** "$20" for whole dollars, "$14.50" otherwise, like the catalog's feature lines. */
export function formatCents(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = dollars.toLocaleString("en-US");
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, "0")}`;
}

export function formatPrice(decimal: string): string {
  return formatCents(toCents(decimal));
}

export interface CouponTerms {
  percentOff: number | null;
  amountOff: string | null;
}

/** The price after the coupon, as the server computes it: percent rounded half-up to cents. */
export function priceAfterCoupon(priceCents: number, coupon: CouponTerms): number {
  const discount =
    coupon.percentOff !== null
      ? Math.round((priceCents * coupon.percentOff) / 100)
      : toCents(coupon.amountOff ?? "0");
  return Math.max(0, priceCents - Math.min(discount, priceCents));
}
