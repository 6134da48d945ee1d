import { LETTER_PLAN_ERRORS, WORKSPACE_MSG } from "@owed/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseHistory, paymentPlans } from "../../db/schema/index.ts";
import {
  type LoggedInUser,
  login,
  readOutbox,
  registerAndLogin,
  TestClock,
} from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Payment plans through the API (docs/letters-and-plans.md, "Payment plans"): a plan agreed,
// changed and ended (each a history entry), its schedule and state as the case's payments come in
// on time, late, partly and not at all, the projection checked against the payoff route, the
// refusals, a lump sum weighed against the plan, roles, and another workspace's case a 404.

const clock = new TestClock("2027-01-10T15:00:00Z");
let t: TestApp;
let other: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  other = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

const PLAN = {
  installment: "500.00",
  frequency: "monthly",
  firstDue: "2027-02-01",
  graceDays: 5,
  missedToDefault: 3,
  note: "Agreed by phone",
};

/** A $10,000 judgment at 10% from 01/15/2026 (no jurisdiction unless `change` sets one). */
async function openCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const created = await docketCall(
    t.app,
    user,
    "POST",
    "/add-docket/",
    newCase({ caseName: "Plan v. Roe", judgmentDate: "2026-01-15", ...change }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id as string;
}

async function pay(user: LoggedInUser, caseId: string, date: string, amount: string) {
  const added = await docketCall(t.app, user, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: "PAYMENT",
    amount,
    date,
    description: "",
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
}

/** Moves the clock to `iso` and signs `user` in again (a token from months before has expired). */
async function at(user: LoggedInUser, iso: string) {
  clock.set(iso);
  Object.assign(user, await login(t.app, user));
}

const planUrl = (id: string) => `/cases/${id}/payment-plan/`;
const historyOf = (caseId: string) =>
  t.app.db.select().from(caseHistory).where(eq(caseHistory.caseId, caseId));

async function statuses(user: LoggedInUser, id: string) {
  const got = await docketCall(t.app, user, "GET", planUrl(id));
  expect(got.status).toBe(200);
  const data = got.body.data;
  return {
    state: data.state as string,
    missed: data.missedCount as number,
    schedule: (data.schedule as { number: number; status: string; paid: string }[]).map(
      (i) => `${i.number}:${i.status}:${i.paid}`,
    ),
  };
}

describe("agreeing, changing and ending a plan", () => {
  it("a case without a plan answers plan null", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const got = await docketCall(t.app, user, "GET", planUrl(id));
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual({
      asOf: "2027-01-10",
      plan: null,
      state: null,
      schedule: [],
      missedCount: 0,
      projection: null,
    });
  });

  it("PUT agrees the plan (a history entry with its terms), a second PUT changes it, DELETE ends it", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const agreed = await docketCall(t.app, user, "PUT", planUrl(id), PLAN);
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.message).toBe("Payment plan agreed");
    expect(agreed.body.data.plan).toMatchObject({
      caseId: id,
      installment: "500.00",
      frequency: "monthly",
      firstDue: "2027-02-01",
      graceDays: 5,
      missedToDefault: 3,
      agreedOn: "2027-01-10",
      note: "Agreed by phone",
    });
    expect(agreed.body.data.state).toBe("current");
    expect(agreed.body.data.schedule.map((i: { due: string }) => i.due)).toEqual([
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
    ]);
    expect(agreed.body.data.projection.from).toBe("2027-01-10");

    // The same terms again: nothing written, the same plan.
    const same = await docketCall(t.app, user, "PUT", planUrl(id), PLAN);
    expect(same.status).toBe(200);
    expect(same.body.message).toBe("Payment plan unchanged");
    expect(same.body.data.plan.id).toBe(agreed.body.data.plan.id);
    // Another note only: the same plan (its notices stand), one entry naming the note.
    const noted = await docketCall(t.app, user, "PUT", planUrl(id), { ...PLAN, note: "Confirmed" });
    expect(noted.body.message).toBe("Payment plan changed");
    expect(noted.body.data.plan).toMatchObject({ id: agreed.body.data.plan.id, note: "Confirmed" });

    const changed = await docketCall(t.app, user, "PUT", planUrl(id), {
      ...PLAN,
      installment: "750.00",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe("Payment plan changed");
    // A new row: notices start again for the new terms.
    expect(changed.body.data.plan.id).not.toBe(agreed.body.data.plan.id);

    const ended = await docketCall(t.app, user, "DELETE", planUrl(id));
    expect(ended.status).toBe(200);
    expect(ended.body.data.plan).toBeNull();
    expect(await t.app.db.select().from(paymentPlans).where(eq(paymentPlans.caseId, id))).toEqual(
      [],
    );
    const again = await docketCall(t.app, user, "DELETE", planUrl(id));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("no_plan");
    expect(again.body.message).toBe(LETTER_PLAN_ERRORS.noPlan.message);

    const history = await docketCall(t.app, user, "GET", `/cases/${id}/history/`);
    expect(history.status).toBe(200);
    const entries = (
      history.body.data.entries as {
        action: string;
        title: string;
        subject: string;
        changes: { label: string; before: string | null; after: string | null }[];
      }[]
    ).filter((e) => e.action.startsWith("payment-plan."));
    expect(entries.map((e) => [e.title, e.subject])).toEqual([
      ["Payment plan ended", "$750.00 monthly from 02/01/2027"],
      ["Payment plan changed", "$750.00 monthly from 02/01/2027"],
      ["Payment plan changed", "$500.00 monthly from 02/01/2027"],
      ["Payment plan agreed", "$500.00 monthly from 02/01/2027"],
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: "plan.installment", label: "Installment", before: "$500.00", after: "$750.00" },
      { field: "plan.note", label: "Note", before: "Confirmed", after: "Agreed by phone" },
    ]);
    expect(entries[2]?.changes).toEqual([
      { field: "plan.note", label: "Note", before: "Agreed by phone", after: "Confirmed" },
    ]);
    expect(entries[3]?.changes).toContainEqual({
      field: "plan.frequency",
      label: "How often",
      before: null,
      after: "Monthly",
    });
    expect(entries[0]?.changes).toContainEqual({
      field: "plan.installment",
      label: "Installment",
      before: "$750.00",
      after: null,
    });
  });

  it("a preview answers the schedule and projection and writes nothing", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const before = (await historyOf(id)).length;
    const preview = await docketCall(t.app, user, "POST", `${planUrl(id)}preview/`, PLAN);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.plan.id).toBe("");
    expect(preview.body.data.projection.installments).toBeGreaterThan(20);
    const saved = await docketCall(t.app, user, "PUT", planUrl(id), PLAN);
    // The preview's projection is the saved plan's.
    expect(saved.body.data.projection).toEqual(preview.body.data.projection);
    expect((await historyOf(id)).length).toBe(before + 1);
  });
});

