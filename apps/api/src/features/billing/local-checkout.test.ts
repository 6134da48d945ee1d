import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutSessions, coupons } from "../../db/schema/index.ts";
import { type LoggedInUser, login, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { addTerm } from "../plans/plan-catalog.ts";
import {
  addCase,
  applyCoupon,
  caseCount,
  checkout,
  createCoupon,
  pathOf,
  profileOf,
  submitForm,
} from "./test-helpers.ts";

// Built-in test-mode checkout (BILLING_PROVIDER=local, the default), end to end through the API.

const clock = new TestClock("2030-03-10T12:00:00Z");
const BASE = "https://owed.test";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ APP_BASE_URL: BASE }, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function openCheckout(user: LoggedInUser, body?: Record<string, unknown>) {
  const res = await checkout(t.app, user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    status_code: number;
    message: string;
    checkout_url: string;
    data: {
      checkout_url: string;
      session_id: string;
      list_price: string;
      discount: string;
      total: string;
      coupon: { code: string } | null;
      paid_until: string | null;
    };
  };
}

describe("POST /stripe/api/apply-coupon/", () => {
  it("needs a signed-in user", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/stripe/api/apply-coupon/",
      payload: { coupon_code: "X" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("asks for a code when it is empty, blank or missing", async () => {
    const user = await registerAndLogin(t.app);
    for (const payload of [{ coupon_code: "" }, { coupon_code: "   " }, {}, { coupon_code: 7 }]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/stripe/api/apply-coupon/",
        headers: user.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter a coupon code");
    }
  });

  it("applies a valid code, trimmed and in any case, and keeps it for the next checkout", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { code: "Spring25x", percentOff: 25 });
    const res = await applyCoupon(t.app, user, "  sPrInG25X ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Coupon applied successfully! Spring25x: 25% off your next purchase of Pro.",
      data: {
        coupon: {
          code: coupon.code,
          percentOff: 25,
          amountOff: null,
          expiresAt: null,
          description: "25% off",
        },
      },
    });
    expect((await profileOf(t.app, user)).applied_coupon).toMatchObject({ code: "Spring25x" });
  });

  it("replaces the applied coupon when another is applied", async () => {
    const user = await registerAndLogin(t.app);
    const first = await createCoupon(t.app, { percentOff: 10 });
    const expiresAt = new Date("2031-01-01T00:00:00Z");
    const second = await createCoupon(t.app, { amountOff: "7.50", expiresAt });
    expect((await applyCoupon(t.app, user, first.code)).statusCode).toBe(200);
    const res = await applyCoupon(t.app, user, second.code);
    expect(res.json().data.coupon).toEqual({
      code: second.code,
      percentOff: null,
      amountOff: "7.50",
      expiresAt: expiresAt.toISOString(),
      description: "$7.50 off",
    });
    expect((await profileOf(t.app, user)).applied_coupon?.code).toBe(second.code);
    const opened = await openCheckout(user);
    expect(opened.data).toMatchObject({ list_price: "20.00", discount: "7.50", total: "12.50" });
  });

  it("refuses unknown, expired and used-up codes with a clear message", async () => {
    const user = await registerAndLogin(t.app);
    const expired = await createCoupon(t.app, { expiresAt: new Date(clock.now().getTime() - 1) });
    const usedUp = await createCoupon(t.app, { maxRedemptions: 1 });
    await t.app.db.update(coupons).set({ redemptions: 1 }).where(eq(coupons.id, usedUp.id));
    for (const [code, message, errorCode] of [
      ["NOPE-NOT-A-CODE", "This coupon code is not valid.", "coupon_invalid"],
      [expired.code, "This coupon has expired.", "coupon_expired"],
      [usedUp.code, "This coupon has reached its redemption limit.", "coupon_exhausted"],
    ] as const) {
      const res = await applyCoupon(t.app, user, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status_code: 400, message, code: errorCode });
    }
    expect((await profileOf(t.app, user)).applied_coupon).toBeNull();
  });

  it("limits how many wrong codes one user may try", async () => {
    const user = await registerAndLogin(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await applyCoupon(t.app, user, `GUESS${i}`)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe("POST /stripe/api/checkout/", () => {
  it("needs a signed-in user", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/stripe/api/checkout/",
      payload: { interval: "month" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers checkout_url at the top level and under data, priced from the catalog", async () => {
    const user = await registerAndLogin(t.app);
    const month = await openCheckout(user, { price: 20, interval: "month" });
    expect(month.status_code).toBe(200);
    expect(month.checkout_url).toMatch(/^https:\/\/owed\.test\/checkout\/test\/chk_[\w-]{32}$/);
    expect(month.data.checkout_url).toBe(month.checkout_url);
    expect(month.data).toMatchObject({ list_price: "20.00", discount: "0.00", total: "20.00" });
    const year = await openCheckout(user, { price: "180.00", interval: "year" });
    expect(year.data).toMatchObject({ list_price: "180.00", total: "180.00" });
    // price is optional: the catalog decides.
    expect((await openCheckout(user, { interval: "year" })).data.total).toBe("180.00");
  });

  it("refuses a price that is not the catalog's list price for the interval", async () => {
    const user = await registerAndLogin(t.app);
    for (const body of [
      { price: 0.01, interval: "month" },
      { price: 19.99, interval: "month" },
      { price: 180, interval: "month" },
      { price: 20, interval: "year" },
      { price: 1290, interval: "year" },
      { price: -20, interval: "month" },
      { price: "20.001", interval: "month" },
      { price: "free", interval: "month" },
      { price: 15, interval: "month" }, // the discounted price is not the list price either
    ]) {
      const res = await checkout(t.app, user, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: "price_mismatch",
        message: `The price does not match the Pro plan: ${body.interval === "month" ? "$20.00 per month" : "$180.00 per year"}.`,
      });
    }
    const sessions = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(sessions).toHaveLength(0);
  });

  it("refuses a missing or unknown interval and ignores any amount the client sends", async () => {
    const user = await registerAndLogin(t.app);
    for (const body of [{ price: 20 }, { interval: "week" }, { interval: "" }]) {
      const res = await checkout(t.app, user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Choose a billing interval: month or year.");
    }
    const res = await openCheckout(user, {
      interval: "month",
      amount: 1,
      total: 1,
      unit_amount: 100,
      discount: 20,
    });
    expect(res.data.total).toBe("20.00");
  });

  it("uses a coupon named in the body, and refuses an unknown one", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { percentOff: 25 });
    const res = await openCheckout(user, { price: 180, interval: "year", coupon: coupon.code });
    expect(res.data).toMatchObject({ list_price: "180.00", discount: "45.00", total: "135.00" });
    expect(res.data.coupon?.code).toBe(coupon.code);
    const bad = await checkout(t.app, user, { interval: "year", coupon: "NO-SUCH-CODE" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("This coupon code is not valid.");
  });

  it("drops an applied coupon that expired before checkout, so the next try is full price", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, {
      expiresAt: new Date(clock.now().getTime() + 60_000),
    });
    expect((await applyCoupon(t.app, user, coupon.code)).statusCode).toBe(200);
    clock.advanceMinutes(2);
    const res = await checkout(t.app, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "This coupon has expired. It has been removed: check out again to pay the full price.",
    );
    expect((await profileOf(t.app, user)).applied_coupon).toBeNull();
    expect((await openCheckout(user)).data.total).toBe("20.00");
  });
});

describe("the test checkout page", () => {
  it("shows TEST MODE, the plan, the interval, the discount and the total, with Pay and Cancel", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { percentOff: 25 });
    await applyCoupon(t.app, user, coupon.code);
    const opened = await openCheckout(user, { price: 180, interval: "year" });
    const page = await t.app.inject({ method: "GET", url: pathOf(opened.checkout_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cache-control"]).toBe("no-store");
    const html = page.body;
    expect(html).toContain("Test mode — no real payment");
    expect(html).toContain("Owed Pro");
    expect(html).toContain("Yearly (1 year)");
    expect(html).toContain("$180.00");
    expect(html).toContain(`Coupon <code>${coupon.code}</code>`);
    expect(html).toContain("−$45.00");
    expect(html).toContain("$135.00");
    expect(html).toContain(`action="/checkout/test/${opened.data.session_id}/pay"`);
    expect(html).toContain(`action="/checkout/test/${opened.data.session_id}/cancel"`);
    expect(html).not.toContain("<script");
  });

  it("escapes what it shows", async () => {
    const user = await registerAndLogin(t.app);
    // The CLI only makes plain codes; the page must stay safe whatever the database holds.
    const coupon = await createCoupon(t.app, { code: `<i>x${Date.now()}</i>"'&` });
    await applyCoupon(t.app, user, coupon.code);
    const opened = await openCheckout(user);
    const page = await t.app.inject({ method: "GET", url: pathOf(opened.checkout_url) });
    expect(page.body).not.toContain("<i>x");
    expect(page.body).toContain("&lt;i&gt;x");
    expect(page.body).toContain("&quot;&#39;&amp;");
  });

  it("answers an HTML 404 for an unknown or guessed id, and a JSON 404 elsewhere under /checkout/", async () => {
    const page = await t.app.inject({ method: "GET", url: "/checkout/test/chk_guess" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("Checkout not found");
    const pay = await submitForm(t.app, `${BASE}/checkout/test/chk_guess`, "pay");
    expect(pay.statusCode).toBe(404);
    const other = await t.app.inject({ method: "GET", url: "/checkout/elsewhere" });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status_code: 404, code: "not_found" });
  });

  it("Pay makes the user Pro for one month and redirects to /billing?checkout=success", async () => {
    const user = await registerAndLogin(t.app);
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
    const opened = await openCheckout(user);
    const paid = await submitForm(t.app, opened.checkout_url, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/billing?checkout=success");
    const profile = await profileOf(t.app, user);
    expect(profile.subscription_plan).toBe("pro");
    expect(profile.paid_until).toBe(addTerm(clock.now(), "month").toISOString());
    // Paying the same checkout again (a reload, a double click) grants nothing more.
    const again = await submitForm(t.app, opened.checkout_url, "pay");
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe("/billing?checkout=success");
    expect((await profileOf(t.app, user)).paid_until).toBe(profile.paid_until);
    // The page now says it is paid.
    const page = await t.app.inject({ method: "GET", url: pathOf(opened.checkout_url) });
    expect(page.body).toContain("Already paid");
  });

  it("ten simultaneous Pay clicks on one checkout grant one term", async () => {
    const user = await registerAndLogin(t.app);
    const opened = await openCheckout(user, { interval: "year" });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submitForm(t.app, opened.checkout_url, "pay")),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(303));
    const profile = await profileOf(t.app, user);
    const expected = new Date(clock.now());
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(profile.paid_until).toBe(expected.toISOString());
  });

  it("buying while a term runs extends from the end of the current term", async () => {
    const user = await registerAndLogin(t.app);
    await submitForm(t.app, (await openCheckout(user)).checkout_url, "pay");
    const first = (await profileOf(t.app, user)).paid_until ?? "";
    clock.advance(3 * DAY);
    const relogged = { ...user, ...(await login(t.app, user)) };
    const opened = await openCheckout(relogged, { interval: "month" });
    const page = await t.app.inject({ method: "GET", url: pathOf(opened.checkout_url) });
    expect(page.body).toContain("Adds 1 month after your current term");
    await submitForm(t.app, opened.checkout_url, "pay");
    const second = (await profileOf(t.app, relogged)).paid_until ?? "";
    const expected = new Date(first);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(second).toBe(expected.toISOString());
  });

  it("Cancel redirects to /billing?checkout=cancelled and the checkout can no longer be paid", async () => {
    const user = await registerAndLogin(t.app);
    const opened = await openCheckout(user);
    const cancelled = await submitForm(t.app, opened.checkout_url, "cancel");
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("/billing?checkout=cancelled");
    const pay = await submitForm(t.app, opened.checkout_url, "pay");
    expect(pay.statusCode).toBe(410);
    expect(pay.body).toContain("Checkout cancelled");
    expect((await profileOf(t.app, user)).subscription_plan).toBe("free");
  });

  it("a newer checkout replaces an older one, and an expired one cannot be paid", async () => {
    const user = await registerAndLogin(t.app);
    const older = await openCheckout(user);
    const newer = await openCheckout(user, { interval: "year" });
    expect((await submitForm(t.app, older.checkout_url, "pay")).statusCode).toBe(410);
    clock.advanceMinutes(36);
    const late = await submitForm(t.app, newer.checkout_url, "pay");
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain("Checkout expired");
    const relogged = { ...user, ...(await login(t.app, user)) };
    expect((await profileOf(t.app, relogged)).subscription_plan).toBe("free");
  });

  it("a 100% coupon needs no payment: Pro starts at once and the redemption counts", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { percentOff: 100, maxRedemptions: 5 });
    await applyCoupon(t.app, user, coupon.code);
    const res = await openCheckout(user, { price: 20, interval: "month" });
    expect(res.data.total).toBe("0.00");
    expect(res.checkout_url).toBe(`${BASE}/billing?checkout=success`);
    expect(res.data.paid_until).not.toBeNull();
    expect((await profileOf(t.app, user)).subscription_plan).toBe("pro");
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(1);
  });

  it("a paid coupon checkout counts one redemption and clears the applied coupon", async () => {
    const user = await registerAndLogin(t.app);
    const coupon = await createCoupon(t.app, { percentOff: 50, maxRedemptions: 10 });
    await applyCoupon(t.app, user, coupon.code);
    const opened = await openCheckout(user);
    expect(opened.data.total).toBe("10.00");
    await submitForm(t.app, opened.checkout_url, "pay");
    await submitForm(t.app, opened.checkout_url, "pay");
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(1);
    expect((await profileOf(t.app, user)).applied_coupon).toBeNull();
    expect((await openCheckout(user)).data.total).toBe("20.00");
  });
});

