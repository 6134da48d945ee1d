import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET /stripe/api/plans/", () => {
  it("serves the one catalog: Starter free with a 14-day trial, Pro $20 a month or $180 a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stripe/api/plans/" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_code).toBe(200);
    expect(body.data.trialDays).toBe(14);
    expect(body.data.freeActiveCaseLimit).toBe(3);
    const [starter, pro] = body.data.plans;
    expect(starter).toMatchObject({
      id: "starter",
      name: "Starter",
      prices: { month: "0.00", year: "0.00" },
      activeCaseLimit: 3,
    });
    expect(pro).toMatchObject({
      id: "normal",
      name: "Pro",
      prices: { month: "20.00", year: "180.00" },
      badge: "Most Popular",
      activeCaseLimit: null,
    });
    expect(pro.features).toContain("$180 Per Year (save 25%)");
  });

  it("keeps the trailing slash as part of the contract", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stripe/api/plans" });
    expect(res.statusCode).toBe(404);
  });
});
