import { type CouponOutDto, describeDiscount, toDecimalString } from "@owed/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appliedCoupons, type Coupon, coupons } from "../../db/schema/index.ts";

// The coupon a user keeps for their next checkout: billing applies and uses it, the profile shows
// it (docs/product.md, "Billing and plans").

/** The coupon as the API shows it. */
export function couponOut(coupon: Coupon): CouponOutDto {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    amountOff: coupon.amountOff === null ? null : toDecimalString(coupon.amountOff),
    expiresAt: coupon.expiresAt ? coupon.expiresAt.toISOString() : null,
    description: describeDiscount(coupon),
  };
}

/** The database, or a transaction on it (a checkout reads the coupon inside its own). */
type Queryable = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The coupon the user applied for their next checkout, if any. */
export async function appliedCouponOf(db: Queryable, userId: string): Promise<Coupon | undefined> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(appliedCoupons)
    .innerJoin(coupons, eq(coupons.id, appliedCoupons.couponId))
    .where(eq(appliedCoupons.userId, userId));
  return row?.coupon;
}

/** The applied coupon as the profile shows it, or null. */
export async function appliedCouponSummary(db: Db, userId: string): Promise<CouponOutDto | null> {
  const coupon = await appliedCouponOf(db, userId);
  return coupon ? couponOut(coupon) : null;
}
