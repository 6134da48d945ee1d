import type { casePaymentPlanSchema, settlementComparisonSchema } from "@owed/domain";
import type { z } from "zod";

/** A case's plan as the API answers it: terms, schedule, state and projection. */
export type CasePaymentPlan = z.output<typeof casePaymentPlanSchema>;
export type Installment = CasePaymentPlan["schedule"][number];
export type PlanProjection = NonNullable<CasePaymentPlan["projection"]>;
export type SettlementComparison = z.output<typeof settlementComparisonSchema>;