describe("a coupon at its redemption limit, used by two users at once", () => {
  it("two simultaneous checkouts with the last redemption: exactly one is discounted", async () => {
    const coupon = await createCoupon(t.app, { percentOff: 50, maxRedemptions: 1 });
    const users = await Promise.all([registerAndLogin(t.app), registerAndLogin(t.app)]);
    for (const user of users)
      expect((await applyCoupon(t.app, user, coupon.code)).statusCode).toBe(200);
    const results = await Promise.all(users.map((user) => checkout(t.app, user)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400);
    expect(refused?.json().message).toBe(
      "This coupon has reached its redemption limit. It has been removed: check out again to pay the full price.",
    );
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect(winner.data.total).toBe("10.00");
    // The refused user's next checkout is at the full price; both then pay.
    const loserIndex = results.findIndex((r) => r.statusCode === 400);
    const loser = users[loserIndex] as LoggedInUser;
    const full = await openCheckout(loser);
    expect(full.data.total).toBe("20.00");
    await Promise.all([
      submitForm(t.app, winner.checkout_url, "pay"),
      submitForm(t.app, full.checkout_url, "pay"),
    ]);
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(1);
  });

  it("two simultaneous Pay clicks for the last redemption: exactly one gets it, the other pays nothing", async () => {
    // Both checkouts were opened while two redemptions were left; then one was used elsewhere
    // (here: the limit lowered), so only one remains for the two payments racing.
    const coupon = await createCoupon(t.app, { percentOff: 50, maxRedemptions: 2 });
    const users = await Promise.all([registerAndLogin(t.app), registerAndLogin(t.app)]);
    const opened = [];
    for (const user of users) {
      await applyCoupon(t.app, user, coupon.code);
      opened.push(await openCheckout(user));
    }
    await t.app.db.update(coupons).set({ maxRedemptions: 1 }).where(eq(coupons.id, coupon.id));
    const results = await Promise.all(opened.map((o) => submitForm(t.app, o.checkout_url, "pay")));
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.body).toContain("reached its redemption limit, so no payment was taken");
    const plans = await Promise.all(users.map((u) => profileOf(t.app, u)));
    expect(plans.map((p) => p.subscription_plan).sort()).toEqual(["free", "pro"]);
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(1);
    // Paying the refused checkout again changes nothing.
    const loser = results.findIndex((r) => r.statusCode === 409);
    const retry = await submitForm(t.app, opened[loser]?.checkout_url ?? "", "pay");
    expect(retry.statusCode).toBe(410);
  });

  it("eight users racing for a 3-redemption coupon: three discounts, never more", async () => {
    const coupon = await createCoupon(t.app, { percentOff: 25, maxRedemptions: 3 });
    const users = await Promise.all(Array.from({ length: 8 }, () => registerAndLogin(t.app)));
    await Promise.all(users.map((u) => applyCoupon(t.app, u, coupon.code)));
    const results = await Promise.all(users.map((u) => checkout(t.app, u)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(3);
    await Promise.all(ok.map((r) => submitForm(t.app, r.json().checkout_url, "pay")));
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.redemptions).toBe(3);
    const total = await t.app.db.execute(
      sql`select count(*)::int as n from checkout_sessions where coupon_id = ${coupon.id} and status = 'paid'`,
    );
    expect((total as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(3);
  });
});

describe("plan state", () => {
  it("when a paid term ends, existing cases stay and the free limit applies to new ones", async () => {
    const user = await registerAndLogin(t.app);
    await submitForm(t.app, (await openCheckout(user)).checkout_url, "pay");
    for (let i = 0; i < 5; i++) expect((await addCase(t.app, user)).statusCode).toBe(201);
    const paidUntil = new Date((await profileOf(t.app, user)).paid_until ?? "");
    clock.set(new Date(paidUntil.getTime() + 1000));
    const relogged = { ...user, ...(await login(t.app, user)) };
    expect((await profileOf(t.app, relogged)).subscription_plan).toBe("free");
    const sixth = await addCase(t.app, relogged);
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().code).toBe("plan_limit");
    expect(await caseCount(t.app, relogged)).toBe(5);
  });
});
