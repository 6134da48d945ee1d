import type { WorkspaceRole } from "@owed/domain";
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Db, retryOnConflict, type Tx } from "../../db/client.ts";
import {
  type CaseRow,
  cases,
  clients,
  docketVersions,
  type TransactionRow,
  transactions,
  type WorkspaceRow,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";
import { isUuid } from "../accounts/tokens.ts";
import { createHistoryStore } from "./case-history-store.ts";

// The docket's store: queries, locks and snapshot writes, nothing else. It answers with rows, or
// undefined where there is none; what a missing row means to the user is the use cases' to say
// (case-use-cases.ts, transaction-use-cases.ts).

export type { Tx };

/**
 * A case with the name of its client now (docs/portfolio.md), joined here from the schema so the
 * cases never depend on the clients feature (which depends on them).
 */
export type NamedCaseRow = CaseRow & { clientName: string | null };

const namedCaseColumns = { ...getTableColumns(cases), clientName: clients.name };

/**
 * The workspace's client, held `for key share` until the write ends so it cannot be deleted under
 * a case being given it; undefined when the workspace has no such client.
 */
export async function lockClient(
  tx: Tx,
  workspaceId: string,
  clientId: string,
): Promise<{ id: string; name: string } | undefined> {
  if (!isUuid(clientId)) return undefined;
  const [found] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .for("key share");
  return found;
}

/** The name of a client by id, null for none (a history entry shows a case's client by name). */
export async function clientNameIn(tx: Tx | Db, clientId: string | null): Promise<string | null> {
  if (clientId === null) return null;
  const [found] = await tx
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  return found?.name ?? null;
}

/**
 * The first step of every write to a docket, so that all of them take their locks in one order:
 * the workspace's row, its docket_versions row, and only then cases and transactions. The version triggers (migration 0005) update that
 * docket_versions row with `INSERT ... ON CONFLICT`; when two writes to one docket reached it from
 * different cases, each already holding other rows, PostgreSQL found them waiting on each other
 * and aborted one (docs/decisions/008-security.md). Holding the row from the start makes a
 * docket's writes queue here instead, and the triggers then find it already theirs.
 *
 * The workspace row is taken `for key share` (enough to stop it being deleted under us) or
 * `for update` where the caller counts the workspace's cases (the Starter limit, race-safe).
 * Answers the workspace's plan (docs/workspaces.md, "Plans"), or undefined when the workspace
 * no longer exists.
 */
export async function lockDocket(
  tx: Tx,
  workspaceId: string,
  lock: "key share" | "update" = "key share",
): Promise<{ plan: Pick<WorkspaceRow, "paidUntil"> } | undefined> {
  const [workspace] = await tx
    .select({ paidUntil: workspaces.paidUntil })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for(lock);
  if (!workspace) return undefined;
  const held = () =>
    tx
      .select({ workspaceId: docketVersions.workspaceId })
      .from(docketVersions)
      .where(eq(docketVersions.workspaceId, workspaceId))
      .for("update");
  if ((await held()).length === 0) {
    // A docket's first write: make the row, so there is one to hold. Versions come from the
    // triggers' sequence, so this one is never a version some other docket had.
    await tx
      .insert(docketVersions)
      .values({ workspaceId, version: sql`nextval('owed_docket_version_seq')` })
      .onConflictDoNothing();
    await held();
  }
  return { plan: workspace };
}

/** The workspace's case, locked for the rest of the write; undefined when it is not there. */
export async function lockCase(
  tx: Tx,
  workspaceId: string,
  caseId: string,
): Promise<CaseRow | undefined> {
  if (!isUuid(caseId)) return undefined;
  const [row] = await tx
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.workspaceId, workspaceId)))
    .for("update");
  return row;
}

/** The workspace's cases that are not ended: what the free plan's limit counts. */
export async function countActiveCases(tx: Tx | Db, workspaceId: string): Promise<number> {
  const [active] = await tx
    .select({ n: count() })
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.isEnded, false)));
  return active?.n ?? 0;
}

export type NewCaseRow = Omit<typeof cases.$inferInsert, "id">;
export type TransactionFields = Pick<
  typeof transactions.$inferInsert,
  | "type"
  | "amount"
  | "date"
  | "description"
  | "costCategory"
  | "costNote"
  | "costAllowedOn"
  | "costMemorandumId"
>;
export type CaseChange = Partial<
  Omit<typeof cases.$inferInsert, "id" | "workspaceId" | "snapshot" | "version" | "createdAt">
>;

export async function insertCase(tx: Tx, values: NewCaseRow): Promise<CaseRow> {
  const [inserted] = await tx.insert(cases).values(values).returning();
  return inserted as CaseRow;
}

/** Changes a case's stored fields (not its figures: `recompute` sets those). */
export async function updateCase(tx: Tx, caseId: string, change: CaseChange): Promise<CaseRow> {
  const [updated] = await tx
    .update(cases)
    .set({ ...change, version: sql`${cases.version} + 1` })
    .where(eq(cases.id, caseId))
    .returning();
  return updated as CaseRow;
}

