import type { CalendarDate, LedgerTransaction } from "@owed/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CaseRow, cases, clients, transactions } from "../../db/schema/index.ts";
import { isUuid } from "../accounts/tokens.ts";

// The portfolio's reads (docs/portfolio.md, "The portfolio"): the narrow list of a workspace's
// cases read on every request, and the terms and ledgers of the cases whose figures must be
// worked out again, in one query each however many there are.

/** What every portfolio request reads of each case: enough to know whether its figures changed. */
export interface PortfolioCaseRow {
  id: string;
  /**
   * The case's version (bumped by every write to it or its transactions) and its row's `xmin`
   * (the transaction that last wrote the row): together they change with any write to the row,
   * even one made by hand that forgot the version.
   */
  stamp: string;
  caseName: string;
  courtCaseNumber: string;
  clientId: string | null;
  clientName: string | null;
  jurisdiction: string | null;
  judgmentDate: CalendarDate;
}

export async function portfolioCaseRows(db: Db, workspaceId: string): Promise<PortfolioCaseRow[]> {
  return db
    .select({
      id: cases.id,
      stamp: sql<string>`${cases.version} || ':' || ${cases}.xmin::text`,
      caseName: cases.caseName,
      courtCaseNumber: cases.courtCaseNumber,
      clientId: cases.clientId,
      clientName: clients.name,
      jurisdiction: cases.jurisdiction,
      judgmentDate: cases.judgmentDate,
    })
    .from(cases)
    .leftJoin(clients, eq(clients.id, cases.clientId))
    .where(eq(cases.workspaceId, workspaceId));
}

/** The workspace's client, or undefined (another workspace's client is not found either). */
export async function portfolioClient(
  db: Db,
  workspaceId: string,
  clientId: string,
): Promise<{ id: string; name: string } | undefined> {
  if (!isUuid(clientId)) return undefined;
  const [row] = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)));
  return row;
}

export interface CaseLedger {
  row: CaseRow;
  stamp: string;
  transactions: LedgerTransaction[];
}

/** Past this many cases, the whole workspace's ledgers are read rather than a list of ids. */
const BY_ID_LIMIT = 500;

/**
 * The terms and ledgers of the given cases of the workspace, in two queries (cases, then all their
 * transactions in ledger order). A case deleted meanwhile is simply absent.
 */
export async function caseLedgers(
  db: Db,
  workspaceId: string,
  caseIds: readonly string[],
): Promise<CaseLedger[]> {
  if (caseIds.length === 0) return [];
  const whole = caseIds.length > BY_ID_LIMIT;
  const caseFilter = whole
    ? eq(cases.workspaceId, workspaceId)
    : and(eq(cases.workspaceId, workspaceId), inArray(cases.id, [...caseIds]));
  const rows = await db
    .select({ row: cases, stamp: sql<string>`${cases.version} || ':' || ${cases}.xmin::text` })
    .from(cases)
    .where(caseFilter);
  const entries = await db
    .select({
      caseId: transactions.caseId,
      id: transactions.id,
      type: transactions.type,
      date: transactions.date,
      amount: transactions.amount,
      sequence: transactions.sequence,
    })
    .from(transactions)
    .innerJoin(cases, eq(cases.id, transactions.caseId))
    .where(caseFilter)
    .orderBy(asc(transactions.caseId), asc(transactions.date), asc(transactions.sequence));
  const byCase = new Map<string, LedgerTransaction[]>();
  for (const { caseId, ...entry } of entries) {
    const list = byCase.get(caseId);
    if (list) list.push(entry);
    else byCase.set(caseId, [entry]);
  }
  const wanted = whole ? new Set(caseIds) : null;
  return rows
    .filter(({ row }) => !wanted || wanted.has(row.id))
    .map(({ row, stamp }) => ({ row, stamp, transactions: byCase.get(row.id) ?? [] }));
}
