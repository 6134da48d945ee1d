import {
  type CalendarDate,
  daysBetween,
  renewalDeadline,
  todayInTimeZone,
  WRIT_LEVY_DAYS,
} from "@owed/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { User } from "../../db/schema/index.ts";
import { dailyJob, utcDay } from "../../plugins/daily-job.ts";
import { writsByCase } from "../court-forms/court-filing-store.ts";
import { caseDeadlines, caseUrlOf, type RecordedWrit } from "./case-deadlines.ts";
import {
  casesToRemind,
  claimReminders,
  type ReminderCase,
  reminderRecipients,
} from "./deadline-store.ts";
import { deadlineReminderEmail, writLevyReminderEmail } from "./reminder-emails.ts";

/**
 * The daily deadline reminders (docs/judgment-deadlines.md): an e-mail when a judgment's last day
 * to renew is as near as one of the user's lead times (default 180, 90, 30 and 7 days).
 *
 * Once per case, deadline and lead time, whatever the number of instances or restarts: the
 * reminder's row in `deadline_reminders` is inserted in the transaction that sends it, and its
 * primary key lets one insert win; a racing one waits for it and then inserts nothing. When
 * several lead times are due at once (a case added 20 days before its deadline, or a job that did
 * not run for a while), one mail goes out, for the nearest, and the others are marked as passed.
 * A mail that fails rolls its row back, so the next run tries again.
 */

export const REMINDER_JOB = "deadline-reminders";
/** Arbitrary, fixed: this job's advisory lock key (retention has its own). */
const REMINDER_LOCK_ID = 7_264_033;

/** The lead times due when the deadline is `daysLeft` days away, nearest first. */
export function dueLeadDays(leadDays: readonly number[], daysLeft: number): number[] {
  if (daysLeft < 0) return [];
  return [...new Set(leadDays)].filter((lead) => daysLeft <= lead).sort((a, b) => a - b);
}

export interface ReminderSummary {
  day: CalendarDate;
  sent: number;
  failures: number;
}

/** Sends the reminder due today for one case, if any; true when a mail went out. */
async function remindCase(
  app: FastifyInstance,
  user: User,
  row: ReminderCase,
  renewals: readonly CalendarDate[],
  now: Date,
): Promise<boolean> {
  const today = todayInTimeZone(user.timezone, now);
  const deadlines = caseDeadlines(row, renewals, today);
  // Only while a renewal is still possible: after that the mail would have nothing to ask.
  const deadline = renewalDeadline(deadlines);
  if (!deadline || !deadlines.lastDayToRenew || deadlines.status === "expired") return false;
  const daysLeft = daysBetween(today, deadline);
  const due = dueLeadDays(user.reminderLeadDays, daysLeft);
  const nearest = due[0];
  if (nearest === undefined) return false;
  return app.db.transaction(async (tx) => {
    const claimed = await claimReminders(
      tx,
      due.map((leadDays) => ({ caseId: row.id, userId: user.id, deadline, leadDays, sentAt: now })),
    );
    if (!claimed.includes(nearest)) return false;
    await app.mailer.send(
      deadlineReminderEmail({
        to: user.email,
        deadlines,
        deadline,
        daysLeft,
        caseUrl: caseUrlOf(app.config.appBaseUrl, row.id),
        profileUrl: `${app.config.appBaseUrl}/profile`,
      }),
    );
    return true;
  });
}

/**
 * The lead times that apply to a writ's levy deadline: those shorter than its 180 days. A longer
 * lead would be due the day the writ is recorded, a mail saying what the user just entered.
 */
export function writLeadDays(leadDays: readonly number[]): number[] {
  return leadDays.filter((lead) => lead < WRIT_LEVY_DAYS);
}

/**
 * Sends the reminders due today for the writs recorded on one case; the number sent. Claimed as
 * the renewal reminders are (docs/judgment-deadlines.md): once per case, day and lead time.
 */