/** Deletes the case; its transactions go with it (foreign key cascade, same statement). */
export async function deleteCase(tx: Tx, caseId: string): Promise<void> {
  await tx.delete(cases).where(eq(cases.id, caseId));
}

/** Rows written by one statement (recompute's update, the import's inserts). */
export const ROWS_PER_STATEMENT = 1000;

/** A transaction's ledger figures until `recompute`, in the same database transaction, sets them. */
export const NOT_YET_APPLIED = {
  calculatedInterest: 0n,
  appliedToInterest: 0n,
  appliedToPrincipal: 0n,
  newBalance: 0n,
  unpaidInterestAfter: 0n,
} as const;

/** Adds a transaction to the case and returns its id. */
export async function insertTransaction(
  tx: Tx,
  caseId: string,
  fields: TransactionFields,
  at: Date,
): Promise<string> {
  const [inserted] = await tx
    .insert(transactions)
    .values({ caseId, ...fields, ...NOT_YET_APPLIED, createdAt: at, updatedAt: at })
    .returning({ id: transactions.id });
  return (inserted as { id: string }).id;
}

export async function updateTransaction(
  tx: Tx,
  transactionId: string,
  fields: TransactionFields,
  at: Date,
): Promise<void> {
  await tx
    .update(transactions)
    .set({ ...fields, updatedAt: at })
    .where(eq(transactions.id, transactionId));
}

export async function deleteTransaction(tx: Tx, transactionId: string): Promise<void> {
  await tx.delete(transactions).where(eq(transactions.id, transactionId));
}

/** Under the case lock: the transaction was not deleted by a request that got the lock first. */
export async function transactionExists(
  tx: Tx,
  caseId: string,
  transactionId: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.caseId, caseId)));
  return found !== undefined;
}

/** A case's transactions in the order its ledger applies them (date, then entry). */
export async function ledgerRowsOf(tx: Tx, caseId: string): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(eq(transactions.caseId, caseId))
    .orderBy(asc(transactions.date), asc(transactions.sequence));
}

/** The figures the ledger gives one transaction, under their column names. */
export type TransactionFigures = Pick<
  TransactionRow,
  | "id"
  | "calculatedInterest"
  | "appliedToInterest"
  | "appliedToPrincipal"
  | "newBalance"
  | "unpaidInterestAfter"
  | "appliedToCosts"
  | "costBalanceAfter"
>;

/**
 * Stores transactions' figures: one statement per batch of rows, not one round trip each. Batches
 * stay well under PostgreSQL's 65,535 bound parameters per statement (8 per row), whatever the
 * ledger's length.
 */
