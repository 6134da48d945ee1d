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
  it("serves the one catalog: Starter free with a 14-day trial, Pro $20 a month or $180 a year per member", async () => {
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
      perMember: false,
    });
    expect(pro).toMatchObject({
      id: "normal",
      name: "Pro",
      prices: { month: "20.00", year: "180.00" },
      badge: "Most Popular",
      activeCaseLimit: null,
      perMember: true,
    });
    expect(pro.features).toContain("$180 per member per year (save 25%)");
    expect(pro.priceNote).toEqual({ month: "per member per month", year: "per member per year" });
    expect(starter.priceNote).toEqual({ month: "for 14 days", year: "for 14 days" });
  });

  it("never lets a plan's lines contradict its limit", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stripe/api/plans/" });
    const [starter, pro] = res.json().data.plans;
    expect(starter.features).toContain("Up to 3 active cases");
    expect(starter.features).toContain("14-day free trial, no credit card required");
    // A limited plan says nothing of "no limit" or "unlimited" anywhere.
    for (const line of starter.features) expect(line).not.toMatch(/no usage limit|unlimited/i);
    expect(pro.features).toContain("Unlimited active cases");
  });

  it("keeps the trailing slash as part of the contract", async () => {
    const res = await t.app.inject({ method: "GET", url: "/stripe/api/plans" });
    expect(res.statusCode).toBe(404);
  });
});
