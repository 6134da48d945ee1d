import { addDays } from "@owed/domain";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deadlineReminders } from "../../db/schema/index.ts";
import { type LoggedInUser, readOutbox, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";

// The deadline reminders (docs/judgment-deadlines.md), driven by a test clock on two instances
// that run at the same moment every day, on both database drivers.

const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock("2030-01-01T12:00:00Z");
let t: TestApp;
let second: FastifyInstance;
let owner: LoggedInUser;
let muted: LoggedInUser;
let switchedOff: LoggedInUser;

const reminders = async (app: FastifyInstance, to: string) =>
  (await readOutbox(app)).filter((m) => m.tags.kind === "deadline_reminder" && m.to === to);

async function addCase(user: LoggedInUser, change: Record<string, unknown>): Promise<string> {
  const created = await docketCall(t.app, user, "POST", "/add-docket/", newCase(change));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  second = await createSecondInstance(t, { now: clock.now });
  [owner, muted, switchedOff] = await Promise.all([
    registerAndLogin(t.app),
    registerAndLogin(t.app),
    registerAndLogin(t.app),
  ]);
  // California: expires 2030-08-01, so the last day to renew is 2030-07-31.
  await addCase(owner, {
    caseName: "Renew Me v. Roe",
    jurisdiction: "CA",
    judgmentDate: "2020-08-01",
  });
  await addCase(owner, { caseName: "No State v. Roe", judgmentDate: "2020-08-01" });
  const quiet = await addCase(muted, { jurisdiction: "CA", judgmentDate: "2020-08-01" });
  const off = await docketCall(t.app, muted, "POST", `/cases/${quiet}/reminders/`, { muted: true });
  expect(off.status).toBe(200);
  await addCase(switchedOff, { jurisdiction: "CA", judgmentDate: "2020-08-01" });
  const settings = await t.app.inject({
    method: "PUT",
    url: "/authentication/api/reminders/",
    headers: switchedOff.headers,
    payload: { enabled: false, leadDays: [180, 90, 30, 7] },
  });
  expect(settings.statusCode).toBe(200);

  // Every day from Jan 1 to Aug 5, both instances run the reminders at the same moment.
  for (let day = clock.now().getTime(); day <= Date.parse("2030-08-05T12:00:00Z"); day += DAY) {
    clock.set(new Date(day));
    await Promise.all([t.app.reminders.run(clock.now()), second.reminders.run(clock.now())]);
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe("deadline reminders, run daily on two instances", () => {
  it("send one mail per lead time, on the day the deadline is that near", async () => {
    const mails = await reminders(t.app, owner.email);
    expect(mails.map((m) => [m.tags.days_left, m.subject])).toEqual(
      [180, 90, 30, 7].map((lead) => [
        String(lead),
        `Renewal deadline in ${lead} days: Renew Me v. Roe`,
      ]),
    );
    // Each went out on the day its lead time was reached, by the test clock.
    const claims = await t.app.db
      .select()
      .from(deadlineReminders)
      .where(eq(deadlineReminders.userId, owner.id))
      .orderBy(deadlineReminders.sentAt);
    expect(
      claims.map((c) => [c.leadDays, c.deadline, c.sentAt.toISOString().slice(0, 10)]),
    ).toEqual([180, 90, 30, 7].map((lead) => [lead, "2030-07-31", addDays("2030-07-31", -lead)]));
    const text = mails[0]?.text ?? "";
    expect(text).toContain("must be renewed by 07/31/2030 (in 180 days)");
    expect(text).toContain("Cal. Civ. Proc. Code");
    expect(text).toContain("This date is a guide");
    expect(text).toContain("/profile");
  });

  it("send nothing for a case with reminders off, a user with them off, or no jurisdiction", async () => {
    expect(await reminders(t.app, muted.email)).toEqual([]);
    expect(await reminders(t.app, switchedOff.email)).toEqual([]);
    const all = (await readOutbox(t.app)).filter((m) => m.tags.kind === "deadline_reminder");
    expect(all.some((m) => m.subject.includes("No State"))).toBe(false);
  });

  it("a restarted instance sends nothing already sent", async () => {
    const third = await createSecondInstance(t, { now: clock.now });
    const before = (await readOutbox(t.app)).length;
    clock.set("2030-07-24T18:00:00Z");
    await third.reminders.run(clock.now());
    await third.close();
    expect((await readOutbox(t.app)).length).toBe(before);
  });

  it("a case added close to its deadline gets one mail for the nearest lead, not three", async () => {
    clock.set("2030-08-05T12:00:00Z");
    const late = await registerAndLogin(t.app);
    // Expires 2030-08-26: the last day to renew is 20 days away.
    await addCase(late, {
      caseName: "Late v. Roe",
      jurisdiction: "CA",
      judgmentDate: "2020-08-26",
    });
    await Promise.all([t.app.reminders.run(clock.now()), second.reminders.run(clock.now())]);
    clock.set("2030-08-06T12:00:00Z");
    await Promise.all([t.app.reminders.run(clock.now()), second.reminders.run(clock.now())]);
    const mails = await reminders(t.app, late.email);
    expect(mails.map((m) => m.subject)).toEqual(["Renewal deadline in 20 days: Late v. Roe"]);
  });

  it("the daily schedule runs once a day across instances", async () => {
    clock.set("2030-08-10T00:30:00Z");
    const results = await Promise.all([t.app.reminders.runIfDue(), second.reminders.runIfDue()]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    const again = await t.app.reminders.runIfDue();
    expect(again.ran).toBe(false);
  });
});
