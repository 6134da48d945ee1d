import { addDays, type CalendarDate, compareDates } from "@owed/domain";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import {
  caseHistory,
  cases,
  type RetentionCycle,
  retentionCycles,
  transactions,
  type User,
  users,
  workspaces,
} from "../../db/schema/index.ts";
import { claimDailyRun, finishDailyRun, hourlyChecks, utcDay } from "../../plugins/daily-job.ts";
import { retentionWarningEmail } from "./retention-emails.ts";

/**
 * Data retention (docs/product.md, "Plans and limits"): the cases of a user who never paid
 * are deleted 10 days after the trial ends; after a paid term, 30 days after it ends. The account
 * stays. Before deleting, the user is warned by e-mail 7 days and 1 day ahead.
 *
 * Guarantees:
 * - Nothing is deleted unless both warnings were sent for the same cycle, each at least 24 hours
 *   earlier. A warning that goes out late (the job was off, mail was down) moves the deletion
 *   day: the first warning always announces at least 7 days, the final one at least 1.
 * - No warning is sent twice: each is recorded in `retention_cycles` in the transaction that
 *   sends it, under a lock on the user's row.
 * - A user who pays (or whose term is extended) gets a new, later deadline; warnings sent for
 *   the old one no longer count.
 * - The job runs once a day, whatever the number of API instances: the day's row in `job_runs`
 *   is claimed under `pg_try_advisory_xact_lock`, and each user's step re-checks under a row
 *   lock, so even two runs at once do each step once.
 *
 * Days are UTC calendar days. Deletion happens on the first day that starts after the exact
 * deadline, never before it.
 */

export const RETENTION_JOB = "retention";
export const TRIAL_GRACE_DAYS = 10;
export const PAID_GRACE_DAYS = 30;
export const FIRST_WARNING_DAYS = 7;
export const FINAL_WARNING_DAYS = 1;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Arbitrary, fixed: the advisory lock key of this job (the migration lock uses another). */
const RETENTION_LOCK_ID = 7_264_032;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The first UTC day that starts at or after `at`. */
function firstDayFrom(at: Date): CalendarDate {
  const day = utcDay(at);
  return at.getTime() === Date.parse(`${day}T00:00:00Z`) ? day : addDays(day, 1);
}

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

export interface Deadline {
  /** The day the user's cases become due for deletion under the plan state. */
  day: CalendarDate;
  reason: "trial" | "paid";
  endedAt: Date;
}

/** The retention deadline that the user's plan state calls for. */
export function deadlineOf(user: Pick<User, "trialEndsAt" | "paidUntil">): Deadline {
  if (user.paidUntil) {
    const at = new Date(user.paidUntil.getTime() + PAID_GRACE_DAYS * DAY_MS);
    return { day: firstDayFrom(at), reason: "paid", endedAt: user.paidUntil };
  }
  const at = new Date(user.trialEndsAt.getTime() + TRIAL_GRACE_DAYS * DAY_MS);
  return { day: firstDayFrom(at), reason: "trial", endedAt: user.trialEndsAt };
}

export type RetentionStep = "none" | "first_warning" | "final_warning" | "deleted";

export interface RetentionSummary {
  day: CalendarDate;
  usersChecked: number;
  firstWarnings: number;
  finalWarnings: number;
  usersDeleted: number;
  casesDeleted: number;
  failures: number;
}

export type RetentionRunResult =
  | { ran: true; summary: RetentionSummary }
  | { ran: false; reason: "disabled" | "not_due" | "failed" };

/**
 * The workspaces on the user's plan: the ones they made (docs/workspaces.md, "Plans"). Their cases
 * are what the plan's retention keeps or deletes.
 */
const onPlanOf = (tx: Tx | Db, userId: string) =>
  tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.createdBy, userId));

