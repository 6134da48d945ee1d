import { z } from "zod";
import { COUPON_MSG } from "../plans/prices.ts";
import { envelope, errorBody, moneyText } from "./envelope.ts";

// The plan catalog and the billing routes under /stripe/api/ (served whatever the payment provider:
// docs/product.md, "Billing and plans"). Money leaves as decimal strings; what is charged is decided
// on the server, and a `price` sent by a client is only compared with the catalog's.

/** Billing intervals of Pro: one term of a month or a year, paid once, never renewed by itself. */
export const BILLING_INTERVALS = ["month", "year"] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The catalog's plan ids: Starter (free) and Pro (its catalog id is "normal"). */
export const PLAN_IDS = ["starter", "normal"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The payment providers a checkout can go through. */
export const BILLING_PROVIDERS = ["local", "stripe"] as const;

export const INTERVAL_MESSAGE = "Choose a billing interval: month or year.";

export const planOut = z.strictObject({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  description: z.string(),
  prices: z.strictObject({ month: moneyText, year: moneyText }),
  priceNote: z.strictObject({ month: z.string(), year: z.string() }),
  badge: z.string().nullable(),
  features: z.array(z.string()),
  buttonText: z.string(),
  activeCaseLimit: z.number().int().nullable(),
  /** The price is for each member of the workspace (docs/workspaces.md, "Plans"). */
  perMember: z.boolean(),
});
export type PlanOut = z.output<typeof planOut>;

export const plansResponse = envelope(
  z.strictObject({
    plans: z.array(planOut),
    trialDays: z.number().int(),
    freeActiveCaseLimit: z.number().int(),
  }),
);
export type PlansResponse = z.output<typeof plansResponse>;

export const couponOutSchema = z.strictObject({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: moneyText.nullable(),
  expiresAt: z.string().nullable(),
  description: z.string(),
});
export type CouponOutDto = z.output<typeof couponOutSchema>;

export const applyCouponRequest = z.object(
  {
    coupon_code: z
      .string({ error: COUPON_MSG.required })
      .trim()
      .min(1, COUPON_MSG.required)
      .max(100, COUPON_MSG.invalid),
  },
  { error: COUPON_MSG.required },
);

export const applyCouponResponse = envelope(z.strictObject({ coupon: couponOutSchema }));
export type ApplyCouponResponse = z.output<typeof applyCouponResponse>;

export const checkoutRequest = z.object({
  /** Accepted for the first clients; must equal the catalog's price. */
  price: z.union([z.number(), z.string()]).nullish(),
  interval: z.enum(BILLING_INTERVALS, { error: INTERVAL_MESSAGE }),
  /** A coupon code; without one, the coupon the user applied (if any) is used. */
  coupon: z.string().trim().max(100, COUPON_MSG.invalid).nullish(),
  /** The plan bought: only Pro ("normal", its catalog id) can be bought. */
  plan: z.enum(["normal", "pro"], { error: "Only the Pro plan can be bought." }).optional(),
});

export const checkoutData = z.strictObject({
  checkout_url: z.string(),
  session_id: z.string(),
  provider: z.enum(BILLING_PROVIDERS),
  interval: z.enum(BILLING_INTERVALS),
  /** The workspace the term is for, and its members counted at checkout. */
  workspace_id: z.string(),
  seats: z.number().int(),
  /** The catalog's price for one member; list_price is it times the seats. */
  unit_price: moneyText,
  list_price: moneyText,
  discount: moneyText,
  total: moneyText,
  coupon: couponOutSchema.nullable(),
  expires_at: z.string(),
  /** Set when no payment was needed (a coupon covering the whole price). */
  paid_until: z.string().nullable(),
});

export const checkoutResponse = envelope(checkoutData).extend({ checkout_url: z.string() });
export type CheckoutResponse = z.output<typeof checkoutResponse>;

export const webhookResponse = envelope(
  z.strictObject({ received: z.literal(true), duplicate: z.boolean() }),
);

/** The error answers billing routes declare besides their success. */
export const billingErrors = { 400: errorBody, 429: errorBody } as const;
