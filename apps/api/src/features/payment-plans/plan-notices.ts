import { addDays, type CalendarDate, compareDates, planStanding } from "@owed/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dailyJob, utcDay } from "../../plugins/daily-job.ts";
import { caseUrlOf } from "../deadlines/case-deadlines.ts";
import { missedInstallmentEmail } from "./plan-notice-email.ts";
import { claimNotices, noticeRecipients, noticeSettings } from "./plan-notice-store.ts";
import { paymentsByCase, plansWithCases } from "./plan-store.ts";
import { paidOffOnOf, termsOfPlan } from "./plan-use-cases.ts";

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
      const standing = planStanding(termsOfPlan(plan), list, day, { paidOffOn: paidOffOnOf(row) });
      const missed = standing.installments.filter(
        (i) =>
          i.status === "missed" &&
          (standing.defaultedOn === null ||
            compareDates(addDays(i.graceEnds, 1), standing.defaultedOn) <= 0),
      );
      if (missed.length === 0) continue;
      const mailed = await app.db.transaction(async (tx) => {
        const claimed = await claimNotices(
          tx,
          missed.map((i) => ({
            planId: plan.id,
            installment: i.number,
            dueOn: i.due,
            sentAt: now,
          })),
        );
        const newest = missed.filter((i) => claimed.includes(i.number)).at(-1);
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
  const settings = await noticeSettings(app.db);
  for (const { workspaceId, chosen } of settings) {
    if (!Array.isArray(chosen) || chosen.length === 0) continue;
    const recipients = await noticeRecipients(app.db, workspaceId, chosen);
    if (recipients.length === 0) continue;
    await noticeWorkspace(app, workspaceId, recipients, day, now, summary);
  }
  return summary;
}

export function createPlanNoticeJob(app: FastifyInstance) {
  return dailyJob(app.db, () => app.now(), {
    name: PLAN_NOTICE_JOB,
    lockId: PLAN_NOTICE_LOCK_ID,
    run: (now) => runPlanNotices(app, now),
    firstAfterMs: 20_000,
    logDone: (summary) => app.log.info({ planNotices: summary }, "missed-installment notices sent"),
    logFailed: (err) => app.log.error({ err }, "missed-installment notice run failed"),
  });
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