/** The cases and transactions of the user's workspaces go; the cycle records how many. */
async function deleteCasesOf(tx: Tx, userId: string, key: CalendarDate, now: Date) {
  // The cases' history goes too, or it would keep every value of every case it deletes. This is
  // the one delete the history's append-only trigger lets through (docs/history.md), and only in
  // this transaction: set_config(..., true) is SET LOCAL.
  await tx.execute(sql`select set_config('owed.history_purge', 'on', true)`);
  await tx.delete(caseHistory).where(inArray(caseHistory.workspaceId, onPlanOf(tx, userId)));
  await tx.execute(sql`select set_config('owed.history_purge', 'off', true)`);
  const owned = tx
    .select({ id: cases.id })
    .from(cases)
    .where(inArray(cases.workspaceId, onPlanOf(tx, userId)));
  await tx.delete(transactions).where(inArray(transactions.caseId, owned));
  const deleted = await tx
    .delete(cases)
    .where(inArray(cases.workspaceId, onPlanOf(tx, userId)))
    .returning({ id: cases.id });
  await tx
    .update(retentionCycles)
    .set({ deletedAt: now, casesDeleted: deleted.length })
    .where(and(eq(retentionCycles.userId, userId), eq(retentionCycles.deadline, key)));
  return deleted.length;
}

/** The cycle the user is in now: the latest one, or a fresh one when it no longer applies. */
async function currentCycle(
  tx: Tx,
  userId: string,
  deadline: CalendarDate,
): Promise<{ key: CalendarDate; cycle: RetentionCycle | undefined }> {
  const [latest] = await tx
    .select()
    .from(retentionCycles)
    .where(eq(retentionCycles.userId, userId))
    .orderBy(desc(retentionCycles.deadline))
    .limit(1);
  if (!latest || compareDates(latest.deadline, deadline) < 0) {
    return { key: deadline, cycle: undefined };
  }
  if (latest.deletedAt === null) return { key: latest.deadline, cycle: latest };
  // Cases added after a deletion, with no payment since: they start a cycle of their own,
  // warned afresh like any other.
  return { key: addDays(latest.deleteOn ?? latest.deadline, 1), cycle: undefined };
}

/** One step for one user, in one transaction under a lock on the user's row. */
async function stepUser(
  app: FastifyInstance,
  userId: string,
  now: Date,
): Promise<{ step: RetentionStep; n: number }> {
  const billingUrl = `${app.config.appBaseUrl}/billing`;
  return app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!user) return { step: "none", n: 0 };
    const today = utcDay(now);
    const deadline = deadlineOf(user);
    const [owned] = await tx
      .select({ n: count() })
      .from(cases)
      .where(inArray(cases.workspaceId, onPlanOf(tx, userId)));
    const caseCount = owned?.n ?? 0;
    if (caseCount === 0) return { step: "none", n: 0 };
    const { key, cycle } = await currentCycle(tx, userId, deadline.day);
    const mail = (which: "first" | "final", deleteOn: CalendarDate) =>
      app.mailer.send(
        retentionWarningEmail({
          to: user.email,
          which,
          deleteOn,
          reason: deadline.reason,
          endedAt: deadline.endedAt,
          caseCount,
          billingUrl,
        }),
      );

    if (!cycle?.firstWarningAt) {
      if (compareDates(today, addDays(key, -FIRST_WARNING_DAYS)) < 0) return { step: "none", n: 0 };
      const deleteOn = later(key, addDays(today, FIRST_WARNING_DAYS));
      // Sent before the row is written, inside the transaction: if sending fails, nothing is
      // recorded and tomorrow's run tries again (announcing a later day). If the commit
      // failed after a send, the warning would go out twice: the safe side of the two.
      await mail("first", deleteOn);
      await tx
        .insert(retentionCycles)
        .values({ userId, deadline: key, firstWarningAt: now, deleteOn })
        .onConflictDoUpdate({
          target: [retentionCycles.userId, retentionCycles.deadline],
          set: { firstWarningAt: now, deleteOn },
        });
      return { step: "first_warning", n: 0 };
    }

    const announced = cycle.deleteOn ?? key;
    if (!cycle.finalWarningAt) {
      if (compareDates(today, addDays(announced, -FINAL_WARNING_DAYS)) < 0) {
        return { step: "none", n: 0 };
      }
      const deleteOn = later(announced, addDays(today, FINAL_WARNING_DAYS));
      await mail("final", deleteOn);
      await tx
        .update(retentionCycles)
        .set({ finalWarningAt: now, deleteOn })
        .where(and(eq(retentionCycles.userId, userId), eq(retentionCycles.deadline, key)));
      return { step: "final_warning", n: 0 };
    }

    const warnedLongEnough =
      now.getTime() - cycle.firstWarningAt.getTime() >= DAY_MS &&
      now.getTime() - cycle.finalWarningAt.getTime() >= DAY_MS;
    if (compareDates(today, announced) < 0 || !warnedLongEnough) return { step: "none", n: 0 };

    return { step: "deleted", n: await deleteCasesOf(tx, userId, key, now) };
  });
}

