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
  /**
   * The firm workspace whose plan this is, or null for the user's personal one: a firm's trial is
   * the firm's, not "yours" (docs/workspaces.md, "Plans").
   */
  workspaceName?: string | null;
  /** False for a member who is not an owner: only owners buy Pro for a firm. */
  canBuy?: boolean;
}

const SPEC_TAIL =
  "To keep adding cases without interruption, activate your paid plan before it expires.";

/** Whether an applied coupon's expiry has passed (a coupon without one never expires). */
export function couponExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** The trial's one sentence: whose trial, how long it has left, and what to do before it ends. */
function trialSentenceOf(account: BannerAccount, left: string): string {
  const whose = account.workspaceName
    ? `The Starter trial of ${account.workspaceName}`
    : "Your Starter trial";
  const what =
    account.canBuy === false
      ? "an owner can buy Pro before it ends to keep adding cases"
      : "buy Pro before it ends to keep adding cases";
  return `${whose} is still active for ${left}: ${what}.`;
}

/**
 * The plan notice's sentence, or null when there is nothing to say. The contract's sentence
 * (docs/product.md, "Screens") is kept for the case it was written for (a coupon with time left,
 * on a free account); the trial's time left is one sentence naming whose trial it is; a coupon
 * with no expiry date, an expired one, or a paid account each get words that are true for them.
 */
export function bannerMessage(account: BannerAccount, now: Date): string | null {
  const { coupon, paid } = account;
  const trialLeft = !paid && account.trialEndsAt ? timeLeftPhrase(account.trialEndsAt, now) : null;
  const trialSentence = trialLeft ? trialSentenceOf(account, trialLeft) : null;
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
