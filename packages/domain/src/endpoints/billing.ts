import {
  applyCouponRequest,
  applyCouponResponse,
  checkoutRequest,
  checkoutResponse,
  webhookResponse,
} from "../contracts/billing.ts";
import { ACCOUNT_ERRORS } from "./account-errors.ts";
import { BILLING_ERRORS as B, WORKSPACE_MANAGE_ERRORS } from "./billing-errors.ts";
import { COMMON_ERRORS as C, defineEndpoint } from "./endpoint.ts";

// Billing under /stripe/api/, whichever payment provider is configured (docs/product.md,
// "Billing and plans"). The test-mode checkout pages (/checkout/test/) are HTML, not API.

const signedIn = [ACCOUNT_ERRORS.authRequired, ACCOUNT_ERRORS.passwordChanged] as const;

export const billingEndpoints = {
  applyCoupon: defineEndpoint({
    method: "POST",
    path: "/stripe/api/apply-coupon/",
    summary: "Checks a coupon and keeps it for the next checkout",
    access: "user",
    body: applyCouponRequest,
    answer: applyCouponResponse,
    errors: [
      ...signedIn,
      C.invalidInput,
      C.badJson,
      B.couponInvalid,
      B.couponExpired,
      B.couponExhausted,
      B.couponTries,
    ],
  }),
  checkout: defineEndpoint({
    method: "POST",
    path: "/stripe/api/checkout/",
    summary: "Opens a checkout of Pro for the current workspace; answers the payment page's URL",
    access: "workspace",
    body: checkoutRequest,
    answer: checkoutResponse,
    errors: [
      ...signedIn,
      C.invalidInput,
      C.badJson,
      B.priceMismatch,
      B.couponInvalid,
      B.couponExpired,
      B.couponExhausted,
      B.checkouts,
      B.checkoutIncomplete,
      B.providerError,
      ...WORKSPACE_MANAGE_ERRORS,
    ],
  }),
  webhook: defineEndpoint({
    method: "POST",
    path: "/stripe/api/webhook/",
    summary: "The payment provider's signed notifications: a paid checkout grants its term",
    access: "public",
    answer: webhookResponse,
    errors: [B.badSignature, B.noWebhook],
  }),
} as const;
