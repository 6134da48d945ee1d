import type { z } from "zod";
import type {
  PaymentPlanRequest,
  PlanFrequency,
  paymentPlanRequest,
} from "../contracts/payment-plans.ts";
import { addDays, addMonths, type CalendarDate, toDayNumber } from "../dates/calendar-date.ts";
import { type Money, parsePositiveAmount } from "../money/money.ts";

/**
 * A payment plan as agreed with the debtor (docs/letters-and-plans.md, "Payment plans"): an
 * installment amount due every week, two weeks or month from the first due date, a few grace days
 * after each due date, and how many missed installments end the plan. `agreedOn` is the day it
 * was agreed: only payments from that day on count toward it.
 */
export interface PlanTerms {
  installment: Money;
  frequency: PlanFrequency;
  firstDue: CalendarDate;
  graceDays: number;
  missedToDefault: number;
  agreedOn: CalendarDate;
}

/**
 * How many installments fall due in a year: the "first year" the interest-cover check looks at
 * (docs/letters-and-plans.md, "The projection").
 */
export const INSTALLMENTS_PER_YEAR: Record<PlanFrequency, number> = {
  weekly: 52,
  biweekly: 26,
  monthly: 12,
};

/**
 * The due date of installment `n` (from 1). Weekly and every-two-weeks plans step 7 or 14 days.
 * A monthly plan keeps the first due date's day of the month, on the month's last day when it has
 * no such day, and goes back to it after: Jan 31 → Feb 28 → Mar 31 (each is counted from the
 * first due date, never from the month before, so a short month does not pull later ones early).
 */
export function installmentDue(
  plan: Pick<PlanTerms, "frequency" | "firstDue">,
  n: number,
): CalendarDate {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`installment number must be a whole number from 1, not ${n}`);
  }
  switch (plan.frequency) {
    case "weekly":
      return addDays(plan.firstDue, 7 * (n - 1));
    case "biweekly":
      return addDays(plan.firstDue, 14 * (n - 1));
    case "monthly":
      return addMonths(plan.firstDue, n - 1);
  }
}

/** The last day of installment `n`'s grace: its due date plus the grace days. */
export function installmentGraceEnds(
  plan: Pick<PlanTerms, "frequency" | "firstDue" | "graceDays">,
  n: number,
): CalendarDate {
  return addDays(installmentDue(plan, n), plan.graceDays);
}

/** The number of the first installment due on or after `date` (1 when the plan starts later). */
export function firstInstallmentOnOrAfter(
  plan: Pick<PlanTerms, "frequency" | "firstDue">,
  date: CalendarDate,
): number {
  const day = toDayNumber(date);
  const first = toDayNumber(plan.firstDue);
  if (day <= first) return 1;
  const step = plan.frequency === "weekly" ? 7 : plan.frequency === "biweekly" ? 14 : 0;
  if (step > 0) return Math.ceil((day - first) / step) + 1;
  // Monthly: start near the answer from the month count, then step to it.
  let n = Math.max(1, Math.floor((day - first) / 31));
  while (toDayNumber(installmentDue(plan, n)) < day) n += 1;
  while (n > 1 && toDayNumber(installmentDue(plan, n - 1)) >= day) n -= 1;
  return n;
}

/**
 * The plan terms of a checked request (`paymentPlanRequest`'s output), agreed on `agreedOn`:
 * the installment text becomes Money and the first due date must be a real date.
 */
export function planTermsFromRequest(
  request: z.output<typeof paymentPlanRequest> | PaymentPlanRequest,
  agreedOn: CalendarDate,
): PlanTerms {
  toDayNumber(request.firstDue, "firstDue");
  toDayNumber(agreedOn, "agreedOn");
  return {
    installment: parsePositiveAmount(request.installment, {
      subject: "Installment amount",
      field: "installment",
    }),
    frequency: request.frequency,
    firstDue: request.firstDue.trim(),
    graceDays: request.graceDays,
    missedToDefault: request.missedToDefault,
    agreedOn,
  };
}
