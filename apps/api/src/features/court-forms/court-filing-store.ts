import type { CalendarDate, CourtFormId } from "@owed/domain";
import { and, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  type CourtFilingKind,
  type CourtFilingRow,
  cases,
  courtFilings,
  type TransactionRow,
  transactions,
} from "../../db/schema/index.ts";

// The court filings' store (docs/court-forms.md, "Filings"): the filings recorded on a case, the
// writs whose levy deadlines join the deadlines, and the costs a memorandum makes allowed. What a
// refusal means is the use cases' to say.

/** A case's filings, newest first. */
export function filingsOfCase(
  db: Db | Tx,
  workspaceId: string,
  caseId: string,
): Promise<CourtFilingRow[]> {
  return db
    .select()
    .from(courtFilings)
    .where(and(eq(courtFilings.workspaceId, workspaceId), eq(courtFilings.caseId, caseId)))
    .orderBy(desc(courtFilings.on), desc(courtFilings.createdAt));
}

/** The same filing already recorded (same case, kind and day), if any. */
export async function sameFiling(
  tx: Tx,
  caseId: string,
  kind: CourtFilingKind,
  on: CalendarDate,
): Promise<CourtFilingRow | undefined> {
  const [found] = await tx
    .select()
    .from(courtFilings)
    .where(
      and(eq(courtFilings.caseId, caseId), eq(courtFilings.kind, kind), eq(courtFilings.on, on)),
    );
  return found;
}

export async function insertFiling(
  tx: Tx,
  values: {
    id: string;
    workspaceId: string;
    caseId: string;
    form: CourtFormId;
    kind: CourtFilingKind;
    on: CalendarDate;
    figures: unknown;
    actorId: string | null;
    createdAt: Date;
  },
): Promise<CourtFilingRow> {
  const [row] = await tx.insert(courtFilings).values(values).returning();
  return row as CourtFilingRow;
}

/**
 * Marks the case's costs dated on or before `on` that no memorandum or user allowed yet as
 * allowed by this filing; answers the rows as they were before (what the memorandum claimed).
 */
export async function allowClaimedCosts(
  tx: Tx,
  caseId: string,
  claimedIds: readonly string[],
  on: CalendarDate,
  filingId: string,
): Promise<TransactionRow[]> {
  if (claimedIds.length === 0) return [];
  const claimed = and(
    eq(transactions.caseId, caseId),
    eq(transactions.type, "COST"),
    inArray(transactions.id, [...claimedIds]),
    isNull(transactions.costAllowedOn),
    lte(transactions.date, on),
  );
  const before = await tx.select().from(transactions).where(claimed);
  if (before.length === 0) return [];
  await tx
    .update(transactions)
    .set({ costAllowedOn: on, costMemorandumId: filingId })
    .where(claimed);
  return before;
}

/** The writs recorded as issued on a workspace's cases (existing cases only), by case. */
export async function writsByCase(
  db: Db,
  workspaceId: string,
): Promise<Map<string, { id: string; issuedOn: CalendarDate }[]>> {
  const rows = await db
    .select({ id: courtFilings.id, caseId: courtFilings.caseId, on: courtFilings.on })
    .from(courtFilings)
    .innerJoin(cases, eq(cases.id, courtFilings.caseId))
    .where(and(eq(courtFilings.workspaceId, workspaceId), eq(courtFilings.kind, "writ-issued")));
  const byCase = new Map<string, { id: string; issuedOn: CalendarDate }[]>();
  for (const row of rows) {
    byCase.set(row.caseId, [...(byCase.get(row.caseId) ?? []), { id: row.id, issuedOn: row.on }]);
  }
  return byCase;
}

/** One case's recorded writs. */
export async function writsOfCase(
  db: Db,
  workspaceId: string,
  caseId: string,
): Promise<{ id: string; issuedOn: CalendarDate }[]> {
  const rows = await db
    .select({ id: courtFilings.id, on: courtFilings.on })
    .from(courtFilings)
    .where(
      and(
        eq(courtFilings.workspaceId, workspaceId),
        eq(courtFilings.caseId, caseId),
        eq(courtFilings.kind, "writ-issued"),
      ),
    );
  return rows.map((row) => ({ id: row.id, issuedOn: row.on }));
}
