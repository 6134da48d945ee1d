import type { CalendarDate } from "@owed/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobRuns } from "../db/schema/index.ts";

// The daily jobs' claims in `job_runs`: the queries behind daily-job.ts, which decides when to ask.

/**
 * Claims the run of the daily job `name` on `day` for this instance, under the job's advisory lock
 * `lockId`; false when it ran, or is running elsewhere (started less than `leaseMs` ago).
 */
export async function claimRun(
  db: Db,
  name: string,
  lockId: number,
  day: CalendarDate,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${lockId}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!locked.rows[0]?.locked) return false;
    const [run] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), eq(jobRuns.runDate, day)));
    if (run?.finishedAt) return false;
    if (run && now.getTime() - run.startedAt.getTime() < leaseMs) return false;
    await tx
      .insert(jobRuns)
      .values({ name, runDate: day, startedAt: now })
      .onConflictDoUpdate({
        target: [jobRuns.name, jobRuns.runDate],
        set: { startedAt: now, finishedAt: null, summary: null },
      });
    return true;
  });
}

/** Marks the day's run of `name` finished, with what it did (for the operator). */
export async function finishDailyRun(
  db: Db,
  name: string,
  day: CalendarDate,
  at: Date,
  summary: unknown,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({ finishedAt: at, summary: JSON.stringify(summary) })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.runDate, day)));
}
