import { z } from "zod";
import { amountInputError, rateInputError } from "../interest/validators.ts";
import { refuseControlCharacters } from "../schemas/text.ts";
import { envelope, isoDateText, moneyText } from "./envelope.ts";

// Payment plans and the balance chart (docs/letters-and-plans.md): an installment plan agreed with
// the debtor, its schedule matched to the ledger's payments, its state, the engine's projection of
// when the judgment is paid under it, a lump-sum settlement weighed against it, and the balance
// over time the case page draws.

export const PLAN_FREQUENCIES = ["weekly", "biweekly", "monthly"] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];
export const PLAN_FREQUENCY_LABELS: Record<PlanFrequency, string> = {
  weekly: "Weekly",
  biweekly: "Every two weeks",
  monthly: "Monthly",
};
/** "a week", "two weeks", "a month": in "at least $214.07 a month just to cover interest". */
export const PLAN_PERIOD_WORDS: Record<PlanFrequency, string> = {
  weekly: "a week",
  biweekly: "every two weeks",
  monthly: "a month",
};

export const PLAN_STATES = ["current", "late", "defaulted", "completed"] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export const PLAN_STATE_LABELS: Record<PlanState, string> = {
  current: "Current",
  late: "Late",
  defaulted: "Defaulted",
  completed: "Completed",
};

/**
 * An installment's standing on a day: `upcoming` (not yet due, nothing on it), `partial` (not yet
 * due, or within its grace days, and partly paid), `late` (past due, within grace, unpaid), `missed`
 * (grace over and not fully paid), `paid` (fully paid by the end of its grace days), `paid-late`
 * (fully paid after them).
 */
export const INSTALLMENT_STATUSES = [
  "upcoming",
  "partial",
  "late",
  "missed",
  "paid",
  "paid-late",
] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];
export const INSTALLMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  upcoming: "Upcoming",
  partial: "Partly paid",
  late: "Late",
  missed: "Missed",
  paid: "Paid",
  "paid-late": "Paid late",
};

const planDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(10, `Enter a valid ${label.toLowerCase()} like 2026-12-01.`)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value.trim()),
      `Enter a valid ${label.toLowerCase()} like 2026-12-01.`,
    )
    .transform((value) => value.trim());

