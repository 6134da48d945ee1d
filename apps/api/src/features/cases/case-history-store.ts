import {
  type CalendarDate,
  type HistoryAction,
  type Money,
  moneyToUnitsString,
} from "@owed/domain";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type CaseHistoryRow, caseHistory, users } from "../../db/schema/index.ts";

// Writing and reading a case's history (docs/history.md). Entries are written by the use cases in
// the same database transaction as the change they record, so a change and its entry are stored
// together or not at all.

export interface NewHistoryEntry {
  workspaceId: string;
  actorId: string | null;
  caseId: string;
  transactionId?: string | null;
  action: HistoryAction;
  at: Date;
  before?: unknown;
  after?: unknown;
  payoffBefore?: Money | null;
  payoffAfter?: Money | null;
  payoffDate: CalendarDate;
  undoes?: string | null;
}

const unitsOrNull = (value: Money | null | undefined) =>
  value === null || value === undefined ? null : moneyToUnitsString(value);

const historyRow = (entry: NewHistoryEntry) => ({
  workspaceId: entry.workspaceId,
  actorId: entry.actorId,
  caseId: entry.caseId,
  transactionId: entry.transactionId ?? null,
  action: entry.action,
  at: entry.at,
  before: entry.before ?? null,
  after: entry.after ?? null,
  payoffBefore: unitsOrNull(entry.payoffBefore),
  payoffAfter: unitsOrNull(entry.payoffAfter),
  payoffDate: entry.payoffDate,
  undoes: entry.undoes ?? null,
});

export async function recordHistory(tx: Tx, entry: NewHistoryEntry): Promise<string> {
  const [row] = await tx
    .insert(caseHistory)
    .values(historyRow(entry))
    .returning({ id: caseHistory.id });
  return (row as { id: string }).id;
}

/** Rows per statement of a batch of entries: each holds two copies of a case's values. */
const ENTRIES_PER_STATEMENT = 500;

/** Many entries of one change (a client deleted: one per case), in as few statements as fit. */
export async function recordHistories(tx: Tx, entries: readonly NewHistoryEntry[]): Promise<void> {
  for (let from = 0; from < entries.length; from += ENTRIES_PER_STATEMENT) {
    await tx
      .insert(caseHistory)
      .values(entries.slice(from, from + ENTRIES_PER_STATEMENT).map(historyRow));
  }
}

export type HistoryEntryWithActor = CaseHistoryRow & { actorName: string | null };

const actorName = sql<
  string | null
>`coalesce(nullif(${users.fullName}, ''), nullif(${users.username}, ''), ${users.email})`;

/** Entries read outside a write, newest first, with the name of who made each. */
export function createHistoryStore(db: Db) {
  const withActor = () =>
    db
      .select({ entry: caseHistory, actorName })
      .from(caseHistory)
      .leftJoin(users, eq(users.id, caseHistory.actorId));
  const flatten = (rows: { entry: CaseHistoryRow; actorName: string | null }[]) =>
    rows.map((r) => ({ ...r.entry, actorName: r.actorName }));

  return {
    async caseEntries(workspaceId: string, caseId: string): Promise<HistoryEntryWithActor[]> {
      return flatten(
        await withActor()
          .where(and(eq(caseHistory.workspaceId, workspaceId), eq(caseHistory.caseId, caseId)))
          .orderBy(desc(caseHistory.seq)),
      );
    },

    async entry(workspaceId: string, id: string): Promise<HistoryEntryWithActor | undefined> {
      const [found] = flatten(
        await withActor().where(
          and(eq(caseHistory.workspaceId, workspaceId), eq(caseHistory.id, id)),
        ),
      );
      return found;
    },

    /** The deletions of the owner's cases since `since`, newest first. */
    async caseDeletions(workspaceId: string, since: Date): Promise<HistoryEntryWithActor[]> {
      return flatten(
        await withActor()
          .where(
            and(
              eq(caseHistory.workspaceId, workspaceId),
              eq(caseHistory.action, "case.delete"),
              gte(caseHistory.at, since),
            ),
          )
          .orderBy(desc(caseHistory.seq)),
      );
    },

    /** The newest entry of each of these cases (to tell a deletion since undone or repeated). */
    async latestEntries(workspaceId: string, caseIds: readonly string[]) {
      if (caseIds.length === 0) return new Map<string, CaseHistoryRow>();
      const rows = await db
        .selectDistinctOn([caseHistory.caseId])
        .from(caseHistory)
        .where(
          and(eq(caseHistory.workspaceId, workspaceId), inArray(caseHistory.caseId, [...caseIds])),
        )
        .orderBy(caseHistory.caseId, desc(caseHistory.seq));
      return new Map(rows.map((r) => [r.caseId, r]));
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;

/** The newest delete entry of a case or transaction, among the workspace's entries. */
export async function newestDeletion(
  tx: Tx,
  workspaceId: string,
  action: "case.delete" | "transaction.delete",
  id: string,
): Promise<CaseHistoryRow | undefined> {
  const target = action === "case.delete" ? caseHistory.caseId : caseHistory.transactionId;
  const [found] = await tx
    .select()
    .from(caseHistory)
    .where(
      and(eq(caseHistory.workspaceId, workspaceId), eq(caseHistory.action, action), eq(target, id)),
    )
    .orderBy(desc(caseHistory.seq))
    .limit(1);
  return found;
}

export async function wasUndone(tx: Tx, entryId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: caseHistory.id })
    .from(caseHistory)
    .where(eq(caseHistory.undoes, entryId))
    .limit(1);
  return found !== undefined;
}

/** One entry of the workspace's history, by id. */
export async function historyEntryIn(
  tx: Tx,
  workspaceId: string,
  entryId: string,
): Promise<CaseHistoryRow | undefined> {
  const [entry] = await tx
    .select()
    .from(caseHistory)
    .where(and(eq(caseHistory.id, entryId), eq(caseHistory.workspaceId, workspaceId)));
  return entry;
}