describe("refusals", () => {
  it("an installment that does not cover interest is refused with the figure; at the figure it is accepted", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const refused = await docketCall(t.app, user, "PUT", planUrl(id), {
      ...PLAN,
      installment: "50.00",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("plan_does_not_cover_interest");
    const figure = /at least \$([\d,]+\.\d\d) a month just to cover interest/.exec(
      refused.body.message,
    )?.[1];
    expect(figure, refused.body.message).toBeDefined();
    expect(refused.body.errors?.installment).toEqual([refused.body.message]);
    const needed = String(figure).replace(/,/g, "");
    const cents = Math.round(Number(needed) * 100);
    const below = await docketCall(t.app, user, "POST", `${planUrl(id)}preview/`, {
      ...PLAN,
      installment: ((cents - 1) / 100).toFixed(2),
    });
    expect(below.status).toBe(409);
    const at = await docketCall(t.app, user, "POST", `${planUrl(id)}preview/`, {
      ...PLAN,
      installment: needed,
    });
    expect([200, 409]).toContain(at.status);
    if (at.status === 409) expect(at.body.code).toBe("plan_too_long");
    expect(await t.app.db.select().from(paymentPlans).where(eq(paymentPlans.caseId, id))).toEqual(
      [],
    );
  });

  it("a plan the balance has outgrown since keeps its schedule and state, without a projection", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    expect(
      (await docketCall(t.app, user, "PUT", planUrl(id), { ...PLAN, installment: "120.00" }))
        .status,
    ).toBe(200);
    // A large cost joins the principal: $120 a month no longer covers the interest.
    const cost = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      transaction_type: "COST",
      amount: "20000.00",
      date: "2027-01-10",
      description: "Judgment debtor examination",
    });
    expect(cost.status, JSON.stringify(cost.body)).toBe(201);
    const got = await docketCall(t.app, user, "GET", planUrl(id));
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ state: "current", missedCount: 0, projection: null });
    expect(got.body.data.schedule).toHaveLength(3);
    // Saving the same terms again is refused with the figure now needed.
    const again = await docketCall(t.app, user, "PUT", planUrl(id), {
      ...PLAN,
      installment: "120.00",
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("plan_does_not_cover_interest");
  });

  it("an ended case takes no plan", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user, { judgmentAmount: 1000 });
    const payoff = await docketCall(t.app, user, "GET", `/cases/${id}/payoff/?date=2027-01-10`);
    await pay(user, id, "2027-01-10", payoff.body.data.totalPayoff);
    const refused = await docketCall(t.app, user, "PUT", planUrl(id), PLAN);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("case_ended");
    expect(refused.body.message).toBe(LETTER_PLAN_ERRORS.caseEnded.message);
  });

  it("bad terms are clear 400s that write nothing", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ installment: "abc" }, "invalid_input", "installment"],
      [{ installment: "0" }, "invalid_input", "installment"],
      [{ frequency: "daily" }, "invalid_input", "frequency"],
      [{ firstDue: "2027-02-30" }, "invalid_date", "firstDue"],
      [{ firstDue: "2025-12-01" }, "invalid_date", "firstDue"],
      [{ firstDue: "2029-01-01" }, "invalid_date", "firstDue"],
      [{ graceDays: -1 }, "invalid_input", "graceDays"],
      [{ graceDays: 1.5 }, "invalid_input", "graceDays"],
      [{ missedToDefault: 0 }, "invalid_input", "missedToDefault"],
      [{ note: "a\u0007b" }, "invalid_input", "note"],
      [{ extra: true }, "invalid_input", ""],
    ];
    for (const [change, code, field] of cases) {
      const res = await docketCall(t.app, user, "PUT", planUrl(id), { ...PLAN, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
      if (field)
        expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await historyOf(id)).toHaveLength(1);
  });
});

