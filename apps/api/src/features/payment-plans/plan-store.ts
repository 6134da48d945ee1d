import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  type CaseRow,
  cases,
  type PaymentPlanRow,
  paymentPlans,
  type TransactionRow,
  transactions,
} from "../../db/schema/index.ts";

// The payment plans' store (docs/letters-and-plans.md, "Payment plans"): one plan per case,
// replaced whole when its terms change (a new id, so missed-installment notices start again),
// deleted when it ends. Queries only; what a missing row means is the use cases' to say.

export type NewPlanRow = Omit<typeof paymentPlans.$inferInsert, "id" | "createdAt">;

/** The case's plan, if it has one. */
export async function planOfCase(
  db: Db | Tx,
  workspaceId: string,
  caseId: string,
): Promise<PaymentPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.workspaceId, workspaceId), eq(paymentPlans.caseId, caseId)));
  return row;
}

/** Puts `values` in place of the case's plan (if any); answers the new row. */
export async function replacePlan(tx: Tx, values: NewPlanRow): Promise<PaymentPlanRow> {
  await tx.delete(paymentPlans).where(eq(paymentPlans.caseId, values.caseId));
  const [inserted] = await tx.insert(paymentPlans).values(values).returning();
  return inserted as PaymentPlanRow;
}

/** Changes only the plan's note: the same plan, its id, agreement day and notices kept. */
export async function setPlanNote(tx: Tx, planId: string, note: string): Promise<PaymentPlanRow> {
  const [updated] = await tx
    .update(paymentPlans)
    .set({ note })
    .where(eq(paymentPlans.id, planId))
    .returning();
  return updated as PaymentPlanRow;
}

export async function deletePlan(tx: Tx, planId: string): Promise<void> {
  await tx.delete(paymentPlans).where(eq(paymentPlans.id, planId));
}

/**
 * Every plan of the workspace with its case, for the cases that still exist (a deleted case's plan
 * waits for the case to be restored).
 */
export async function plansWithCases(
  db: Db,
  workspaceId: string,
): Promise<{ plan: PaymentPlanRow; row: CaseRow }[]> {
  const found = await db
    .select({ plan: paymentPlans, row: cases })
    .from(paymentPlans)
    .innerJoin(cases, eq(cases.id, paymentPlans.caseId))
    .where(and(eq(paymentPlans.workspaceId, workspaceId), eq(cases.workspaceId, workspaceId)));
  return found;
}

/** The payments of these cases, by case id (one query for the dashboard and the notices). */
export async function paymentsByCase(
  db: Db,
  caseIds: readonly string[],
): Promise<Map<string, TransactionRow[]>> {
  const byCase = new Map<string, TransactionRow[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await db
    .select()
    .from(transactions)
    .where(and(inArray(transactions.caseId, [...caseIds]), eq(transactions.type, "PAYMENT")));
  for (const row of rows) {
    const list = byCase.get(row.caseId) ?? [];
    list.push(row);
    byCase.set(row.caseId, list);
  }
  return byCase;
}
