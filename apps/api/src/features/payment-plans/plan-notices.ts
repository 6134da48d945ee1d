import { addDays, type CalendarDate, compareDates, planStanding } from "@owed/domain";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import {
  planMissedNotices,
  users,
  workspaceLetterSettings,
  workspaceMembers,
} from "../../db/schema/index.ts";
import { claimDailyRun, finishDailyRun, hourlyChecks, utcDay } from "../../plugins/daily-job.ts";
import { caseUrlOf } from "../deadlines/case-deadlines.ts";
import { missedInstallmentEmail } from "./plan-notice-email.ts";
import { paymentsByCase, plansWithCases } from "./plan-store.ts";
import { termsOfPlan } from "./plan-use-cases.ts";

/**
 * The daily missed-installment notices (docs/letters-and-plans.md, "Missed installments"): an
 * e-mail to the members the workspace chose when an installment of a plan is missed (its grace
 * over and not fully paid), by the UTC day of the run.
 *
 * Once per plan and installment, whatever the number of instances or restarts, exactly as the
 * deadline reminders (features/deadlines/reminders.ts): the notice's row in `plan_missed_notices`
 * is inserted in the transaction that sends it, and its primary key lets one insert win; a racing
 * one waits for it and then inserts nothing. When several installments are found missed at once
 * (a plan entered late, a job that did not run for a while), one mail goes out, for the latest,
 * and the others are marked as noticed. A mail that fails rolls its rows back, so the next run
 * tries again. A defaulted plan is noticed up to the installment that defaulted it, not after.
 */

export const PLAN_NOTICE_JOB = "plan-missed-notices";
/** Arbitrary, fixed: this job's advisory lock key (retention and reminders have their own). */
const PLAN_NOTICE_LOCK_ID = 7_264_034;

export interface PlanNoticeSummary {
  day: CalendarDate;
  sent: number;
  failures: number;
}

interface Recipient {
  id: string;
  email: string;
}

/**
 * Whom a workspace's notices go to: the members it chose who are still members and have a
 * verified address. Someone who left the workspace is ignored, though still named in its settings.
 */
async function recipientsOf(db: Db, workspaceId: string, chosen: readonly string[]) {
  const ids = chosen.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, ids),
        isNotNull(users.emailVerifiedAt),
      ),
    );
}

/** The notices due in one workspace on `day`; the number of mails sent (one per plan at most). */
async function noticeWorkspace(
  app: FastifyInstance,
  workspaceId: string,
  recipients: readonly Recipient[],
  day: CalendarDate,
  now: Date,
  summary: PlanNoticeSummary,
): Promise<void> {
  const found = (await plansWithCases(app.db, workspaceId)).filter((f) => !f.row.isEnded);
  if (found.length === 0) return;
  const payments = await paymentsByCase(
    app.db,
    found.map((f) => f.row.id),
  );
  for (const { plan, row } of found) {
    try {
      const list = (payments.get(row.id) ?? []).map((t) => ({ date: t.date, amount: t.amount }));
      const standing = planStanding(termsOfPlan(plan), list, day, { paidOffOn: null });
      const missed = standing.installments.filter(
        (i) =>
          i.status === "missed" &&
          (standing.defaultedOn === null ||
            compareDates(addDays(i.graceEnds, 1), standing.defaultedOn) <= 0),
      );
      if (missed.length === 0) continue;
      const mailed = await app.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(planMissedNotices)
          .values(
            missed.map((i) => ({
              planId: plan.id,
              installment: i.number,
              dueOn: i.due,
              sentAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ installment: planMissedNotices.installment });
        const newest = missed.filter((i) => claimed.some((c) => c.installment === i.number)).at(-1);
        if (!newest) return false;
        const missedSoFar = missed.filter((i) => i.number <= newest.number).length;
        for (const recipient of recipients) {
          await app.mailer.send(
            missedInstallmentEmail({
              to: recipient.email,
              caseId: row.id,
              caseName: row.caseName,
              installment: newest,
              missedCount: missedSoFar,
              missedToDefault: plan.missedToDefault,
              defaulted: missedSoFar >= plan.missedToDefault,
              caseUrl: caseUrlOf(app.config.appBaseUrl, row.id),
            }),
          );
        }
        return true;
      });
      if (mailed) summary.sent++;
    } catch (err) {
      // One plan's failure (mail down, say) must not stop the others; retried next run.
      summary.failures++;
      app.log.error({ err, planId: plan.id }, "missed-installment notice failed");
    }
  }
}

/** One pass over every workspace that chose whom to notify, as of `now`. */
async function runPlanNotices(app: FastifyInstance, now: Date): Promise<PlanNoticeSummary> {
  const day = utcDay(now);
  const summary: PlanNoticeSummary = { day, sent: 0, failures: 0 };
  const settings = await app.db
    .select({
      workspaceId: workspaceLetterSettings.workspaceId,
      chosen: workspaceLetterSettings.planNoticeRecipients,
    })
    .from(workspaceLetterSettings);
  for (const { workspaceId, chosen } of settings) {
    if (!Array.isArray(chosen) || chosen.length === 0) continue;
    const recipients = await recipientsOf(app.db, workspaceId, chosen);
    if (recipients.length === 0) continue;
    await noticeWorkspace(app, workspaceId, recipients, day, now, summary);
  }
  return summary;
}

export function createPlanNoticeJob(app: FastifyInstance) {
  const db = app.db;
  const job = {
    /** Every notice due as of `now` (tests drive it with their own clock). */
    run: (now: Date) => runPlanNotices(app, now),

    /** Today's pass unless it ran (on any instance) already. */
    async runIfDue(): Promise<{ ran: boolean; summary?: PlanNoticeSummary }> {
      const now = app.now();
      if (!(await claimDailyRun(db, PLAN_NOTICE_JOB, PLAN_NOTICE_LOCK_ID, now))) {
        return { ran: false };
      }
      const summary = await runPlanNotices(app, now);
      await finishDailyRun(db, PLAN_NOTICE_JOB, summary.day, app.now(), summary);
      app.log.info({ planNotices: summary }, "missed-installment notices sent");
      return { ran: true, summary };
    },

    /** Checks soon after start, then every hour; only the first check of a day does work. */
    start: () => checks.start(),
    stop: () => checks.stop(),
  };
  const checks = hourlyChecks(
    () =>
      job.runIfDue().catch((err) => {
        app.log.error({ err }, "missed-installment notice run failed");
        throw err;
      }),
    20_000,
  );
  return job;
}

export type PlanNoticeJob = ReturnType<typeof createPlanNoticeJob>;

declare module "fastify" {
  interface FastifyInstance {
    /** The daily missed-installment notices (features/payment-plans/plan-notices.ts). */
    planNotices: PlanNoticeJob;
  }
}

export const planNoticesPlugin = fp(
  async (app: FastifyInstance) => {
    const job = createPlanNoticeJob(app);
    app.decorate("planNotices", job);
    app.addHook("onClose", async () => job.stop());
  },
  { name: "plan-notices", dependencies: ["mailer", "docket-repository"] },
);
