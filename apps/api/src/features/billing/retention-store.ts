import { addDays, type CalendarDate, compareDates } from "@owed/domain";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  caseHistory,
  cases,
  type RetentionCycle,
  retentionCycles,
  transactions,
  users,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";

// What the retention job reads and writes (the rules are in retention.ts, docs/product.md
// "Plans and limits"): every query of the job, each inside the caller's transaction.

/** The workspace's cases and transactions go; the cycle records how many. */
export async function deleteCasesOf(tx: Tx, workspaceId: string, key: CalendarDate, now: Date) {
  // The cases' history goes too, or it would keep every value of every case it deletes. This is
  // the one delete the history's append-only trigger lets through (docs/history.md), and only in
  // this transaction: set_config(..., true) is SET LOCAL.
  await tx.execute(sql`select set_config('owed.history_purge', 'on', true)`);
  await tx.delete(caseHistory).where(eq(caseHistory.workspaceId, workspaceId));
  await tx.execute(sql`select set_config('owed.history_purge', 'off', true)`);
  const owned = tx.select({ id: cases.id }).from(cases).where(eq(cases.workspaceId, workspaceId));
  await tx.delete(transactions).where(inArray(transactions.caseId, owned));
  const deleted = await tx
    .delete(cases)
    .where(eq(cases.workspaceId, workspaceId))
    .returning({ id: cases.id });
  await tx
    .update(retentionCycles)
    .set({ deletedAt: now, casesDeleted: deleted.length })
    .where(and(eq(retentionCycles.workspaceId, workspaceId), eq(retentionCycles.deadline, key)));
  return deleted.length;
}

/** The cycle the workspace is in now: the latest one, or a fresh one when it no longer applies. */
export async function currentCycle(
  tx: Tx,
  workspaceId: string,
  deadline: CalendarDate,
): Promise<{ key: CalendarDate; cycle: RetentionCycle | undefined }> {
  const [latest] = await tx
    .select()
    .from(retentionCycles)
    .where(eq(retentionCycles.workspaceId, workspaceId))
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

export async function caseCountOf(tx: Tx, workspaceId: string): Promise<number> {
  const [owned] = await tx
    .select({ n: count() })
    .from(cases)
    .where(eq(cases.workspaceId, workspaceId));
  return owned?.n ?? 0;
}

/** The owners' addresses, in a stable order. */
export async function ownerEmailsOf(tx: Tx, workspaceId: string): Promise<string[]> {
  const owners = await tx
    .select({ email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, "owner")))
    .orderBy(asc(users.email));
  return owners.map((owner) => owner.email);
}

export async function recordFirstWarning(
  tx: Tx,
  workspaceId: string,
  key: CalendarDate,
  now: Date,
  deleteOn: CalendarDate,
): Promise<void> {
  await tx
    .insert(retentionCycles)
    .values({ workspaceId, deadline: key, firstWarningAt: now, deleteOn })
    .onConflictDoUpdate({
      target: [retentionCycles.workspaceId, retentionCycles.deadline],
      set: { firstWarningAt: now, deleteOn },
    });
}

export async function recordFinalWarning(
  tx: Tx,
  workspaceId: string,
  key: CalendarDate,
  now: Date,
  deleteOn: CalendarDate,
): Promise<void> {
  await tx
    .update(retentionCycles)
    .set({ finalWarningAt: now, deleteOn })
    .where(and(eq(retentionCycles.workspaceId, workspaceId), eq(retentionCycles.deadline, key)));
}

/**
 * Workspaces with cases whose deadline (the paid term or the trial, plus its grace) falls before
 * `horizon`.
 */
export async function retentionCandidates(
  db: Db,
  horizon: string,
  grace: { trialDays: number; paidDays: number },
): Promise<{ id: string }[]> {
  return db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(
      and(
        sql`exists (select 1 from ${cases} where ${cases.workspaceId} = ${workspaces.id})`,
        sql`coalesce(${workspaces.paidUntil} + interval '${sql.raw(String(grace.paidDays))} days', ${workspaces.trialEndsAt} + interval '${sql.raw(String(grace.trialDays))} days') <= ${horizon}::timestamptz`,
      ),
    );
}
