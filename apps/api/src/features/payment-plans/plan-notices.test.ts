import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planMissedNotices, workspaceLetterSettings } from "../../db/schema/index.ts";
import {
  type LoggedInUser,
  login,
  readOutbox,
  registerAndLogin,
  TestClock,
} from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";

// The missed-installment notices (docs/letters-and-plans.md, "Missed installments"), driven by a
// test clock on two instances that run at the same moment every day: one mail per plan and
// installment to each chosen member, none for a paid installment, none for who left.

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock("2027-01-10T12:00:00Z");
let t: TestApp;
let second: FastifyInstance;
let owner: LoggedInUser;
let editor: LoggedInUser;
let leaver: LoggedInUser;
let firm: string;
let missedCase: string;
let paidCase: string;

const notices = async (to?: string) =>
  (await readOutbox(t.app)).filter(
    (m) => m.tags.kind === "plan_missed_installment" && (to === undefined || m.to === to),
  );

async function inject(
  user: LoggedInUser,
  method: "POST" | "DELETE",
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

async function join(who: LoggedInUser) {
  const sent = await inject(owner, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
    email: who.email,
    role: "editor",
  });
  expect(sent.status).toBe(201);
  const link = (await readOutbox(t.app))
    .filter((m) => m.to === who.email && m.tags.kind === "workspace_invitation")
    .at(-1)?.tags.link;
  const token = String(link).split("/invitations/")[1];
  expect((await inject(who, "POST", "/workspaces/api/invitations/accept/", { token })).status).toBe(
    200,
  );
}

async function planCase(name: string): Promise<string> {
  const created = await docketCall(
    t.app,
    owner,
    "POST",
    "/add-docket/",
    newCase({ caseName: name, judgmentDate: "2026-01-15" }),
  );
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  const plan = await docketCall(t.app, owner, "PUT", `/cases/${id}/payment-plan/`, {
    installment: "500.00",
    frequency: "monthly",
    firstDue: "2027-02-01",
    graceDays: 5,
    missedToDefault: 3,
  });
  expect(plan.status, JSON.stringify(plan.body)).toBe(200);
  return id;
}

async function pay(caseId: string, date: string, amount: string) {
  clock.set(`${date}T12:00:00Z`);
  Object.assign(owner, await login(t.app, owner));
  const paid = await docketCall(t.app, owner, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: "PAYMENT",
    amount,
    date,
    description: "",
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  second = await createSecondInstance(t, { now: clock.now });
  [owner, editor, leaver] = await Promise.all([
    registerAndLogin(t.app),
    registerAndLogin(t.app),
    registerAndLogin(t.app),
  ]);
  const created = await inject(owner, "POST", "/workspaces/api/workspaces/", { name: "Plan & Co" });
  expect(created.status).toBe(201);
  firm = created.body.data.id;
  await join(editor);
  await join(leaver);
  missedCase = await planCase("Missed v. Roe");
  paidCase = await planCase("Paid v. Roe");
  // Who hears of a missed installment: the letter settings' column, read at send time.
  await t.app.db.insert(workspaceLetterSettings).values({
    workspaceId: firm,
    planNoticeRecipients: [owner.id, editor.id, leaver.id],
  });
  const left = await inject(
    owner,
    "DELETE",
    `/workspaces/api/workspaces/${firm}/members/${leaver.id}/`,
  );
  expect(left.status, JSON.stringify(left.body)).toBe(200);

  // Paid v. Roe: $1,000 covers installments 1 and 2 (the excess carries). Missed v. Roe: the first
  // is paid on time, the second (due 03/01, grace to 03/06) never.
  await pay(paidCase, "2027-01-20", "1000.00");
  await pay(missedCase, "2027-02-01", "500.00");
  for (
    let day = Date.parse("2027-02-02T12:00:00Z");
    day <= Date.parse("2027-03-20T12:00:00Z");
    day += DAY
  ) {
    clock.set(new Date(day));
    await Promise.all([t.app.planNotices.run(clock.now()), second.planNotices.run(clock.now())]);
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe("missed-installment notices, run daily on two instances", () => {
  it("send one mail to each chosen member the day after the grace ends, in plain English", async () => {
    const all = await notices();
    expect(all.map((m) => [m.to, m.subject, m.tags.installment]).sort()).toEqual(
      [
        [owner.email, "Missed installment: Missed v. Roe", "2"],
        [editor.email, "Missed installment: Missed v. Roe", "2"],
      ].sort(),
    );
    const text = all[0]?.text ?? "";
    expect(text).toContain(
      "Installment 2 of the payment plan in Missed v. Roe, $500.00 due on 03/01/2027, was missed.",
    );
    expect(text).toContain("Nothing was paid on it by the end of its grace period (03/06/2027).");
    expect(text).toContain("The plan has 1 missed installment; at 3 it ends as defaulted.");
    expect(text).toContain(`/home?case=${missedCase}`);
    const claims = await t.app.db.select().from(planMissedNotices);
    expect(
      claims.map((c) => [c.installment, c.dueOn, c.sentAt.toISOString().slice(0, 10)]),
    ).toEqual([[2, "2027-03-01", "2027-03-07"]]);
  });

  it("send nothing for a paid installment, nor to a member who left", async () => {
    expect((await notices()).some((m) => m.subject.includes("Paid v. Roe"))).toBe(false);
    expect(await notices(leaver.email)).toEqual([]);
  });

  it("a restarted instance sends nothing already sent", async () => {
    const third = await createSecondInstance(t, { now: clock.now });
    const before = (await notices()).length;
    await third.planNotices.run(clock.now());
    await third.close();
    expect((await notices()).length).toBe(before);
  });

  it("a changed plan is a new plan: its missed installments are noticed again", async () => {
    clock.set("2027-03-20T12:00:00Z");
    Object.assign(owner, await login(t.app, owner));
    const changed = await docketCall(t.app, owner, "PUT", `/cases/${missedCase}/payment-plan/`, {
      installment: "400.00",
      frequency: "monthly",
      firstDue: "2027-03-01",
      graceDays: 5,
      missedToDefault: 3,
    });
    expect(changed.status).toBe(200);
    const stored = await t.app.db.select().from(planMissedNotices);
    expect(stored).toEqual([]);
    await Promise.all([t.app.planNotices.run(clock.now()), second.planNotices.run(clock.now())]);
    expect((await notices(owner.email)).map((m) => m.tags.installment)).toEqual(["2", "1"]);
  });

  it("the daily schedule runs once a day across instances", async () => {
    clock.set("2027-03-25T00:30:00Z");
    const results = await Promise.all([
      t.app.planNotices.runIfDue(),
      second.planNotices.runIfDue(),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect((await t.app.planNotices.runIfDue()).ran).toBe(false);
  });

  it("a workspace that chose nobody sends nothing", async () => {
    await t.app.db
      .update(workspaceLetterSettings)
      .set({ planNoticeRecipients: [] })
      .where(eq(workspaceLetterSettings.workspaceId, firm));
    const before = (await notices()).length;
    clock.set("2027-05-20T12:00:00Z");
    await t.app.planNotices.run(clock.now());
    expect((await notices()).length).toBe(before);
  });
});