/** Every user with cases whose deadline is near enough to act on, one step each. */
async function runRetention(app: FastifyInstance, now: Date): Promise<RetentionSummary> {
  // The earliest deadline day is the day after deadline instant, so within 8 days covers
  // everyone whose first warning (7 days ahead) may be due.
  const horizon = new Date(now.getTime() + (FIRST_WARNING_DAYS + 1) * DAY_MS).toISOString();
  const candidates = await app.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`exists (select 1 from ${cases} join ${workspaces} on ${workspaces.id} = ${cases.workspaceId} where ${workspaces.createdBy} = ${users.id})`,
        sql`coalesce(${users.paidUntil} + interval '${sql.raw(String(PAID_GRACE_DAYS))} days', ${users.trialEndsAt} + interval '${sql.raw(String(TRIAL_GRACE_DAYS))} days') <= ${horizon}::timestamptz`,
      ),
    );
  const summary: RetentionSummary = {
    day: utcDay(now),
    usersChecked: candidates.length,
    firstWarnings: 0,
    finalWarnings: 0,
    usersDeleted: 0,
    casesDeleted: 0,
    failures: 0,
  };
  for (const { id } of candidates) {
    try {
      const { step, n } = await stepUser(app, id, now);
      if (step === "first_warning") summary.firstWarnings++;
      if (step === "final_warning") summary.finalWarnings++;
      if (step === "deleted") {
        summary.usersDeleted++;
        summary.casesDeleted += n;
      }
    } catch (err) {
      // One user's failure (mail down, say) must not stop the others; retried tomorrow.
      summary.failures++;
      app.log.error({ err, userId: id }, "retention step failed");
    }
  }
  return summary;
}

export function createRetentionJob(app: FastifyInstance) {
  const db = app.db;
  const job = {
    /** Runs today's retention unless it already ran (on any instance) or is switched off. */
    async runIfDue(): Promise<RetentionRunResult> {
      if (!app.config.retentionEnabled) return { ran: false, reason: "disabled" };
      const now = app.now();
      if (!(await claimDailyRun(db, RETENTION_JOB, RETENTION_LOCK_ID, now))) {
        return { ran: false, reason: "not_due" };
      }
      let summary: RetentionSummary;
      try {
        summary = await runRetention(app, now);
      } catch (err) {
        // Left unfinished: another tick takes it over once the lease runs out.
        app.log.error({ err }, "retention run failed");
        return { ran: false, reason: "failed" };
      }
      await finishDailyRun(db, RETENTION_JOB, summary.day, app.now(), summary);
      app.log.info({ retention: summary }, "retention run finished");
      return { ran: true, summary };
    },

    /** Checks soon after start, then every hour; only the first check of a day does work. */
    start(): void {
      if (app.config.retentionEnabled) checks.start();
    },

    /** Stops the timer and waits for a run in progress. */
    stop: () => checks.stop(),
  };
  const checks = hourlyChecks(() => job.runIfDue(), 10_000);
  return job;
}

export type RetentionJob = ReturnType<typeof createRetentionJob>;

declare module "fastify" {
  interface FastifyInstance {
    /** The daily data-retention job (features/billing/retention.ts); main.ts starts it. */
    retention: RetentionJob;
  }
}

export const retentionPlugin = fp(
  async (app: FastifyInstance) => {
    const job = createRetentionJob(app);
    app.decorate("retention", job);
    app.addHook("onClose", async () => job.stop());
  },
  { name: "retention", dependencies: ["mailer"] },
);
