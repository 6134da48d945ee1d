import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe("GET /api/config/", () => {
  it("tells every visitor, without signing in, whether payments are simulated", async () => {
    const local = await createTestApp();
    apps.push(local);
    const res = await local.app.inject({ url: "/api/config/" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Configuration",
      data: { testMode: true },
    });
    expect(res.headers["cache-control"]).toBe("public, max-age=300");

    const stripe = await createTestApp({
      BILLING_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    apps.push(stripe);
    expect((await stripe.app.inject({ url: "/api/config/" })).json().data).toEqual({
      testMode: false,
    });
  });
});
