import type { CalendarDate } from "@owed/domain";
import type { Db } from "../db/client.ts";
import { claimRun, finishDailyRun } from "./daily-job-store.ts";

// What every daily job shares (retention, the deadline reminders, the missed-installment notices):
// the day's claim in `job_runs`, so a job runs once a day whatever the number of instances, and
// the hourly check.

const HOUR_MS = 60 * 60 * 1000;
/** How often an instance asks "has today's run happened?". */
const CHECK_EVERY_MS = HOUR_MS;
/** A claimed run that has not finished after this long is taken to have died with its process. */
const RUN_LEASE_MS = 2 * HOUR_MS;

export function utcDay(at: Date): CalendarDate {
  return at.toISOString().slice(0, 10);
}

/**
 * Claims today's run of the daily job `name` for this instance; false when it ran, or runs,
 * elsewhere. `lockId` is the job's own advisory lock key.
 */
export function claimDailyRun(db: Db, name: string, lockId: number, now: Date): Promise<boolean> {
  return claimRun(db, name, lockId, utcDay(now), now, RUN_LEASE_MS);
}

export { finishDailyRun };

/**
 * Calls `runIfDue` `firstAfterMs` after start, then every hour, never two at once; only the first
 * check of a day does work (the claim above). `stop` waits for a run in progress.
 */
export function hourlyChecks(runIfDue: () => Promise<unknown>, firstAfterMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start(): void {
      if (timer) return;
      const tick = () => {
        if (running) return;
        running = runIfDue().finally(() => {
          running = undefined;
        });
        // Each job logs its own failures; a rejected tick must not crash the process.
        running.catch(() => {});
      };
      first = setTimeout(tick, firstAfterMs);
      timer = setInterval(tick, CHECK_EVERY_MS);
      first.unref();
      timer.unref();
    },
    async stop(): Promise<void> {
      clearTimeout(first);
      clearInterval(timer);
      first = undefined;
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

/** What a daily job is told: its name and lock, what one pass does, and how to log it. */
export interface DailyJobSpec<S extends { day: CalendarDate }> {
  name: string;
  lockId: number;
  /** One pass as of `now`: everything due then (tests call it with their own clock). */
  run: (now: Date) => Promise<S>;
  /** The first check's delay after start, different per job so they do not start together. */
  firstAfterMs: number;
  /** Logs a finished pass and a failed one (each job words its own lines). */
  logDone: (summary: S) => void;
  logFailed: (err: unknown) => void;
}

/**
 * A daily job over the shared claim (once a day across instances) and the hourly check: `run`
 * for tests, `runIfDue` for today's pass unless it ran elsewhere, `start` and `stop`.
 */
export function dailyJob<S extends { day: CalendarDate }>(
  db: Db,
  now: () => Date,
  spec: DailyJobSpec<S>,
) {
  const job = {
    run: spec.run,
    async runIfDue(): Promise<{ ran: boolean; summary?: S }> {
      const at = now();
      if (!(await claimDailyRun(db, spec.name, spec.lockId, at))) return { ran: false };
      const summary = await spec.run(at);
      await finishDailyRun(db, spec.name, summary.day, now(), summary);
      spec.logDone(summary);
      return { ran: true, summary };
    },
    /** Checks soon after start, then every hour; only the first check of a day does work. */
    start: () => checks.start(),
    stop: () => checks.stop(),
  };
  const checks = hourlyChecks(
    () =>
      job.runIfDue().catch((err) => {
        spec.logFailed(err);
        throw err;
      }),
    spec.firstAfterMs,
  );
  return job;
}
