import {
  COMPOUNDINGS,
  COST_TREATMENTS,
  CREDITING_ORDERS,
  DAY_COUNTS,
  PER_DIEM_ROUNDINGS,
} from "../schemas/case-schemas.ts";
import type { InterestStart } from "../state-rules/state-rule-types.ts";
import type { TransactionType } from "./engine.ts";
import type {
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
} from "./terms.ts";

// The short name of each value of each method option, and the one line a form says under it.
// The case form, the jurisdiction's method note, the case history and every other screen take
// their words from here, so one option is never called three things. The sentences a statement
// prints are the longer words of method-sentences.ts. Typed Record<Enum, …>: a new value does
// not compile until it has its label.

/** One option value as a person reads it. */
export interface OptionLabel {
  /** The short name, e.g. "To the cent". */
  label: string;
  /** One line on what it does, shown under the choice in the form. */
  description: string;
}

export const COMPOUNDING_LABELS: Record<Compounding, OptionLabel> = {
  none: {
    label: "None (simple interest)",
    description: "Interest is charged on the principal only; unpaid interest never earns interest.",
  },
  annual: {
    label: "Annual",
    description: "Unpaid interest is added to the principal on each anniversary of the judgment.",
  },
};

export const DAY_COUNT_LABELS: Record<DayCount, OptionLabel> = {
  "365": {
    label: "365-day year",
    description: "Every day is 1/365 of a year's interest, in leap years too.",
  },
  actual: {
    label: "Actual days (366 in leap years)",
    description: "In a leap year every day is 1/366 of a year's interest.",
  },
  "360": {
    label: "360-day year",
    description: "Every day is 1/360 of a year's interest (a banker's year).",
  },
  "30-360": {
    label: "30-day months, 360-day year",
    description:
      "Interest is counted in 30-day months and a 360-day year (the 31st counts as the 30th).",
  },
  months: {
    label: "Whole months, then odd days",
    description: "Each whole month earns 1/12 of a year's interest; the odd days 1/365 each.",
  },
  "bank-year": {
    label: "Bank year",
    description:
      "Each whole year earns a full year's interest; the odd days 1/360 each, at most 360.",
  },
};

export const PER_DIEM_ROUNDING_LABELS: Record<PerDiemRounding, OptionLabel> = {
  "floor-4": {
    label: "Down to $0.0001",
    description: "The daily interest is rounded down to $0.0001.",
  },
  "half-up-cents": {
    label: "To the cent",
    description: "As court worksheets do: $1.3698 becomes $1.37.",
  },
  exact: {
    label: "Not rounded (exact)",
    description: "Exact fractions; only the figures shown are rounded.",
  },
};

export const CREDITING_ORDER_LABELS: Record<CreditingOrder, OptionLabel> = {
  "interest-principal": {
    label: "Interest, then principal (U.S. Rule)",
    description: "The United States Rule; kept-apart costs are paid last.",
  },
  "costs-interest-principal": {
    label: "Costs, then interest, then principal",
    description: "Needs costs kept as their own balance.",
  },
  "merchants-rule": {
    label: "Merchants' Rule",
    description:
      "The judgment and each payment earn interest to the payoff date; the balance is the difference.",
  },
};

export const COST_TREATMENT_LABELS: Record<CostTreatment, OptionLabel> = {
  principal: {
    label: "Added to principal",
    description: "Costs are added to principal and bear interest.",
  },
  "separate-bearing": {
    label: "Kept apart, bearing interest",
    description: "Own balance, same rate.",
  },
  "separate-non-bearing": {
    label: "Kept apart, no interest",
    description: "Own balance, no interest.",
  },
};

export const INTEREST_START_LABELS: Record<InterestStart, OptionLabel> = {
  judgment: { label: "From the judgment date", description: "Interest runs from the judgment." },
  verdict: { label: "From the verdict", description: "Interest runs from the verdict." },
  filing: {
    label: "From the filing of the action",
    description: "Interest runs from the filing of the action.",
  },
  service: { label: "From service", description: "Interest runs from service." },
};

/** What every screen, history line, paper and export calls each kind of transaction. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  PAYMENT: "Payment",
  COST: "Cost",
  RENEWAL: "Renewal",
};

/** A stored type's label, or the type itself when it is not one this version knows. */
export function transactionTypeLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_TYPE_LABELS, type)
    ? TRANSACTION_TYPE_LABELS[type as TransactionType]
    : type;
}

/** Every option vocabulary of a case's method, by the case field that holds it. */
export const METHOD_OPTION_LABELS = {
  compounding: COMPOUNDING_LABELS,
  dayCount: DAY_COUNT_LABELS,
  perDiemRounding: PER_DIEM_ROUNDING_LABELS,
  creditingOrder: CREDITING_ORDER_LABELS,
  costTreatment: COST_TREATMENT_LABELS,
  interestStart: INTEREST_START_LABELS,
} as const;

export type MethodOptionField = keyof typeof METHOD_OPTION_LABELS;

/** A stored value's label, or the value itself when it is not one this version knows. */
export function optionLabel(field: MethodOptionField, value: string): string {
  const table: Record<string, OptionLabel> = METHOD_OPTION_LABELS[field];
  return Object.hasOwn(table, value) ? (table[value]?.label ?? value) : value;
}

const FORM_ORDER = {
  compounding: COMPOUNDINGS,
  dayCount: DAY_COUNTS,
  perDiemRounding: PER_DIEM_ROUNDINGS,
  creditingOrder: CREDITING_ORDERS,
  costTreatment: COST_TREATMENTS,
} as const;

/** An option the case form offers as a choice (the start of interest is typed as a date). */
export type FormOptionField = keyof typeof FORM_ORDER;

/**
 * A vocabulary as [value, label, description] rows in the schema's order (the form's order; an
 * object's own order would put "360" before "365").
 */
export function optionRows(field: FormOptionField): [string, string, string][] {
  const table: Record<string, OptionLabel> = METHOD_OPTION_LABELS[field];
  return FORM_ORDER[field].map((value: string) => {
    const { label, description } = table[value] as OptionLabel;
    return [value, label, description];
  });
}
