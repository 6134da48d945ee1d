import type { LedgerTransaction, TransactionType } from "@owed/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cases, clients } from "../../db/schema/index.ts";
import { isUuid } from "../accounts/tokens.ts";
import type { CaseTermsColumns } from "../cases/case-figures.ts";

// The portfolio's reads (docs/portfolio.md, "The portfolio"): the stamps of a workspace's cases,
// read on every request that finds the docket changed, and the terms and ledgers of the cases whose
// figures must be worked out again. Both come back as few rows as possible (one text for the
// stamps, one row a case with its ledger as text): at 10,000 cases of 20 entries, reading 200,000
// rows one by one cost PGlite seconds.

/**
 * A case's stamp: its version (bumped by every write to it or its transactions) and its row's
 * `xmin` (the transaction that last wrote the row). Together they change with any write to the
 * row, even one made by hand that forgot the version.
 */
const stampOf = sql`${cases.version}::text || ':' || ${cases}.xmin::text`;

/** Every case of the workspace with its stamp, read as one text. */
export async function caseStamps(db: Db, workspaceId: string): Promise<Map<string, string>> {
  const [row] = await db
    .select({ all: sql<string | null>`string_agg(${cases.id}::text || ' ' || ${stampOf}, ',')` })
    .from(cases)
    .where(eq(cases.workspaceId, workspaceId));
  const stamps = new Map<string, string>();
  if (!row?.all) return stamps;
  for (const item of row.all.split(",")) {
    const space = item.indexOf(" ");
    stamps.set(item.slice(0, space), item.slice(space + 1));
  }
  return stamps;
}

/** The workspace's clients' names by id. */
export async function clientNames(db: Db, workspaceId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(eq(clients.workspaceId, workspaceId));
  return new Map(rows.map((r) => [r.id, r.name]));
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
  id: string;
  stamp: string;
  caseName: string;
  courtCaseNumber: string;
  clientId: string | null;
  jurisdiction: string | null;
  terms: CaseTermsColumns;
  transactions: LedgerTransaction[];
}

/**
 * Cases read per statement: a list of ids is one bound parameter each, so a long list is read in
 * slices. Each slice costs what its cases' ledgers cost, so a request that needs a tenth of a
 * large docket reads a tenth of its ledgers, not all of them.
 */
const IDS_PER_READ = 500;

/** A ledger as `type date amount sequence` entries joined by commas, back into transactions. */
function parseLedger(text: string | null): LedgerTransaction[] {
  if (!text) return [];
  return text.split(",").map((entry) => {
    const [type, date, amount, sequence] = entry.split(" ") as [string, string, string, string];
    return {
      type: type as TransactionType,
      date,
      amount: BigInt(amount),
      sequence: Number(sequence),
    };
  });
}

/**
 * The terms and ledgers of the given cases of the workspace, one row a case (its ledger as text,
 * in ledger order). The stamp is read in the same statement as the ledger, so the figures worked
 * out from them belong to that stamp. A case deleted meanwhile is simply absent.
 */
export async function caseLedgers(
  db: Db,
  workspaceId: string,
  caseIds: readonly string[],
): Promise<CaseLedger[]> {
  const read: CaseLedger[] = [];
  for (let start = 0; start < caseIds.length; start += IDS_PER_READ) {
    read.push(...(await ledgersOf(db, workspaceId, caseIds.slice(start, start + IDS_PER_READ))));
  }
  return read;
}

async function ledgersOf(
  db: Db,
  workspaceId: string,
  caseIds: readonly string[],
): Promise<CaseLedger[]> {
  const rows = await db
    .select({
      id: cases.id,
      stamp: sql<string>`${stampOf}`,
      caseName: cases.caseName,
      courtCaseNumber: cases.courtCaseNumber,
      clientId: cases.clientId,
      jurisdiction: cases.jurisdiction,
      judgmentAmount: cases.judgmentAmount,
      judgmentDate: cases.judgmentDate,
      rateSchedule: cases.rateSchedule,
      interestRate: cases.interestRate,
      compounding: cases.compounding,
      dayCount: cases.dayCount,
      perDiemRounding: cases.perDiemRounding,
      costTreatment: cases.costTreatment,
      creditingOrder: cases.creditingOrder,
      interestFrom: cases.interestFrom,
      nonInterestBearing: cases.nonInterestBearing,
      ledger: sql<string | null>`(
        select string_agg(t.type || ' ' || t.date::text || ' ' || t.amount::text || ' ' || t.sequence::text, ',' order by t.date, t.sequence)
        from transactions t where t.case_id = "cases"."id")`,
    })
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), inArray(cases.id, [...caseIds])));
  return rows.map(
    ({ id, stamp, caseName, courtCaseNumber, clientId, jurisdiction, ledger, ...terms }) => ({
      id,
      stamp,
      caseName,
      courtCaseNumber,
      clientId,
      jurisdiction,
      terms,
      transactions: parseLedger(ledger),
    }),
  );
}
