import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseHistory, cases, jobRuns, transactions, workspaces } from "../../db/schema/index.ts";
import {
  type LoggedInUser,
  login,
  readOutbox,
  registerAndLogin,
  TestClock,
} from "../../test/accounts.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { deadlineOf } from "./retention.ts";
import { addCase, checkout, submitForm } from "./test-helpers.ts";

// The daily retention job with an injected clock: warnings 7 days and 1 day ahead, then the
// deletion of cases and transactions (never the account), once a day across instances.

const DAY = 86_400_000;

async function casesOf(app: FastifyInstance, userId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(cases)
    .where(eq(cases.workspaceId, userId));
  return row?.n ?? 0;
}

async function retentionMails(app: FastifyInstance, email: string) {
  return (await readOutbox(app)).filter(
    (m) => m.to === email && m.tags.kind?.startsWith("retention"),
  );
}

async function relogin(app: FastifyInstance, user: LoggedInUser): Promise<LoggedInUser> {
  return { ...user, ...(await login(app, user)) };
}

async function addPayment(app: FastifyInstance, user: LoggedInUser) {
  const list = await app.inject({
    method: "GET",
    url: "/docket/api/cases/",
    headers: user.headers,
  });
  const caseId = list.json().data[0].id;
  const res = await app.inject({
    method: "POST",
    url: "/docket/api/transactions/create/",
    headers: user.headers,
    payload: { case_id: caseId, transaction_type: "PAYMENT", amount: 100, date: "2024-02-01" },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("the retention schedule, run daily on two instances", () => {
  const clock = new TestClock("2030-01-01T10:00:00Z");
  let t: TestApp;
  let second: FastifyInstance;
  let trial: LoggedInUser; // never pays
  let rescued: LoggedInUser; // pays after the first warning
  let lapsed: LoggedInUser; // pays for one month at once, then lets it end
  let empty: LoggedInUser; // has no cases
  /** Per day (YYYY-MM-DD), what happened after that day's run. */
  const days = new Map<string, { ran: number; trialCases: number }>();

  beforeAll(async () => {
    t = await createTestApp({ RETENTION_ENABLED: "true" }, { now: clock.now });
    second = await createSecondInstance(t, { now: clock.now });
    [trial, rescued, lapsed, empty] = await Promise.all([
      registerAndLogin(t.app),
      registerAndLogin(t.app),
      registerAndLogin(t.app),
      registerAndLogin(t.app),
    ]);
    for (const user of [trial, rescued, lapsed]) {
      expect((await addCase(t.app, user)).statusCode).toBe(201);
      expect((await addCase(t.app, user)).statusCode).toBe(201);
      await addPayment(t.app, user);
    }
    const opened = await checkout(t.app, lapsed, { interval: "month" });
    expect((await submitForm(t.app, opened.json().checkout_url, "pay")).statusCode).toBe(303);

    // Every day at 00:30 UTC from Jan 2 to Mar 6, both instances check at the same moment.
    for (
      let day = Date.parse("2030-01-02T00:30:00Z");
      day <= Date.parse("2030-03-06T00:30:00Z");
      day += DAY
    ) {
      clock.set(new Date(day));
      const results = await Promise.all([t.app.retention.runIfDue(), second.retention.runIfDue()]);
      const date = clock.now().toISOString().slice(0, 10);
      days.set(date, {
        ran: results.filter((r) => r.ran).length,
        trialCases: await casesOf(t.app, trial.id),
      });
      if (date === "2030-01-19") {
        // The warned user buys a month of Pro.
        const user = await relogin(t.app, rescued);
        const opened = await checkout(t.app, user, { interval: "month" });
        expect((await submitForm(t.app, opened.json().checkout_url, "pay")).statusCode).toBe(303);
      }
      if (date === "2030-01-27") {
        // After the deletion, the trial user records a new case: a new cycle, warned afresh.
        expect((await addCase(t.app, await relogin(t.app, trial))).statusCode).toBe(201);
      }
    }
  }, 120_000);

  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it("runs exactly once a day, whichever instance gets there first", () => {
    expect([...days.values()].every((d) => d.ran === 1)).toBe(true);
    expect(days.size).toBe(64);
  });

  it("warns a trial user 7 days and 1 day before deleting, then deletes on the day", async () => {
    // Trial ended Jan 15 10:00; + 10 days = Jan 25 10:00; deleted on the first day after: Jan 26.
    const mails = await retentionMails(t.app, trial.email);
    const firstCycle = mails.filter((m) => m.tags.delete_on === "2030-01-26");
    expect(firstCycle.map((m) => [m.date.slice(0, 10), m.tags.kind])).toEqual([
      [expect.any(String), "retention_warning"],
      [expect.any(String), "retention_final_warning"],
    ]);
    expect(firstCycle[0]?.subject).toBe("Your Owed cases will be deleted on January 26, 2030");
    expect(firstCycle[0]?.text).toContain("Your free trial ended on January 15, 2030");
    expect(firstCycle[0]?.text).toContain("your 2 cases");
    expect(firstCycle[1]?.subject).toBe(
      "Tomorrow: your Owed cases will be deleted (January 26, 2030)",
    );
    // Both warnings link to "Export everything" on the Cases page (docs/exports.md).
    const exportLink = `${t.app.config.appBaseUrl}/home#export-everything`;
    for (const mail of firstCycle) {
      expect(mail.text).toContain(
        `To keep a copy, download everything now (the case list, every ledger, every payoff statement and the history, in one ZIP file): sign in and choose "Export everything" on the Cases page: ${exportLink}`,
      );
      expect(mail.html).toContain(exportLink);
    }
    expect(days.get("2030-01-25")?.trialCases).toBe(2);
    expect(days.get("2030-01-26")?.trialCases).toBe(0);
  });

  it("sends each warning once, on the right day (one mail across both instances)", async () => {
    const mails = await retentionMails(t.app, trial.email);
    // The mail's own date is the system clock's; the run day is in the retention cycle rows.
    expect(mails.filter((m) => m.tags.kind === "retention_warning")).toHaveLength(2);
    expect(mails.filter((m) => m.tags.kind === "retention_final_warning")).toHaveLength(2);
    const cycles = await t.app.db.query.retentionCycles.findMany({
      where: (c, { eq: is }) => is(c.workspaceId, trial.id),
      orderBy: (c, { asc }) => asc(c.deadline),
    });
    expect(
      cycles.map((c) => ({
        deadline: c.deadline,
        first: c.firstWarningAt?.toISOString().slice(0, 10),
        final: c.finalWarningAt?.toISOString().slice(0, 10),
        deleteOn: c.deleteOn,
        deleted: c.deletedAt?.toISOString().slice(0, 10),
        n: c.casesDeleted,
      })),
    ).toEqual([
      {
        deadline: "2030-01-26",
        first: "2030-01-19",
        final: "2030-01-25",
        deleteOn: "2030-01-26",
        deleted: "2030-01-26",
        n: 2,
      },
      // The case added on Jan 27 (after that day's run): warned on the next run for 7 days
      // later, Feb 4; the final warning on Feb 3; deleted on Feb 4.
      {
        deadline: "2030-01-27",
        first: "2030-01-28",
        final: "2030-02-03",
        deleteOn: "2030-02-04",
        deleted: "2030-02-04",
        n: 1,
      },
    ]);
  });

  it("deletes cases and their transactions, never the account", async () => {
    expect(await casesOf(t.app, trial.id)).toBe(0);
    const [{ n } = { n: -1 }] = await t.app.db
      .select({ n: count() })
      .from(transactions)
      .innerJoin(cases, eq(cases.id, transactions.caseId))
      .where(eq(cases.workspaceId, trial.id));
    expect(n).toBe(0);
    const user = await relogin(t.app, trial);
    const list = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: user.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it("purges the deleted cases' history with them, and nobody else's", async () => {
    const entriesOf = async (userId: string) => {
      const [{ n } = { n: -1 }] = await t.app.db
        .select({ n: count() })
        .from(caseHistory)
        .where(eq(caseHistory.workspaceId, userId));
      return n;
    };
    expect(await entriesOf(lapsed.id)).toBe(0);
    // Two cases added and a payment recorded: three entries, kept.
    expect(await entriesOf(rescued.id)).toBe(3);
  });

  it("a user who pays after the first warning keeps everything, and old warnings no longer count", async () => {
    const mails = await retentionMails(t.app, rescued.email);
    expect(mails.map((m) => m.tags.kind)).toEqual(["retention_warning"]);
    expect(await casesOf(t.app, rescued.id)).toBe(2);
    const [row] = await t.app.db.select().from(workspaces).where(eq(workspaces.id, rescued.id));
    // The new deadline is 30 days after the paid month: far beyond this run.
    expect(deadlineOf(row as NonNullable<typeof row>).day).toBe("2030-03-22");
  });

  it("a lapsed Pro user is warned and deleted 30 days after the paid term ends", async () => {
    // Paid Jan 1 10:00 for a month: until Feb 1 10:00; + 30 days = Mar 3 10:00: deleted Mar 4.
    const mails = await retentionMails(t.app, lapsed.email);
    expect(mails.map((m) => [m.tags.kind, m.tags.delete_on])).toEqual([
      ["retention_warning", "2030-03-04"],
      ["retention_final_warning", "2030-03-04"],
    ]);
    expect(mails[0]?.text).toContain("Your Pro plan ended on February 1, 2030");
    expect(await casesOf(t.app, lapsed.id)).toBe(0);
  });

  it("writes nothing to users without cases", async () => {
    expect(await retentionMails(t.app, empty.email)).toEqual([]);
  });

  it("records each day's run and what it did", async () => {
    const runs = await t.app.db.select().from(jobRuns).where(eq(jobRuns.runDate, "2030-01-26"));
    expect(runs).toHaveLength(1);
    expect(JSON.parse(runs[0]?.summary ?? "{}")).toMatchObject({
      workspacesDeleted: 1,
      casesDeleted: 2,
    });
  });
});

describe("late warnings move the deletion, never shorten the notice", () => {
  const clock = new TestClock("2030-01-01T10:00:00Z");
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RETENTION_ENABLED: "true" }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a job that was off until after the deadline still gives 7 days, then 1, then a full day", async () => {
    const user = await registerAndLogin(t.app);
    expect((await addCase(t.app, user)).statusCode).toBe(201);
    // The deadline (Jan 26) passes with no run at all. The first run is on Feb 10, late at night.
    clock.set("2030-02-10T23:50:00Z");
    expect((await t.app.retention.runIfDue()).ran).toBe(true);
    let mails = await retentionMails(t.app, user.email);
    expect(mails.map((m) => [m.tags.kind, m.tags.delete_on])).toEqual([
      ["retention_warning", "2030-02-17"],
    ]);
    // Daily runs at 23:50 until the day before: only then the final warning.
    for (const day of ["11", "12", "13", "14", "15"]) {
      clock.set(`2030-02-${day}T23:50:00Z`);
      await t.app.retention.runIfDue();
    }
    expect(await retentionMails(t.app, user.email)).toHaveLength(1);
    clock.set("2030-02-16T23:50:00Z");
    await t.app.retention.runIfDue();
    mails = await retentionMails(t.app, user.email);
    expect(mails.map((m) => [m.tags.kind, m.tags.delete_on])).toEqual([
      ["retention_warning", "2030-02-17"],
      ["retention_final_warning", "2030-02-17"],
    ]);
    // Feb 17 has come, but only 20 minutes after the final warning: not yet.
    clock.set("2030-02-17T00:10:00Z");
    expect((await t.app.retention.runIfDue()).ran).toBe(true);
    expect(await casesOf(t.app, user.id)).toBe(1);
    // A second check the same day does nothing at all.
    clock.set("2030-02-17T23:55:00Z");
    expect(await t.app.retention.runIfDue()).toEqual({ ran: false, reason: "not_due" });
    expect(await casesOf(t.app, user.id)).toBe(1);
    clock.set("2030-02-18T00:10:00Z");
    const run = await t.app.retention.runIfDue();
    expect(run).toMatchObject({ ran: true, summary: { workspacesDeleted: 1, casesDeleted: 1 } });
    expect(await casesOf(t.app, user.id)).toBe(0);
  });

  it("a failed e-mail records nothing, and the next day's run warns instead", async () => {
    const user = await registerAndLogin(t.app);
    expect((await addCase(t.app, user)).statusCode).toBe(201);
    // Trial to Mar 15 06:00: deadline Mar 25 06:00, so deletion is due Mar 26, first warning Mar 19.
    await t.app.db
      .update(workspaces)
      .set({ trialEndsAt: new Date("2030-03-15T06:00:00Z") })
      .where(eq(workspaces.id, user.id));
    const send = t.app.mailer.send;
    t.app.mailer.send = async () => {
      throw new Error("SMTP is down");
    };
    try {
      clock.set("2030-03-19T00:30:00Z");
      const run = await t.app.retention.runIfDue();
      expect(run).toMatchObject({ ran: true, summary: { failures: 1, firstWarnings: 0 } });
    } finally {
      t.app.mailer.send = send;
    }
    clock.set("2030-03-20T00:30:00Z");
    await t.app.retention.runIfDue();
    const mails = await retentionMails(t.app, user.email);
    // A day late, so the deletion moves a day too: 7 full days of notice.
    expect(mails.map((m) => [m.tags.kind, m.tags.delete_on])).toEqual([
      ["retention_warning", "2030-03-27"],
    ]);
  });
});

describe("a firm workspace's retention", () => {
  it("warns all its owners in one message, and deletes only that workspace's cases", async () => {
    const clock = new TestClock("2030-04-01T10:00:00Z");
    const t = await createTestApp({ RETENTION_ENABLED: "true" }, { now: clock.now });
    try {
      const call = (user: LoggedInUser, method: "POST" | "PATCH", url: string, payload: object) =>
        t.app.inject({ method, url, headers: user.headers, payload });
      const first = await registerAndLogin(t.app);
      const second = await registerAndLogin(t.app);
      const firm = (
        await call(first, "POST", "/workspaces/api/workspaces/", { name: "Hale & Moss LLP" })
      ).json().data.id;
      await call(first, "POST", `/workspaces/api/workspaces/${firm}/invitations/`, {
        email: second.email,
        role: "owner",
      });
      const link = (await readOutbox(t.app)).find(
        (m) => m.to === second.email && m.tags.kind === "workspace_invitation",
      )?.tags.link;
      const token = String(link).split("/invitations/")[1];
      expect(
        (await call(second, "POST", "/workspaces/api/invitations/accept/", { token })).statusCode,
      ).toBe(200);
      expect((await addCase(t.app, second)).statusCode).toBe(201);
      // The first owner's own case stays in their personal workspace, on its own (paid) plan.
      await t.app.inject({
        method: "PUT",
        url: "/workspaces/api/current/",
        headers: first.headers,
        payload: { workspaceId: first.id },
      });
      expect((await addCase(t.app, first)).statusCode).toBe(201);
      await t.app.db
        .update(workspaces)
        .set({ paidUntil: new Date("2031-01-01T00:00:00Z") })
        .where(eq(workspaces.id, first.id));
      // The firm's trial to Apr 15 06:00: deletion due Apr 26, first warning Apr 19.
      await t.app.db
        .update(workspaces)
        .set({ trialEndsAt: new Date("2030-04-15T06:00:00Z") })
        .where(eq(workspaces.id, firm));
      clock.set("2030-04-19T00:30:00Z");
      expect(await t.app.retention.runIfDue()).toMatchObject({
        ran: true,
        summary: { firstWarnings: 1, failures: 0 },
      });
      const warnings = (await readOutbox(t.app)).filter((m) => m.tags.kind === "retention_warning");
      expect(warnings.map((m) => m.to)).toEqual([[first.email, second.email].sort().join(", ")]);
      // Owners of several workspaces are told which one to export.
      expect(warnings[0]?.text).toContain(
        'sign in, switch to the workspace "Hale & Moss LLP" and choose "Export everything"',
      );
      clock.set("2030-04-25T00:30:00Z");
      await t.app.retention.runIfDue();
      clock.set("2030-04-26T00:30:00Z");
      expect(await t.app.retention.runIfDue()).toMatchObject({
        ran: true,
        summary: { workspacesDeleted: 1, casesDeleted: 1 },
      });
      expect(await casesOf(t.app, firm)).toBe(0);
      expect(await casesOf(t.app, first.id)).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("RETENTION_ENABLED=false", () => {
  it("switches the job off", async () => {
    const clock = new TestClock("2030-01-01T10:00:00Z");
    const t = await createTestApp({ RETENTION_ENABLED: "false" }, { now: clock.now });
    try {
      const user = await registerAndLogin(t.app);
      await addCase(t.app, user);
      clock.set("2030-03-01T00:00:00Z");
      expect(await t.app.retention.runIfDue()).toEqual({ ran: false, reason: "disabled" });
      t.app.retention.start();
      expect(await casesOf(t.app, user.id)).toBe(1);
      expect(await retentionMails(t.app, user.email)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
