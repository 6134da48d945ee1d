import { WORKSPACE_MSG } from "../contracts/workspaces.ts";
import { COUPON_MSG } from "../plans/prices.ts";
import { errorAnswer } from "./endpoint.ts";

// Billing's refusals (docs/product.md, "Billing and plans"): the API throws them and the web
// compares their codes, so each sentence is written here once.

export const BILLING_ERRORS = {
  couponInvalid: errorAnswer(400, "coupon_invalid", COUPON_MSG.invalid),
  /** At checkout the sentence adds that the coupon was removed. */
  couponExpired: errorAnswer(400, "coupon_expired", COUPON_MSG.expired),
  couponExhausted: errorAnswer(400, "coupon_exhausted", COUPON_MSG.exhausted),
  couponTries: errorAnswer(
    429,
    "rate_limited",
    "Too many coupon codes tried. Please try again later.",
  ),
  checkouts: errorAnswer(429, "rate_limited", "Too many checkouts. Please try again later."),
  /** Its sentence names the catalog's price for the interval. */
  priceMismatch: errorAnswer(400, "price_mismatch"),
  checkoutIncomplete: errorAnswer(
    409,
    "checkout_incomplete",
    "This checkout could not be completed. Please try again.",
  ),
  providerError: errorAnswer(
    502,
    "provider_error",
    "The payment provider could not start the checkout. Please try again in a moment.",
  ),
  badSignature: errorAnswer(400, "bad_signature", "Webhook signature verification failed."),
  /** The webhook of a provider that sends none (the test-mode provider). */
  noWebhook: errorAnswer(404, "not_found", "Not found."),
} as const;

/** What the one authorisation hook answers for a route that manages the current workspace. */
export const WORKSPACE_MANAGE_ERRORS = [
  errorAnswer(403, "owners_only", WORKSPACE_MSG.ownersOnly),
  errorAnswer(404, "not_found", WORKSPACE_MSG.notFound),
  errorAnswer(409, "workspace_changed", WORKSPACE_MSG.workspaceChanged),
] as const;
