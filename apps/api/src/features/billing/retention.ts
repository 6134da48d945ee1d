import { addDays, type CalendarDate, compareDates } from "@owed/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { claimDailyRun, finishDailyRun, hourlyChecks, utcDay } from "../../plugins/daily-job.ts";
import type { PlanState } from "../plans/plan.ts";
import { lockWorkspace } from "./billing-repository.ts";
import { retentionWarningEmail } from "./retention-emails.ts";
import {
  caseCountOf,
  currentCycle,
  deleteCasesOf,
  ownerEmailsOf,
  recordFinalWarning,
  recordFirstWarning,
  retentionCandidates,
} from "./retention-store.ts";

/**
 * Data retention (docs/product.md, "Plans and limits"): the cases of a workspace that never paid
 * are deleted 10 days after its trial ends; after a paid term, 30 days after it ends. The
 * workspace and its members stay. Before deleting, its owners are warned by e-mail 7 days and
 * 1 day ahead (docs/workspaces.md, "Plans"), each warning with a link to "Export everything".
 *
 * Guarantees:
 * - Nothing is deleted unless both warnings were sent for the same cycle, each at least 24 hours
 *   earlier. A warning that goes out late (the job was off, mail was down) moves the deletion
 *   day: the first warning always announces at least 7 days, the final one at least 1.
 * - No warning is sent twice: each is recorded in `retention_cycles` in the transaction that
 *   sends it, under a lock on the workspace's row.
 * - A workspace that pays (or whose term is extended) gets a new, later deadline; warnings sent for
 *   the old one no longer count.
 * - The job runs once a day, whatever the number of API instances: the day's row in `job_runs`
 *   is claimed under `pg_try_advisory_xact_lock`, and each workspace's step re-checks under a row
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

/** The first UTC day that starts at or after `at`. */
function firstDayFrom(at: Date): CalendarDate {
  const day = utcDay(at);
  return at.getTime() === Date.parse(`${day}T00:00:00Z`) ? day : addDays(day, 1);
}

const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

export interface Deadline {
  /** The day the workspace's cases become due for deletion under the plan state. */
  day: CalendarDate;
  reason: "trial" | "paid";
  endedAt: Date;
}

/** The retention deadline that a workspace's plan state calls for. */
export function deadlineOf(plan: PlanState): Deadline {
  if (plan.paidUntil) {
    const at = new Date(plan.paidUntil.getTime() + PAID_GRACE_DAYS * DAY_MS);
    return { day: firstDayFrom(at), reason: "paid", endedAt: plan.paidUntil };
  }
  const at = new Date(plan.trialEndsAt.getTime() + TRIAL_GRACE_DAYS * DAY_MS);
  return { day: firstDayFrom(at), reason: "trial", endedAt: plan.trialEndsAt };
}

export type RetentionStep = "none" | "first_warning" | "final_warning" | "deleted";

export interface RetentionSummary {
  day: CalendarDate;
  workspacesChecked: number;
  firstWarnings: number;
  finalWarnings: number;
  workspacesDeleted: number;
  casesDeleted: number;
  failures: number;
}

export type RetentionRunResult =
  | { ran: true; summary: RetentionSummary }
  | { ran: false; reason: "disabled" | "not_due" | "failed" };

/**
 * One step for one workspace, in one transaction under a lock on its row. The warnings go to each
 * of its owners, who can pay for it (docs/workspaces.md, "Plans").
 */
async function stepWorkspace(
  app: FastifyInstance,
  workspaceId: string,
  now: Date,
): Promise<{ step: RetentionStep; n: number }> {
  const billingUrl = `${app.config.appBaseUrl}/billing`;
  const exportUrl = `${app.config.appBaseUrl}/home#export-everything`;
  return app.db.transaction(async (tx) => {
    const workspace = await lockWorkspace(tx, workspaceId);
    if (!workspace) return { step: "none", n: 0 };
    const today = utcDay(now);
    const deadline = deadlineOf(workspace);
    const caseCount = await caseCountOf(tx, workspaceId);
    if (caseCount === 0) return { step: "none", n: 0 };
    const { key, cycle } = await currentCycle(tx, workspaceId, deadline.day);
    const owners = await ownerEmailsOf(tx, workspaceId);
    // One message to every owner: sent whole or not at all, so a failure never leaves some
    // owners warned and the cycle unrecorded (they would be warned again the next day).
    const mail = (which: "first" | "final", deleteOn: CalendarDate) =>
      app.mailer.send(
        retentionWarningEmail({
          to: owners.join(", "),
          which,
          deleteOn,
          reason: deadline.reason,
          endedAt: deadline.endedAt,
          caseCount,
          billingUrl,
          exportUrl,
          firmName: workspace.kind === "firm" ? workspace.name : null,
        }),
      );

    if (!cycle?.firstWarningAt) {
      if (compareDates(today, addDays(key, -FIRST_WARNING_DAYS)) < 0) return { step: "none", n: 0 };
      const deleteOn = later(key, addDays(today, FIRST_WARNING_DAYS));
      // Sent before the row is written, inside the transaction: if sending fails, nothing is
      // recorded and tomorrow's run tries again (announcing a later day). If the commit
      // failed after a send, the warning would go out twice: the safe side of the two.
      await mail("first", deleteOn);
      await recordFirstWarning(tx, workspaceId, key, now, deleteOn);
      return { step: "first_warning", n: 0 };
    }

    const announced = cycle.deleteOn ?? key;
    if (!cycle.finalWarningAt) {
      if (compareDates(today, addDays(announced, -FINAL_WARNING_DAYS)) < 0) {
        return { step: "none", n: 0 };
      }
      const deleteOn = later(announced, addDays(today, FINAL_WARNING_DAYS));
      await mail("final", deleteOn);
      await recordFinalWarning(tx, workspaceId, key, now, deleteOn);
      return { step: "final_warning", n: 0 };
    }

    const warnedLongEnough =
      now.getTime() - cycle.firstWarningAt.getTime() >= DAY_MS &&
      now.getTime() - cycle.finalWarningAt.getTime() >= DAY_MS;
    if (compareDates(today, announced) < 0 || !warnedLongEnough) return { step: "none", n: 0 };

    return { step: "deleted", n: await deleteCasesOf(tx, workspaceId, key, now) };
  });
}

/** Every workspace with cases whose deadline is near enough to act on, one step each. */
async function runRetention(app: FastifyInstance, now: Date): Promise<RetentionSummary> {
  // The earliest deadline day is the day after deadline instant, so within 8 days covers
  // everyone whose first warning (7 days ahead) may be due.
  const horizon = new Date(now.getTime() + (FIRST_WARNING_DAYS + 1) * DAY_MS).toISOString();
  const candidates = await retentionCandidates(app.db, horizon, {
    trialDays: TRIAL_GRACE_DAYS,
    paidDays: PAID_GRACE_DAYS,
  });
  const summary: RetentionSummary = {
    day: utcDay(now),
    workspacesChecked: candidates.length,
    firstWarnings: 0,
    finalWarnings: 0,
    workspacesDeleted: 0,
    casesDeleted: 0,
    failures: 0,
  };
  for (const { id } of candidates) {
    try {
      const { step, n } = await stepWorkspace(app, id, now);
      if (step === "first_warning") summary.firstWarnings++;
      if (step === "final_warning") summary.finalWarnings++;
      if (step === "deleted") {
        summary.workspacesDeleted++;
        summary.casesDeleted += n;
      }
    } catch (err) {
      // One workspace's failure (mail down, say) must not stop the others; retried tomorrow.
      summary.failures++;
      app.log.error({ err, workspaceId: id }, "retention step failed");
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