export async function storeTransactionFigures(
  tx: Tx,
  rows: readonly TransactionFigures[],
): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const values = sql.join(
      rows
        .slice(from, from + ROWS_PER_STATEMENT)
        .map(
          (r) =>
            sql`(${r.id}::uuid, ${r.calculatedInterest}::bigint, ${r.appliedToInterest}::bigint, ${r.appliedToPrincipal}::bigint, ${r.newBalance}::bigint, ${r.unpaidInterestAfter}::bigint, ${r.appliedToCosts}::bigint, ${r.costBalanceAfter}::bigint)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`
      update transactions as t set
        calculated_interest = v.ci, applied_to_interest = v.ai, applied_to_principal = v.ap,
        new_balance = v.nb, unpaid_interest_after = v.ui, applied_to_costs = v.ac,
        cost_balance_after = v.cb
      from (values ${values}) as v(id, ci, ai, ap, nb, ui, ac, cb)
      where t.id = v.id`);
  }
}

/** Stores a case's replayed figures (its snapshot, and whether it is satisfied); bumps its version. */
export async function storeCaseFigures(
  tx: Tx,
  caseId: string,
  figures: Pick<CaseRow, "snapshot" | "isEnded" | "endedOn">,
  now: Date,
): Promise<CaseRow> {
  const [updated] = await tx
    .update(cases)
    .set({ ...figures, version: sql`${cases.version} + 1`, updatedAt: now })
    .where(eq(cases.id, caseId))
    .returning();
  return updated as CaseRow;
}

async function namedRow(db: Db, row: CaseRow): Promise<NamedCaseRow> {
  return { ...row, clientName: await clientNameIn(db, row.clientId) };
}

function clientNamesOf(db: Db, workspaceId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.workspaceId, workspaceId));
}

export function createDocketStore(db: Db) {
  return {
    history: createHistoryStore(db),

    /**
     * Runs a write in one database transaction. It runs whole again if PostgreSQL still aborts it
     * as a deadlock or serialization failure; the work inside is all database work, so a second
     * run is safe.
     */
    write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return retryOnConflict(() => db.transaction(work));
    },

    async listCases(workspaceId: string): Promise<NamedCaseRow[]> {
      return db
        .select(namedCaseColumns)
        .from(cases)
        .leftJoin(clients, eq(clients.id, cases.clientId))
        .where(eq(cases.workspaceId, workspaceId))
        .orderBy(desc(cases.createdAt), desc(cases.id));
    },

    async findCase(workspaceId: string, caseId: string): Promise<NamedCaseRow | undefined> {
      if (!isUuid(caseId)) return undefined;
      const [row] = await db
        .select(namedCaseColumns)
        .from(cases)
        .leftJoin(clients, eq(clients.id, cases.clientId))
        .where(and(eq(cases.id, caseId), eq(cases.workspaceId, workspaceId)));
      return row;
    },

    /** The workspace's clients' ids and names (the CSV import matches a Client cell by name). */
    clientNames: (workspaceId: string) => clientNamesOf(db, workspaceId),

    /** A case just written, with its client's name as the answers show it. */
    named: (row: CaseRow) => namedRow(db, row),

    async listTransactions(caseId: string): Promise<TransactionRow[]> {
      return db
        .select()
        .from(transactions)
        .where(eq(transactions.caseId, caseId))
        .orderBy(asc(transactions.date), asc(transactions.sequence));
    },

    /** The dates of the renewals recorded on the workspace's cases, by case (judgment deadlines). */
    async listRenewals(workspaceId: string): Promise<Map<string, string[]>> {
      const rows = await db
        .select({ caseId: transactions.caseId, date: transactions.date })
        .from(transactions)
        .innerJoin(cases, eq(cases.id, transactions.caseId))
        .where(and(eq(cases.workspaceId, workspaceId), eq(transactions.type, "RENEWAL")));
      const byCase = new Map<string, string[]>();
      for (const row of rows) byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), row.date]);
      return byCase;
    },

    /** Switches a case's deadline reminders off or on; false when it is not in the workspace. */
    async setRemindersMuted(workspaceId: string, caseId: string, muted: boolean): Promise<boolean> {
      if (!isUuid(caseId)) return false;
      const updated = await db
        .update(cases)
        .set({ remindersMuted: muted })
        .where(and(eq(cases.id, caseId), eq(cases.workspaceId, workspaceId)))
        .returning({ id: cases.id });
      return updated.length === 1;
    },

    /**
     * The workspaces a user belongs to, with one of `roles` if given: what a reminder or a
     * calendar feed, which act for the person rather than for one workspace, reads.
     */
    async workspacesOf(userId: string, roles?: readonly WorkspaceRole[]): Promise<string[]> {
      const rows = await db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(
          roles
            ? and(eq(workspaceMembers.userId, userId), inArray(workspaceMembers.role, [...roles]))
            : eq(workspaceMembers.userId, userId),
        )
        .orderBy(asc(workspaceMembers.workspaceId));
      return rows.map((row) => row.id);
    },

    /** The plan the workspace is on, read outside a write (a dry run's plan check). */
    async planOf(workspaceId: string): Promise<Pick<WorkspaceRow, "paidUntil">> {
      const [row] = await db
        .select({ paidUntil: workspaces.paidUntil })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      return row ?? { paidUntil: null };
    },

    /** Cases that are not ended, read outside a write (a dry run's plan check). */
    activeCaseCount: (workspaceId: string): Promise<number> => countActiveCases(db, workspaceId),

    async docketVersion(workspaceId: string): Promise<number> {
      const [row] = await db
        .select({ version: docketVersions.version })
        .from(docketVersions)
        .where(eq(docketVersions.workspaceId, workspaceId));
      return row?.version ?? 0;
    },

    /** The transaction and its case, or undefined when either is not in the workspace. */
    async findTransaction(
      workspaceId: string,
      transactionId: string,
    ): Promise<{ transaction: TransactionRow; caseRow: CaseRow } | undefined> {
      if (!isUuid(transactionId)) return undefined;
      const [found] = await db
        .select({ transaction: transactions, caseRow: cases })
        .from(transactions)
        .innerJoin(cases, eq(cases.id, transactions.caseId))
        .where(and(eq(transactions.id, transactionId), eq(cases.workspaceId, workspaceId)));
      return found;
    },
  };
}

export type DocketStore = ReturnType<typeof createDocketStore>;

declare module "fastify" {
  interface FastifyInstance {
    docket: DocketStore;
  }
}

export const docketRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("docket", createDocketStore(app.db));
  },
  { name: "docket-repository" },
);

/** A case's transactions in ledger order (date, then entry order), read inside the write. */
export function caseTransactionsOf(tx: Tx, caseId: string): Promise<TransactionRow[]> {
  return tx
    .select()
    .from(transactions)
    .where(eq(transactions.caseId, caseId))
    .orderBy(asc(transactions.date), asc(transactions.sequence));
}

export async function transactionRowOf(
  tx: Tx,
  transactionId: string,
): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(transactions).where(eq(transactions.id, transactionId));
  return row;
}

/** A case by id in any workspace (the caller checks whose it is). */
export async function caseRowById(tx: Tx, caseId: string): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId));
  return row;
}

export async function setTransactionColumns(
  tx: Tx,
  transactionId: string,
  columns: Partial<typeof transactions.$inferInsert>,
): Promise<void> {
  await tx.update(transactions).set(columns).where(eq(transactions.id, transactionId));
}
