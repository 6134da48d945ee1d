import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingEvents, checkoutSessions, coupons } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { addTerm } from "../plans/plan-catalog.ts";
import { applyCoupon, checkout, createCoupon, profileOf } from "./test-helpers.ts";

// BILLING_PROVIDER=stripe: the official SDK talks to a local HTTP server standing in for
// api.stripe.com (STRIPE_API_BASE), and webhooks are signed with the SDK's own test helper.

const WEBHOOK_SECRET = "whsec_test_owed_secret";
const clock = new TestClock("2030-06-01T09:00:00Z");
const BASE = "https://owed.test";

interface StripeCall {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

/** A stand-in for Stripe's API: records each call and answers like Stripe would. */
class FakeStripe {
  calls: StripeCall[] = [];
  /** Set to make the next session creation fail as Stripe does (e.g. a bad amount). */
  failNext = false;
  server: Server;
  private serial = 0;

  constructor() {
    this.server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const call = {
          method: req.method ?? "",
          path: req.url ?? "",
          headers: req.headers,
          form: new URLSearchParams(body),
        };
        this.calls.push(call);
        res.setHeader("content-type", "application/json");
        res.setHeader("request-id", `req_${this.calls.length}`);
        if (call.method === "POST" && call.path === "/v1/checkout/sessions") {
          if (this.failNext) {
            this.failNext = false;
            res.statusCode = 400;
            res.end(
              JSON.stringify({
                error: { type: "invalid_request_error", message: "Amount must be at least $0.50" },
              }),
            );
            return;
          }
          this.serial += 1;
          const id = `cs_test_${this.serial}`;
          res.end(
            JSON.stringify({
              id,
              object: "checkout.session",
              url: `https://checkout.stripe.com/c/pay/${id}`,
              mode: "payment",
              status: "open",
              payment_status: "unpaid",
            }),
          );
          return;
        }
        const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(call.path);
        if (call.method === "POST" && expire) {
          res.end(JSON.stringify({ id: expire[1], object: "checkout.session", status: "expired" }));
          return;
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "no route" } }));
      });
    });
  }

  sessionCreations(): StripeCall[] {
    return this.calls.filter((c) => c.path === "/v1/checkout/sessions");
  }
}

const fake = new FakeStripe();
const signer = new Stripe("sk_test_signer_only");
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  const { port } = fake.server.address() as AddressInfo;
  t = await createTestApp(
    {
      APP_BASE_URL: BASE,
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_owed_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
    { now: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.server.close(resolve));
});
beforeEach(() => {
  fake.calls = [];
});

function completedEvent(
  session: { id: string; providerSessionId: string; userId: string; cents: number },
  change: { id?: string; type?: string; payment_status?: string; currency?: string } = {},
) {
  return JSON.stringify({
    id: change.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(clock.now().getTime() / 1000),
    type: change.type ?? "checkout.session.completed",
    livemode: false,
    data: {
      object: {
        id: session.providerSessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: change.payment_status ?? "paid",
        amount_total: session.cents,
        currency: change.currency ?? "usd",
        client_reference_id: session.id,
        metadata: { sessionId: session.id, userId: session.userId, interval: "month" },
      },
    },
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(clock.now().getTime() / 1000),
  });
}

function postWebhook(
  payload: string | Buffer,
  signature?: string,
  contentType = "application/json",
) {
  return t.app.inject({
    method: "POST",
    url: "/stripe/api/webhook/",
    headers: {
      "content-type": contentType,
      ...(signature ? { "stripe-signature": signature } : {}),
    },
    payload,
  });
}

async function openStripeCheckout(user: LoggedInUser, body?: Record<string, unknown>) {
  const res = await checkout(t.app, user, body);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  const [row] = await t.app.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, answer.data.session_id));
  if (!row?.providerSessionId) throw new Error("no Stripe session id stored");
  return {
    answer,
    session: {
      id: row.id,
      providerSessionId: row.providerSessionId,
      userId: user.id,
      cents: Number(row.totalAmount / 100n),
    },
  };
}