describe("a plan's state as payments come in", () => {
  it("on time, late, partly paid and missed, through to defaulted, on the case and the dashboard", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    expect((await docketCall(t.app, user, "PUT", planUrl(id), PLAN)).status).toBe(200);

    await at(user, "2027-02-01T15:00:00Z");
    await pay(user, id, "2027-02-01", "500.00");
    expect(await statuses(user, id)).toEqual({
      state: "current",
      missed: 0,
      schedule: ["1:paid:500.00", "2:upcoming:0.00", "3:upcoming:0.00", "4:upcoming:0.00"],
    });

    // Installment 2 is due 03/01, its grace ends 03/06.
    await at(user, "2027-03-04T15:00:00Z");
    expect(await statuses(user, id)).toMatchObject({
      state: "late",
      missed: 0,
      schedule: expect.arrayContaining(["2:late:0.00"]),
    });
    await at(user, "2027-03-08T15:00:00Z");
    await pay(user, id, "2027-03-08", "500.00");
    expect(await statuses(user, id)).toMatchObject({
      state: "current",
      missed: 1,
      schedule: expect.arrayContaining(["1:paid:500.00", "2:paid-late:500.00"]),
    });

    await at(user, "2027-04-03T15:00:00Z");
    await pay(user, id, "2027-04-03", "200.00");
    expect(await statuses(user, id)).toMatchObject({
      state: "late",
      schedule: expect.arrayContaining(["3:partial:200.00"]),
    });
    await at(user, "2027-04-10T15:00:00Z");
    expect(await statuses(user, id)).toMatchObject({
      state: "late",
      missed: 2,
      schedule: expect.arrayContaining(["3:missed:200.00"]),
    });

    const listed = await docketCall(t.app, user, "GET", "/payment-plans/");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({
      asOf: "2027-04-10",
      plans: [
        { caseId: id, state: "late", missedCount: 2, nextDue: "2027-04-01", nextAmount: "300.00" },
      ],
    });

    // Installment 4 (05/01) goes unpaid: the third missed one ends the plan as defaulted.
    await at(user, "2027-05-20T15:00:00Z");
    const defaulted = await statuses(user, id);
    expect(defaulted).toMatchObject({ state: "defaulted", missed: 3 });
    const after = await docketCall(t.app, user, "GET", "/payment-plans/");
    expect(after.body.data.plans).toEqual([
      { caseId: id, state: "defaulted", missedCount: 3, nextDue: null, nextAmount: null },
    ]);
    const got = await docketCall(t.app, user, "GET", planUrl(id));
    expect(got.body.data.projection).toBeNull();
  });

  it("a deleted case's plan leaves the dashboard's list", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    expect((await docketCall(t.app, user, "PUT", planUrl(id), PLAN)).status).toBe(200);
    expect((await docketCall(t.app, user, "GET", "/payment-plans/")).body.data.plans).toHaveLength(
      1,
    );
    expect((await docketCall(t.app, user, "DELETE", `/cases/${id}/delete/`)).status).toBe(200);
    expect((await docketCall(t.app, user, "GET", "/payment-plans/")).body.data.plans).toEqual([]);
  });
});

