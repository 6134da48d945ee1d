import { parseMoneyInput, parseSnapshot, projectPlan } from "@owed/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases, paymentPlans } from "../../db/schema/index.ts";
import { type LoggedInUser, readOutbox, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { termsOf } from "../cases/case-figures.ts";

// The balance chart through the API (docs/letters-and-plans.md, "The balance chart"): the series
// is the engine's, so each date's last point is what the payoff route answers for that date; its
// events name the payments, costs and rate changes; another workspace's case is a 404.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let other: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  other = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

interface ChartPoint {
  date: string;
  principal: string;
  interest: string;
  costs: string;
  projected: boolean;
}

async function caseWithLedger(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const created = await docketCall(
    t.app,
    user,
    "POST",
    "/add-docket/",
    newCase({ judgmentDate: "2025-01-15", ...change }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data.id;
  for (const tx of [
    { transaction_type: "COST", amount: "40.00", date: "2025-03-01", description: "Abstract" },
    { transaction_type: "PAYMENT", amount: "1500.00", date: "2025-06-01", description: "" },
    { transaction_type: "PAYMENT", amount: "750.00", date: "2026-02-10", description: "" },
  ]) {
    const added = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      ...tx,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return id;
}

describe("the balance chart", () => {
  it("runs from the judgment to today, each date's last point equal to the payoff route's figures", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const res = await docketCall(t.app, user, "GET", `/cases/${id}/balance-chart/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { asOf, points } = res.body.data as { asOf: string; points: ChartPoint[] };
    expect(asOf).toBe("2026-11-26");
    expect(points[0]).toEqual({
      date: "2025-01-15",
      principal: "10000.00",
      interest: "0.00",
      costs: "0.00",
      projected: false,
    });
    expect(points.at(-1)?.date).toBe("2026-11-26");
    // No plan: nothing projected.
    expect(points.every((p) => !p.projected)).toBe(true);
    const lastOfDate = new Map(points.map((p) => [p.date, p]));
    expect(lastOfDate.size).toBeGreaterThan(20);
    for (const [date, point] of lastOfDate) {
      const payoff = await docketCall(t.app, user, "GET", `/cases/${id}/payoff/?date=${date}`);
      expect(payoff.status).toBe(200);
      expect([date, point.principal, point.interest]).toEqual([
        date,
        payoff.body.data.principalBalance,
        payoff.body.data.accruedInterest,
      ]);
    }
    // The payment's step: before and after, on its date.
    const june = points.filter((p) => p.date === "2025-06-01");
    expect(june).toHaveLength(2);
    expect(Number(june[0]?.interest)).toBeGreaterThan(0);
    expect(june[1]?.interest).toBe("0.00");
  });

  it("names the payments and costs with their amounts", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const res = await docketCall(t.app, user, "GET", `/cases/${id}/balance-chart/`);
    expect(res.body.data.events).toEqual([
      { date: "2025-03-01", kind: "cost", amount: "40.00", label: "Cost $40.00" },
      { date: "2025-06-01", kind: "payment", amount: "1500.00", label: "Payment $1,500.00" },
      { date: "2026-02-10", kind: "payment", amount: "750.00", label: "Payment $750.00" },
    ]);
  });

  it("draws the plan's projection ahead of today, down to zero on the day the projection pays it off", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const [row] = await t.app.db.select().from(cases).where(eq(cases.id, id));
    if (!row) throw new Error("no case");
    const plan = {
      installment: parseMoneyInput("500"),
      frequency: "monthly",
      firstDue: "2026-12-15",
    } as const;
    await t.app.db.insert(paymentPlans).values({
      workspaceId: row.workspaceId,
      caseId: id,
      ...plan,
      graceDays: 5,
      missedToDefault: 2,
      agreedOn: "2026-11-20",
    });
    const res = await docketCall(t.app, user, "GET", `/cases/${id}/balance-chart/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const points = res.body.data.points as ChartPoint[];
    const ahead = points.filter((p) => p.projected);
    const outcome = projectPlan(termsOf(row), parseSnapshot(row.snapshot), plan, "2026-11-26");
    if (outcome.kind !== "projected") throw new Error(outcome.kind);
    const { payments, paidOffOn } = outcome.projection;
    expect(payments.length).toBeGreaterThan(20);
    expect(ahead.length).toBeGreaterThan(20);
    expect(ahead.every((p) => p.date >= "2026-12-15")).toBe(true);
    expect(ahead[0]?.date).toBe("2026-12-15");
    expect(ahead.at(-1)).toEqual({
      date: paidOffOn,
      principal: "0.00",
      interest: "0.00",
      costs: "0.00",
      projected: true,
    });
    // The same projection the plan's own route answers.
    const own = await docketCall(t.app, user, "GET", `/cases/${id}/payment-plan/`);
    expect(own.body.data.projection.paidOffOn).toBe(paidOffOn);
    // Before the projection, the same history as without a plan, ending today.
    expect(points.filter((p) => !p.projected).at(-1)?.date).toBe("2026-11-26");
  });

  it("draws no projection for a plan whose installment does not cover the interest", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const [row] = await t.app.db.select().from(cases).where(eq(cases.id, id));
    if (!row) throw new Error("no case");
    await t.app.db.insert(paymentPlans).values({
      workspaceId: row.workspaceId,
      caseId: id,
      installment: parseMoneyInput("10"),
      frequency: "monthly",
      firstDue: "2026-12-15",
      graceDays: 5,
      missedToDefault: 2,
      agreedOn: "2026-11-20",
    });
    const res = await docketCall(t.app, user, "GET", `/cases/${id}/balance-chart/`);
    expect(res.status).toBe(200);
    expect((res.body.data.points as ChartPoint[]).some((p) => p.projected)).toBe(false);
  });

  it("draws no projection for a plan that has defaulted, as the plan's own route shows none", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const [row] = await t.app.db.select().from(cases).where(eq(cases.id, id));
    if (!row) throw new Error("no case");
    // Due monthly from August with nothing paid since: two missed installments end it.
    await t.app.db.insert(paymentPlans).values({
      workspaceId: row.workspaceId,
      caseId: id,
      installment: parseMoneyInput("500"),
      frequency: "monthly",
      firstDue: "2026-08-01",
      graceDays: 5,
      missedToDefault: 2,
      agreedOn: "2026-07-20",
    });
    const own = await docketCall(t.app, user, "GET", `/cases/${id}/payment-plan/`);
    expect(own.body.data.state).toBe("defaulted");
    const res = await docketCall(t.app, user, "GET", `/cases/${id}/balance-chart/`);
    expect(res.status).toBe(200);
    expect((res.body.data.points as ChartPoint[]).some((p) => p.projected)).toBe(false);
  });

  it("a viewer of the workspace reads the chart", async () => {
    const owner = await registerAndLogin(t.app);
    const viewer = await registerAndLogin(t.app);
    const firm = await t.app.inject({
      method: "POST",
      url: "/workspaces/api/workspaces/",
      headers: owner.headers,
      payload: { name: "Hale & Pratt LLP" },
    });
    expect(firm.statusCode).toBe(201);
    const invited = await t.app.inject({
      method: "POST",
      url: `/workspaces/api/workspaces/${firm.json().data.id}/invitations/`,
      headers: owner.headers,
      payload: { email: viewer.email, role: "viewer" },
    });
    expect(invited.statusCode).toBe(201);
    const link = (await readOutbox(t.app))
      .filter((m) => m.to === viewer.email && m.tags.kind === "workspace_invitation")
      .at(-1)?.tags.link;
    const accepted = await t.app.inject({
      method: "POST",
      url: "/workspaces/api/invitations/accept/",
      headers: viewer.headers,
      payload: { token: String(link).split("/invitations/")[1] },
    });
    expect(accepted.statusCode).toBe(200);
    // The owner's case, in the firm the owner now works in.
    const id = await caseWithLedger(owner);
    const res = await docketCall(t.app, viewer, "GET", `/cases/${id}/balance-chart/`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.points[0].principal).toBe("10000.00");
  });

  it("answers 404 for another workspace's case and for a case that does not exist", async () => {
    const user = await registerAndLogin(t.app);
    const id = await caseWithLedger(user);
    const foreign = await docketCall(t.app, other, "GET", `/cases/${id}/balance-chart/`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Case not found.");
    const missing = await docketCall(
      t.app,
      user,
      "GET",
      "/cases/00000000-0000-4000-8000-000000000000/balance-chart/",
    );
    expect(missing.status).toBe(404);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${id}/balance-chart/`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
