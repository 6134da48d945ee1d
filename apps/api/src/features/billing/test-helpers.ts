import { parseMoneyInput } from "@owed/domain";
import type { FastifyInstance } from "fastify";
import type { LoggedInUser } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";

/** Helpers for the billing tests (not a test file itself). */

let couponSerial = 0;

/** A fresh coupon code no other test uses. */
export function couponCode(prefix = "TEST"): string {
  couponSerial += 1;
  return `${prefix}${couponSerial}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}

export async function createCoupon(
  app: FastifyInstance,
  input: {
    code?: string;
    percentOff?: number;
    amountOff?: string;
    expiresAt?: Date | null;
    maxRedemptions?: number | null;
  } = {},
) {
  return app.billing.createCoupon(
    {
      code: input.code ?? couponCode(),
      percentOff: input.amountOff ? null : (input.percentOff ?? 25),
      amountOff: input.amountOff ? parseMoneyInput(input.amountOff) : null,
      expiresAt: input.expiresAt ?? null,
      maxRedemptions: input.maxRedemptions ?? null,
    },
    app.now(),
  );
}

export function applyCoupon(app: FastifyInstance, user: LoggedInUser, code: unknown) {
  return app.inject({
    method: "POST",
    url: "/stripe/api/apply-coupon/",
    headers: user.headers,
    payload: { coupon_code: code },
  });
}

export function checkout(
  app: FastifyInstance,
  user: LoggedInUser,
  body: Record<string, unknown> = { price: 20, interval: "month" },
) {
  return app.inject({
    method: "POST",
    url: "/stripe/api/checkout/",
    headers: user.headers,
    payload: body,
  });
}

/** Buys a month of Pro through the test-mode checkout; answers the same (now Pro) user. */
export async function upgradeToPro(
  app: FastifyInstance,
  user: LoggedInUser,
): Promise<LoggedInUser> {
  const opened = await checkout(app, user, { interval: "month" });
  const paid = await submitForm(app, opened.json().checkout_url, "pay");
  if (paid.statusCode !== 303) throw new Error(`checkout failed: ${paid.statusCode} ${paid.body}`);
  return user;
}

/** The path part of a checkout URL (inject wants a path). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Clicks a button of the test checkout page: a form post, as a browser sends it. */
export function submitForm(app: FastifyInstance, checkoutUrl: string, button: "pay" | "cancel") {
  return app.inject({
    method: "POST",
    url: `${pathOf(checkoutUrl)}/${button}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
}

export async function profileOf(app: FastifyInstance, user: LoggedInUser) {
  const res = await app.inject({
    method: "GET",
    url: "/authentication/api/profile/",
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`profile answered ${res.statusCode}: ${res.body}`);
  return res.json().profile as {
    subscription_plan: "free" | "pro";
    paid_until: string | null;
    trial_ends_at: string;
    applied_coupon: null | {
      code: string;
      percentOff: number | null;
      amountOff: string | null;
      expiresAt: string | null;
      description: string;
    };
  };
}

export function addCase(app: FastifyInstance, user: LoggedInUser) {
  return app.inject({
    method: "POST",
    url: "/docket/api/add-docket/",
    headers: user.headers,
    payload: newCase(),
  });
}

export async function caseCount(app: FastifyInstance, user: LoggedInUser): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/docket/api/cases/", headers: user.headers });
  if (res.statusCode !== 200) throw new Error(`cases answered ${res.statusCode}: ${res.body}`);
  return (res.json().data as unknown[]).length;
}