describe("checkout with Stripe", () => {
  it("creates a one-time Checkout Session for the catalog amount and answers its URL", async () => {
    const user = await registerAndLogin(t.app);
    const { answer, session } = await openStripeCheckout(user, { price: 20, interval: "month" });
    expect(answer.checkout_url).toBe(
      `https://checkout.stripe.com/c/pay/${session.providerSessionId}`,
    );
    expect(answer.data.checkout_url).toBe(answer.checkout_url);
    const [call] = fake.sessionCreations();
    expect(call?.headers.authorization).toBe("Bearer sk_test_owed_fake");
    expect(call?.headers["idempotency-key"]).toBe(`checkout-${session.id}`);
    const form = call?.form as URLSearchParams;
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("2000");
    expect(form.get("line_items[0][price_data][product_data][name]")).toContain(
      "Owed Pro: 1 month",
    );
    expect(form.get("metadata[userId]")).toBe(user.id);
    expect(form.get("metadata[sessionId]")).toBe(session.id);
    expect(form.get("metadata[interval]")).toBe("month");
    expect(form.get("client_reference_id")).toBe(session.id);
    expect(form.get("customer_email")).toBe(user.email);
    expect(form.get("success_url")).toBe(`${BASE}/billing?checkout=success`);
    expect(form.get("cancel_url")).toBe(`${BASE}/billing?checkout=cancelled`);
    // No subscription: nothing renews.
    expect([...form.keys()].some((k) => k.startsWith("subscription"))).toBe(false);
  });

  it("sends the discounted amount computed on the server", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { percentOff: 25 });
    await applyCoupon(t.app, user, coupon.code);
    const { answer } = await openStripeCheckout(user, { price: 180, interval: "year" });
    expect(answer.data).toMatchObject({ list_price: "180.00", discount: "45.00", total: "135.00" });
    expect(fake.sessionCreations()[0]?.form.get("line_items[0][price_data][unit_amount]")).toBe(
      "13500",
    );
  });

  it("refuses a tampered price before calling Stripe", async () => {
    const user = await registerAndLogin(t.app);
    const res = await checkout(t.app, user, { price: 1, interval: "month" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("price_mismatch");
    expect(fake.calls).toHaveLength(0);
  });

  it("answers 502 when Stripe refuses, and the checkout is dead", async () => {
    const user = await registerAndLogin(t.app);
    fake.failNext = true;
    const res = await checkout(t.app, user);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: "provider_error" });
    const rows = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(["failed"]);
  });

  it("asks Stripe to expire a superseded checkout", async () => {
    const user = await registerAndLogin(t.app);
    const first = await openStripeCheckout(user);
    await openStripeCheckout(user, { interval: "year" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls.map((c) => c.path)).toContain(
      `/v1/checkout/sessions/${first.session.providerSessionId}/expire`,
    );
  });

  it("has no test checkout page: nobody can pay without Stripe", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const page = await t.app.inject({ method: "GET", url: `/checkout/test/${session.id}` });
    expect(page.statusCode).toBe(404);
    const pay = await t.app.inject({
      method: "POST",
      url: `/checkout/test/${session.id}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(pay.statusCode).toBe(404);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
  });
});

describe("POST /stripe/api/webhook/", () => {
  it("checkout.session.completed makes the user Pro for one term", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const payload = completedEvent(session, { id: "evt_paid_once" });
    const res = await postWebhook(payload, sign(payload));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Webhook received",
      data: { received: true, duplicate: false },
    });
    const profile = await profileOf(t.app, user);
    expect(profile.subscription_plan).toBe("pro");
    expect(profile.paid_until).toBe(addTerm(clock.now(), "month").toISOString());
  });

  it("a Pro workspace buys its next term before this one ends: it starts when the current one ends", async () => {
    const user = await registerAndLogin(t.app);
    const first = await openStripeCheckout(user);
    const paidFirst = completedEvent(first.session);
    expect((await postWebhook(paidFirst, sign(paidFirst))).statusCode).toBe(200);
    const firstEnd = (await profileOf(t.app, user)).paid_until ?? "";
    expect(firstEnd).toBe(addTerm(clock.now(), "month").toISOString());

    // Still Pro, the owner opens another checkout: no refusal, the full price of one term.
    const next = await openStripeCheckout(user, { interval: "year" });
    expect(next.answer.data.total).toBe("180.00");
    const paidNext = completedEvent(next.session);
    expect((await postWebhook(paidNext, sign(paidNext))).statusCode).toBe(200);
    const profile = await profileOf(t.app, user);
    expect(profile.subscription_plan).toBe("pro");
    expect(profile.paid_until).toBe(addTerm(new Date(firstEnd), "year").toISOString());
  });

  it("a replayed event (same id, validly signed again) grants nothing more", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const payload = completedEvent(session, { id: "evt_replayed" });
    expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    const paidUntil = (await profileOf(t.app, user)).paid_until;
    const again = await postWebhook(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.duplicate).toBe(true);
    // The same delivery several times at once.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(payload, sign(payload))),
    );
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect((await profileOf(t.app, user)).paid_until).toBe(paidUntil);
    const events = await t.app.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, "evt_replayed"));
    expect(events).toHaveLength(1);
  });

  it("a second, different event for an already paid checkout grants nothing more", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const first = completedEvent(session);
    await postWebhook(first, sign(first));
    const paidUntil = (await profileOf(t.app, user)).paid_until;
    const second = completedEvent(session, { type: "checkout.session.async_payment_succeeded" });
    expect((await postWebhook(second, sign(second))).statusCode).toBe(200);
    expect((await profileOf(t.app, user)).paid_until).toBe(paidUntil);
  });

  it("refuses unsigned, wrongly signed, tampered and stale calls with 400", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const payload = completedEvent(session);
    const tampered = payload.replace('"amount_total":2000', '"amount_total":1');
    const stale = Math.floor(clock.now().getTime() / 1000) - 10 * 60;
    const cases: Array<[string, string | undefined]> = [
      [payload, undefined],
      [payload, "garbage"],
      [payload, sign(payload, { secret: "whsec_someone_else" })],
      [tampered, sign(payload)],
      [payload, sign(payload, { timestamp: stale })],
      [`${payload} `, sign(payload)],
    ];
    for (const [body, signature] of cases) {
      const res = await postWebhook(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_code: 400,
        message: "Webhook signature verification failed.",
        code: "bad_signature",
      });
    }
    // Forged JSON that a JSON parser would have accepted changes nothing either.
    const forged = await t.app.inject({
      method: "POST",
      url: "/stripe/api/webhook/",
      payload: JSON.parse(payload),
    });
    expect(forged.statusCode).toBe(400);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
  });

  it("verifies over the raw bytes, whatever the content type and spacing", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const payload = JSON.stringify(JSON.parse(completedEvent(session)), null, 2);
    const res = await postWebhook(
      Buffer.from(payload),
      sign(payload),
      "application/json; charset=utf-8",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("pro");
  });

  it("grants nothing for an unpaid completion or a charge that differs from the checkout", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const unpaid = completedEvent(session, { payment_status: "unpaid" });
    expect((await postWebhook(unpaid, sign(unpaid))).statusCode).toBe(200);
    const wrong = completedEvent({ ...session, cents: 1 });
    expect((await postWebhook(wrong, sign(wrong))).statusCode).toBe(200);
    const euros = completedEvent(session, { currency: "eur" });
    expect((await postWebhook(euros, sign(euros))).statusCode).toBe(200);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
    // The bank debit then clears.
    const cleared = completedEvent(session, { type: "checkout.session.async_payment_succeeded" });
    expect((await postWebhook(cleared, sign(cleared))).statusCode).toBe(200);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("pro");
  });

  it("ignores events for unknown checkouts and other event types", async () => {
    const user = await registerAndLogin(t.app);
    const { session } = await openStripeCheckout(user);
    const unknown = completedEvent({ ...session, id: "chk_nope" });
    expect((await postWebhook(unknown, sign(unknown))).statusCode).toBe(200);
    const other = JSON.stringify({
      id: "evt_other_type",
      object: "event",
      type: "customer.created",
      data: { object: { id: "cus_1", object: "customer" } },
    });
    expect((await postWebhook(other, sign(other))).statusCode).toBe(200);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
  });

  it("checkout.session.expired releases the checkout (and its coupon hold)", async () => {
    const coupon = await createCoupon(t.app, { percentOff: 50, maxRedemptions: 1 });
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    await applyCoupon(t.app, alice, coupon.code);
    const { session } = await openStripeCheckout(alice);
    // Alice holds the last redemption while her checkout is open.
    expect((await applyCoupon(t.app, bob, coupon.code)).statusCode).toBe(400);
    const expired = completedEvent(session, { type: "checkout.session.expired" });
    expect((await postWebhook(expired, sign(expired))).statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row?.status).toBe("expired");
    expect((await applyCoupon(t.app, bob, coupon.code)).statusCode).toBe(200);
  });

  it("honours a paid superseded checkout (the money was taken) without passing the coupon limit", async () => {
    const coupon = await createCoupon(t.app, { percentOff: 50, maxRedemptions: 1 });
    const user = await registerAndLogin(t.app);
    await applyCoupon(t.app, user, coupon.code);
    const first = await openStripeCheckout(user);
    const second = await openStripeCheckout(user, { interval: "month", coupon: coupon.code });
    // Both Stripe pages were open in two tabs and both got paid.
    for (const s of [second.session, first.session]) {
      const payload = completedEvent(s);
      expect((await postWebhook(payload, sign(payload))).statusCode).toBe(200);
    }
    const profile = await profileOf(t.app, user);
    expect(profile.paid_until).toBe(addTerm(addTerm(clock.now(), "month"), "month").toISOString());
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(1);
  });
});