async function remindWrits(
  app: FastifyInstance,
  user: User,
  row: ReminderCase,
  renewals: readonly CalendarDate[],
  writs: readonly RecordedWrit[],
  now: Date,
): Promise<number> {
  if (writs.length === 0) return 0;
  const today = todayInTimeZone(user.timezone, now);
  const deadlines = caseDeadlines(row, renewals, today, writs);
  const leads = writLeadDays(user.reminderLeadDays);
  let sent = 0;
  for (const writ of deadlines.writs) {
    if (writ.expired) continue;
    const daysLeft = daysBetween(today, writ.lastDayToLevy);
    const due = dueLeadDays(leads, daysLeft);
    const nearest = due[0];
    if (nearest === undefined) continue;
    const mailed = await app.db.transaction(async (tx) => {
      const claimed = await claimReminders(
        tx,
        due.map((leadDays) => ({
          caseId: row.id,
          userId: user.id,
          deadline: writ.lastDayToLevy,
          leadDays,
          sentAt: now,
        })),
      );
      if (!claimed.includes(nearest)) return false;
      await app.mailer.send(
        writLevyReminderEmail({
          to: user.email,
          deadlines,
          writ,
          daysLeft,
          caseUrl: caseUrlOf(app.config.appBaseUrl, row.id),
          profileUrl: `${app.config.appBaseUrl}/profile`,
        }),
      );
      return true;
    });
    if (mailed) sent++;
  }
  return sent;
}

/** One pass over every user with reminders on, as of `now`. */
async function runReminders(app: FastifyInstance, now: Date): Promise<ReminderSummary> {
  const summary: ReminderSummary = { day: utcDay(now), sent: 0, failures: 0 };
  const recipients = await reminderRecipients(app.db);
  for (const user of recipients) {
    if (user.reminderLeadDays.length === 0) continue;
    // The people who act on a renewal: owners and editors of each workspace the case is in
    // (docs/workspaces.md); viewers read and are not reminded.
    for (const workspaceId of await app.docket.workspacesOf(user.id, ["owner", "editor"])) {
      const rows = await casesToRemind(app.db, workspaceId);
      if (rows.length === 0) continue;
      const renewals = await app.docket.listRenewals(workspaceId);
      const writs = await writsByCase(app.db, workspaceId);
      for (const row of rows) {
        try {
          const caseRenewals = renewals.get(row.id) ?? [];
          if (await remindCase(app, user, row, caseRenewals, now)) summary.sent++;
          summary.sent += await remindWrits(
            app,
            user,
            row,
            caseRenewals,
            writs.get(row.id) ?? [],
            now,
          );
        } catch (err) {
          // One case's failure (mail down, say) must not stop the others; retried next run.
          summary.failures++;
          app.log.error({ err, caseId: row.id }, "deadline reminder failed");
        }
      }
    }
  }
  return summary;
}

export function createReminderJob(app: FastifyInstance) {
  return dailyJob(app.db, () => app.now(), {
    name: REMINDER_JOB,
    lockId: REMINDER_LOCK_ID,
    run: (now) => runReminders(app, now),
    firstAfterMs: 15_000,
    logDone: (summary) => app.log.info({ reminders: summary }, "deadline reminders sent"),
    logFailed: (err) => app.log.error({ err }, "deadline reminder run failed"),
  });
}

export type ReminderJob = ReturnType<typeof createReminderJob>;

declare module "fastify" {
  interface FastifyInstance {
    /** The daily deadline reminders (features/deadlines/reminders.ts); main.ts starts them. */
    reminders: ReminderJob;
  }
}

export const remindersPlugin = fp(
  async (app: FastifyInstance) => {
    const job = createReminderJob(app);
    app.decorate("reminders", job);
    app.addHook("onClose", async () => job.stop());
  },
  { name: "reminders", dependencies: ["mailer", "docket-repository"] },
);
