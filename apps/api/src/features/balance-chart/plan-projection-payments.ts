import {
  type CalendarDate,
  type Money,
  type ProjectedPayment,
  parseSnapshot,
  projectPlan,
} from "@owed/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type CaseRow, paymentPlans } from "../../db/schema/index.ts";
import { termsOf } from "../cases/case-figures.ts";

// The chart draws the plan's projection ahead of today (docs/letters-and-plans.md, "The balance
// chart"): the case's plan read straight from its table (the plans feature stores it), projected
// by the engine's projectPlan from the case's stored snapshot, exactly as the plan's own route
// projects it. A plan the engine refuses (does not cover interest, too long) draws no projection.

/** The payments the case's plan projects from `today`; none without a plan or a projection. */
export async function planProjectedPayments(
  db: Db,
  row: CaseRow,
  today: CalendarDate,
): Promise<readonly Pick<ProjectedPayment, "date" | "amount">[]> {
  const [plan] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.caseId, row.id), eq(paymentPlans.workspaceId, row.workspaceId)));
  if (!plan) return [];
  const outcome = projectPlan(
    termsOf(row),
    parseSnapshot(row.snapshot),
    { installment: plan.installment as Money, frequency: plan.frequency, firstDue: plan.firstDue },
    today,
  );
  return outcome.kind === "projected" ? outcome.projection.payments : [];
}
