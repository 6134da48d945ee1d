import { timeLeftPhrase } from "./time-left.ts";

/** What the banner needs of the account (the billing account's fields, as the profile sends them). */
export interface BannerAccount {
  paid: boolean;
  trialEndsAt: Date | null;
  coupon: {
    code: string;
    description: string;
    /** Null for a coupon with no expiry date: then no sentence may speak of it expiring. */
    expiresAt: Date | null;
  } | null;
}

const SPEC_TAIL =
  "To keep adding cases without interruption, activate your paid plan before it expires.";

/** Whether an applied coupon's expiry has passed (a coupon without one never expires). */
export function couponExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/**
 * The scrolling banner's sentence, or null when there is nothing to say. The contract's sentence (docs/product.md, "Screens") is
 * kept for the case it was written for (a coupon with time left, on a free account); a coupon
 * with no expiry date, an expired one, or a paid account each get words that are true for them.
 */
export function bannerMessage(account: BannerAccount, now: Date): string | null {
  const { coupon, paid } = account;
  const trialLeft = !paid && account.trialEndsAt ? timeLeftPhrase(account.trialEndsAt, now) : null;
  const trialSentence = trialLeft
    ? `Your free trial is still active for ${trialLeft}. ${SPEC_TAIL}`
    : null;
  if (!coupon) return trialSentence;

  const couponLeft = coupon.expiresAt ? timeLeftPhrase(coupon.expiresAt, now) : null;
  if (paid) {
    if (couponExpired(coupon.expiresAt, now)) return null;
    return couponLeft
      ? `Your coupon ${coupon.code} is kept for your next term of Pro (${coupon.description}) and is still active for ${couponLeft}.`
      : `Your coupon ${coupon.code} is kept for your next term of Pro (${coupon.description}). It has no expiry date.`;
  }
  if (couponLeft) return `Your coupon is still active for ${couponLeft}. ${SPEC_TAIL}`;
  const about = couponExpired(coupon.expiresAt, now)
    ? `Your coupon ${coupon.code} has expired: checkout charges the full price.`
    : `Your coupon ${coupon.code} takes ${coupon.description} your next purchase of Pro. It has no expiry date.`;
  return trialSentence ? `${about} ${trialSentence}` : about;
}
