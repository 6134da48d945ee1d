import {
  type CalendarDate,
  formatUsDate,
  formatUsd,
  type Money,
  PLAN_FREQUENCY_LABELS,
  type PlanFrequency,
} from "@owed/domain";

// What a payment plan's history entry says (docs/history.md, docs/letters-and-plans.md): the
// plan's terms in the case page's words and formats, written whole into the entry when the plan is
// agreed, changed or ended, so the history reads the same later whatever the plan becomes. The
// history view pairs the lines of `before` and `after` by field to show what changed.

export interface PlanLine {
  field: string;
  label: string;
  value: string;
}

/** The record kept in a plan entry's `before` and `after`: what the history shows. */
export interface PlanRecord {
  paymentPlan: true;
  subject: string;
  lines: PlanLine[];
}

export interface RecordedTerms {
  installment: Money;
  frequency: PlanFrequency;
  firstDue: CalendarDate;
  graceDays: number;
  missedToDefault: number;
  agreedOn: CalendarDate;
  note: string;
}

const FREQUENCY_WORDS: Record<PlanFrequency, string> = {
  weekly: "weekly",
  biweekly: "every two weeks",
  monthly: "monthly",
};

const days = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "$250.00 monthly from 01/01/2027". */
export function planSubject(terms: Pick<RecordedTerms, "installment" | "frequency" | "firstDue">) {
  return `${formatUsd(terms.installment)} ${FREQUENCY_WORDS[terms.frequency]} from ${formatUsDate(terms.firstDue)}`;
}

export function planRecord(terms: RecordedTerms): PlanRecord {
  return {
    paymentPlan: true,
    subject: planSubject(terms),
    lines: [
      { field: "plan.installment", label: "Installment", value: formatUsd(terms.installment) },
      {
        field: "plan.frequency",
        label: "How often",
        value: PLAN_FREQUENCY_LABELS[terms.frequency],
      },
      { field: "plan.firstDue", label: "First due", value: formatUsDate(terms.firstDue) },
      { field: "plan.graceDays", label: "Grace", value: days(terms.graceDays, "day", "days") },
      {
        field: "plan.missedToDefault",
        label: "Missed installments that end it",
        value: String(terms.missedToDefault),
      },
      {
        field: "plan.agreedOn",
        label: "Counts payments from",
        value: formatUsDate(terms.agreedOn),
      },
      { field: "plan.note", label: "Note", value: terms.note },
    ],
  };
}