const amountText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .max(40, `${label} must be at most 40 characters.`)
    .superRefine((value, ctx) => {
      const message = amountInputError(value, label);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value.trim());

/** A plan as the user agrees it. */
export const paymentPlanRequest = z.strictObject({
  installment: amountText("Installment amount"),
  frequency: z.enum(PLAN_FREQUENCIES, { error: "Choose weekly, every two weeks or monthly." }),
  firstDue: planDate("First due date"),
  graceDays: z
    .number({ error: "Enter the grace days as a whole number." })
    .int("Enter the grace days as a whole number.")
    .min(0, "Grace days cannot be negative.")
    .max(30, "Grace days must be at most 30."),
  missedToDefault: z
    .number({ error: "Enter how many missed installments end the plan." })
    .int("Enter how many missed installments end the plan as a whole number.")
    .min(1, "At least 1 missed installment ends the plan.")
    .max(12, "At most 12 missed installments may end the plan."),
  note: z
    .string({ error: "Note must be text." })
    .max(500, "Note must be at most 500 characters.")
    .superRefine(refuseControlCharacters("Note", { multiline: true }))
    .transform((value) => value.trim())
    .default(""),
});
export type PaymentPlanRequest = z.input<typeof paymentPlanRequest>;

export const paymentPlanSchema = z.strictObject({
  id: z.string(),
  caseId: z.string(),
  installment: moneyText,
  frequency: z.enum(PLAN_FREQUENCIES),
  firstDue: isoDateText,
  graceDays: z.number().int(),
  missedToDefault: z.number().int(),
  agreedOn: isoDateText,
  note: z.string(),
});

export const installmentSchema = z.strictObject({
  /** From 1. */
  number: z.number().int(),
  due: isoDateText,
  /** The last day of its grace. */
  graceEnds: isoDateText,
  amount: moneyText,
  /** What the case's payments put on it (payments fill installments in order; excess carries). */
  paid: moneyText,
  /** The day it was fully paid, or null. */
  paidOn: isoDateText.nullable(),
  status: z.enum(INSTALLMENT_STATUSES),
});

/** Under the plan from today: every installment from now on paid in full on its due date. */
export const planProjectionSchema = z.strictObject({
  from: isoDateText,
  /** The day the last installment pays the judgment off. */
  paidOffOn: isoDateText,
  installments: z.number().int(),
  /** The last installment: what is left, at most the installment. */
  finalInstallment: moneyText,
  totalPaid: moneyText,
  /** Interest the plan's payments pay, in all. */
  interestPaid: moneyText,
  /** Each projected payment with what the engine applies it to. */
  payments: z.array(
    z.strictObject({
      date: isoDateText,
      amount: moneyText,
      toInterest: moneyText,
      toPrincipal: moneyText,
      toCosts: moneyText,
      balanceAfter: moneyText,
    }),
  ),
  /** A projection that runs past the judgment's enforceable life says so. */
  warnings: z.array(z.string()),
});
export type PlanProjection = z.output<typeof planProjectionSchema>;

export const casePaymentPlanSchema = z.strictObject({
  asOf: isoDateText,
  plan: paymentPlanSchema.nullable(),
  state: z.enum(PLAN_STATES).nullable(),
  /** Installments due so far, then the next few ahead. */
  schedule: z.array(installmentSchema),
  missedCount: z.number().int(),
  projection: planProjectionSchema.nullable(),
});
export const casePaymentPlanResponse = envelope(casePaymentPlanSchema);

/** The dashboard's view of every plan in the workspace. */
export const planSummarySchema = z.strictObject({
  caseId: z.string(),
  state: z.enum(PLAN_STATES),
  missedCount: z.number().int(),
  /** The next installment not fully paid, or null when completed or defaulted. */
  nextDue: isoDateText.nullable(),
  nextAmount: moneyText.nullable(),
});
export const planSummaryListResponse = envelope(
  z.strictObject({ asOf: isoDateText, plans: z.array(planSummarySchema) }),
);

export const settlementRequest = z.strictObject({
  lumpSum: amountText("Lump sum"),
  /** The day the lump sum would be paid; today when absent. */
  on: planDate("Settlement date").optional(),
  /** The rate a dollar today is worth more than a dollar later, in percent a year. */
  discountRatePercent: z
    .string({ error: "Discount rate is required." })
    .max(20, "Discount rate must be at most 20 characters.")
    .superRefine((value, ctx) => {
      const message = rateInputError(value, "Discount rate");
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((value) => value.trim()),
  /** Terms to weigh instead of the case's own plan (a plan being negotiated). */
  plan: paymentPlanRequest.optional(),
});
export type SettlementRequest = z.input<typeof settlementRequest>;

export const settlementComparisonSchema = z.strictObject({
  on: isoDateText,
  lumpSum: moneyText,
  discountRatePercent: z.string(),
  /** The payoff on `on`: what the lump sum forgives is the difference. */
  payoffOn: moneyText,
  planTotal: moneyText,
  planPaidOffOn: isoDateText,
  /** The plan's payments in money of `on`, discounted at the rate. */
  planPresentValue: moneyText,
  /** lumpSum − planPresentValue: positive when the lump sum is worth more. */
  difference: moneyText,
  better: z.enum(["lump-sum", "plan", "equal"]),
  /** The answer in a sentence. */
  sentence: z.string(),
});
export const settlementComparisonResponse = envelope(settlementComparisonSchema);

// The balance chart -------------------------------------------------------------------------------

export const BALANCE_EVENT_KINDS = ["payment", "cost", "rate-change", "renewal"] as const;

export const balanceChartSchema = z.strictObject({
  asOf: isoDateText,
  /** Principal, unpaid interest and separate costs on each date, oldest first. */
  points: z.array(
    z.strictObject({
      date: isoDateText,
      principal: moneyText,
      interest: moneyText,
      costs: moneyText,
      /** After today: the plan's projection (drawn dashed). */
      projected: z.boolean(),
    }),
  ),
  events: z.array(
    z.strictObject({
      date: isoDateText,
      kind: z.enum(BALANCE_EVENT_KINDS),
      /** The payment or cost; null for a rate change or renewal. */
      amount: moneyText.nullable(),
      /** "Payment $500.00", "Rate 10% → 7.5%", "Judgment renewed". */
      label: z.string(),
    }),
  ),
});
export const balanceChartResponse = envelope(balanceChartSchema);
