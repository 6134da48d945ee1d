import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { isUuid } from "../../db/ids.ts";
import {
  type ClientRow,
  cases,
  clients,
  type RemittancePeriodRow,
  remittancePeriods,
  transactions,
  users,
} from "../../db/schema/index.ts";
import { displayNameOf } from "../workspaces/workspace-store.ts";

// The remittance report's store (docs/portfolio.md, "The remittance report"): the client, its
// cases with their ledgers as the ledger applied them, and the periods closed for it. Queries
// only; what a missing row means is the use cases' to say.

/** The workspace's client, if it is one (another workspace's is not found either). */
export async function clientOf(
  db: Db | Tx,
  workspaceId: string,
  clientId: string,
): Promise<ClientRow | undefined> {
  if (!isUuid(clientId)) return undefined;
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)));
  return row;
}

export interface ClientCase {
  id: string;
  caseName: string;
  courtCaseNumber: string;
}

export interface LedgerLine {
  caseId: string;
  type: "PAYMENT" | "COST" | "RENEWAL";
  date: string;
  amount: bigint;
  appliedToInterest: bigint;
  appliedToPrincipal: bigint;
  appliedToCosts: bigint;
}

/**
 * The client's cases (by name) and every ledger line of theirs dated on or before `to`, in ledger
 * order (case, date, entry order): two queries whatever the number of cases.
 */
export async function clientLedgers(
  db: Db | Tx,
  workspaceId: string,
  clientId: string,
  to: string,
): Promise<{ cases: ClientCase[]; lines: LedgerLine[] }> {
  const owned = and(eq(cases.workspaceId, workspaceId), eq(cases.clientId, clientId));
  const found = await db
    .select({ id: cases.id, caseName: cases.caseName, courtCaseNumber: cases.courtCaseNumber })
    .from(cases)
    .where(owned)
    .orderBy(asc(cases.caseName), asc(cases.courtCaseNumber), asc(cases.id));
  if (found.length === 0) return { cases: [], lines: [] };
  const lines = await db
    .select({
      caseId: transactions.caseId,
      type: transactions.type,
      date: transactions.date,
      amount: transactions.amount,
      appliedToInterest: transactions.appliedToInterest,
      appliedToPrincipal: transactions.appliedToPrincipal,
      appliedToCosts: transactions.appliedToCosts,
    })
    .from(transactions)
    .innerJoin(cases, eq(cases.id, transactions.caseId))
    .where(and(owned, lte(transactions.date, to)))
    .orderBy(asc(transactions.caseId), asc(transactions.date), asc(transactions.sequence));
  return { cases: found, lines };
}

/** The client's closed periods, latest first. */
export function periodsOfClient(db: Db | Tx, clientId: string): Promise<RemittancePeriodRow[]> {
  return db
    .select()
    .from(remittancePeriods)
    .where(eq(remittancePeriods.clientId, clientId))
    .orderBy(desc(remittancePeriods.periodFrom));
}

export async function insertPeriod(
  tx: Tx,
  values: Omit<typeof remittancePeriods.$inferInsert, "id">,
): Promise<RemittancePeriodRow> {
  const [row] = await tx.insert(remittancePeriods).values(values).returning();
  return row as RemittancePeriodRow;
}

/** Deletes the client's period; false when it has no such period. */
export async function deletePeriod(tx: Tx, clientId: string, periodId: string): Promise<boolean> {
  if (!isUuid(periodId)) return false;
  const gone = await tx
    .delete(remittancePeriods)
    .where(and(eq(remittancePeriods.id, periodId), eq(remittancePeriods.clientId, clientId)))
    .returning({ id: remittancePeriods.id });
  return gone.length > 0;
}

/** Members' names as the member list shows them, by id (a member since deleted is absent). */
export async function memberNames(
  db: Db | Tx,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, displayNameOf(u)]));
}