describe("the projection", () => {
  it("entering its payments as transactions brings the payoff route to 0.00 on its paid-off day", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user, { judgmentAmount: 3000 });
    await pay(user, id, "2026-06-01", "250.00");
    const saved = await docketCall(t.app, user, "PUT", planUrl(id), {
      ...PLAN,
      installment: "400.00",
      frequency: "biweekly",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const projection = saved.body.data.projection;
    const payments = projection.payments as {
      date: string;
      amount: string;
      balanceAfter: string;
    }[];
    expect(payments).toHaveLength(projection.installments);
    expect(payments.at(-1)?.date).toBe(projection.paidOffOn);
    expect(payments.at(-1)?.amount).toBe(projection.finalInstallment);
    for (const payment of payments) {
      await at(user, `${payment.date}T15:00:00Z`);
      const before = await docketCall(
        t.app,
        user,
        "GET",
        `/cases/${id}/payoff/?date=${payment.date}`,
      );
      await pay(user, id, payment.date, payment.amount);
      const after = await docketCall(
        t.app,
        user,
        "GET",
        `/cases/${id}/payoff/?date=${payment.date}`,
      );
      expect(
        after.body.data.totalPayoff,
        `${payment.date} (before: ${before.body.data.totalPayoff})`,
      ).toBe(payment.balanceAfter);
    }
    const last = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${id}/payoff/?date=${projection.paidOffOn}`,
    );
    expect(last.body.data.totalPayoff).toBe("0.00");
    // Paid off: the plan is completed.
    expect((await statuses(user, id)).state).toBe("completed");
  });
});

describe("a lump sum against the plan", () => {
  it("weighs the case's plan in the settlement day's money, and terms being negotiated", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    const none = await docketCall(t.app, user, "POST", `/cases/${id}/settlement-comparison/`, {
      lumpSum: "9000",
      discountRatePercent: "6",
    });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("no_plan");
    expect((await docketCall(t.app, user, "PUT", planUrl(id), PLAN)).status).toBe(200);
    const compared = await docketCall(t.app, user, "POST", `/cases/${id}/settlement-comparison/`, {
      lumpSum: "9000",
      discountRatePercent: "6",
    });
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    const data = compared.body.data;
    const payoff = await docketCall(t.app, user, "GET", `/cases/${id}/payoff/?date=2027-01-10`);
    expect(data).toMatchObject({
      on: "2027-01-10",
      lumpSum: "9000.00",
      payoffOn: payoff.body.data.totalPayoff,
    });
    const plan = await docketCall(t.app, user, "GET", planUrl(id));
    expect(data.planPaidOffOn).toBe(plan.body.data.projection.paidOffOn);
    expect(data.planTotal).toBe(plan.body.data.projection.totalPaid);
    const cents = (text: string) => BigInt(text.replace(".", ""));
    expect(cents(data.difference)).toBe(cents("9000.00") - cents(data.planPresentValue));
    expect(data.better).toBe(cents(data.difference) > 0n ? "lump-sum" : "plan");
    // $500 a month against a $10,986.29 payoff: the plan, in today's money, is worth more.
    expect(data).toMatchObject({ planTotal: "12137.70", planPresentValue: "11438.67" });
    expect(data.better).toBe("plan");
    expect(data.sentence).toBe(
      "The plan is worth $2,438.67 more than taking $9,000.00 on 01/10/2027, in 01/10/2027 money at 6% a year.",
    );

    const negotiated = await docketCall(
      t.app,
      user,
      "POST",
      `/cases/${id}/settlement-comparison/`,
      {
        lumpSum: "9000",
        discountRatePercent: "6",
        on: "2027-02-15",
        plan: { ...PLAN, installment: "1000.00" },
      },
    );
    expect(negotiated.status, JSON.stringify(negotiated.body)).toBe(200);
    expect(negotiated.body.data.on).toBe("2027-02-15");
    expect(cents(negotiated.body.data.planTotal)).toBeLessThan(cents(data.planTotal));

    for (const [change, code] of [
      [{ on: "2027-01-09" }, "invalid_date"],
      [{ on: "2030-01-01" }, "invalid_date"],
      [{ discountRatePercent: "abc" }, "invalid_input"],
      [{ lumpSum: "-5" }, "invalid_input"],
    ] as const) {
      const res = await docketCall(t.app, user, "POST", `/cases/${id}/settlement-comparison/`, {
        lumpSum: "9000",
        discountRatePercent: "6",
        ...change,
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code, JSON.stringify(res.body)).toBe(code);
    }
  });
});

describe("roles and isolation", () => {
  async function api(
    user: LoggedInUser,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as each test asserts them
    return { status: res.statusCode, body: res.json() as any };
  }

  async function joinAs(owner: LoggedInUser, firm: string, who: LoggedInUser, role: string) {
    const sent = await api(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
      email: who.email,
      role,
    });
    expect(sent.status).toBe(201);
    const link = (await readOutbox(t.app))
      .filter((m) => m.to === who.email && m.tags.kind === "workspace_invitation")
      .at(-1)?.tags.link;
    const token = String(link).split("/invitations/")[1];
    expect((await api(who, "POST", "/workspaces/api/invitations/accept/", { token })).status).toBe(
      200,
    );
  }

  it("a viewer reads the plan, previews and weighs, and cannot agree or end one", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const owner = await registerAndLogin(t.app);
    const viewer = await registerAndLogin(t.app);
    const firm = await api(owner, "POST", "/workspaces/api/workspaces/", { name: "Plan & Co" });
    expect(firm.status).toBe(201);
    await joinAs(owner, firm.body.data.id, viewer, "viewer");
    const id = await openCase(owner);
    expect((await docketCall(t.app, owner, "PUT", planUrl(id), PLAN)).status).toBe(200);
    expect((await docketCall(t.app, viewer, "GET", planUrl(id))).status).toBe(200);
    expect(
      (await docketCall(t.app, viewer, "GET", "/payment-plans/")).body.data.plans,
    ).toHaveLength(1);
    expect((await docketCall(t.app, viewer, "POST", `${planUrl(id)}preview/`, PLAN)).status).toBe(
      200,
    );
    const weighed = await docketCall(t.app, viewer, "POST", `/cases/${id}/settlement-comparison/`, {
      lumpSum: "9000",
      discountRatePercent: "6",
    });
    expect(weighed.status).toBe(200);
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await docketCall(
        t.app,
        viewer,
        method,
        planUrl(id),
        method === "PUT" ? PLAN : undefined,
      );
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("read_only");
      expect(res.body.message).toBe(WORKSPACE_MSG.readOnly);
    }
    expect((await historyOf(id)).filter((e) => e.action.startsWith("payment-plan."))).toHaveLength(
      1,
    );
  });

  it("another workspace's case answers 404 on every route and nothing is written", async () => {
    clock.set("2027-01-10T15:00:00Z");
    const user = await registerAndLogin(t.app);
    const id = await openCase(user);
    expect((await docketCall(t.app, user, "PUT", planUrl(id), PLAN)).status).toBe(200);
    const before = (await historyOf(id)).length;
    const calls: ["GET" | "POST" | "PUT" | "DELETE", string, Record<string, unknown>?][] = [
      ["GET", planUrl(id)],
      ["PUT", planUrl(id), PLAN],
      ["DELETE", planUrl(id)],
      ["POST", `${planUrl(id)}preview/`, PLAN],
      [
        "POST",
        `/cases/${id}/settlement-comparison/`,
        { lumpSum: "9000", discountRatePercent: "6" },
      ],
    ];
    for (const [method, url, payload] of calls) {
      const res = await docketCall(t.app, other, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe("Case not found.");
    }
    expect((await docketCall(t.app, other, "GET", "/payment-plans/")).body.data.plans).toEqual([]);
    expect((await historyOf(id)).length).toBe(before);
    expect(
      await t.app.db.select().from(paymentPlans).where(eq(paymentPlans.caseId, id)),
    ).toHaveLength(1);
  });
});
