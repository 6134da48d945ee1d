import {
  buildDebtorInfo,
  type CalculatorResults,
  type CalendarDate,
  type Compounding,
  type CostTreatment,
  type CreditingOrder,
  calculateNewCase,
  checkRateAgainstTable,
  type DayCount,
  DEFAULT_INTEREST_RATE,
  DomainError,
  type MethodElementName,
  type NewCaseBody,
  type NewCaseRequest,
  newCaseRequest,
  type PerDiemRounding,
  type RateTable,
  type TableRateProblem,
  toDecimalString,
} from "@owed/domain";
import type { Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { toTwoDecimals } from "./money.ts";

/** The New Case form as the inputs hold it: text everywhere, as typed. */
export interface NewCaseFormValues {
  caseName: string;
  courtName: string;
  courtCaseNumber: string;
  judgmentAmount: string;
  judgmentDate: string;
  interestRate: string;
  paymentAmount: string;
  lastPaymentDate: string;
  cost: string;
  endDate: string;
  jurisdiction: string;
  compounding: Compounding;
  dayCount: DayCount;
  rateSchedule: { from: string; ratePercent: string }[];
  perDiemRounding: PerDiemRounding;
  costTreatment: CostTreatment;
  creditingOrder: CreditingOrder;
  /** Blank: interest runs from the judgment date. */
  interestFrom: string;
  /** Blank: the whole judgment bears interest. */
  nonInterestBearing: string;
  /** The rate table the rate (or schedule) was filled from; blank when typed. */
  rateTable: string;
  /** The method elements the user changed from the jurisdiction's preset. */
  methodOverrides: MethodElementName[];
  debtorFirm: string;
  debtorStreet: string;
  debtorCity: string;
  debtorState: string;
  debtorZip: string;
  debtorPhone: string;
  debtorEmail: string;
  /** The creditor client's id; blank: the case has no client. */
  clientId: string;
}

export const NEW_CASE_DEFAULTS: NewCaseFormValues = {
  caseName: "",
  courtName: "",
  courtCaseNumber: "",
  judgmentAmount: "",
  judgmentDate: "",
  interestRate: DEFAULT_INTEREST_RATE,
  paymentAmount: "",
  lastPaymentDate: "",
  cost: "",
  endDate: "",
  jurisdiction: "",
  compounding: "none",
  dayCount: "365",
  rateSchedule: [],
  perDiemRounding: "floor-4",
  costTreatment: "principal",
  creditingOrder: "interest-principal",
  interestFrom: "",
  nonInterestBearing: "",
  rateTable: "",
  methodOverrides: [],
  debtorFirm: "",
  debtorStreet: "",
  debtorCity: "",
  debtorState: "",
  debtorZip: "",
  debtorPhone: "",
  debtorEmail: "",
  clientId: "",
};

export type LiveResults =
  /** `rate`: only the rate is missing; its field says so, the panel does not repeat it. */
  | { status: "incomplete"; missing?: "rate" }
  | { status: "ready"; results: CalculatorResults }
  | { status: "refused"; message: string; field: string | undefined };

/** What the engine reads from the form: the judgment terms and the opening transactions. */
export type CalculatorFields = Pick<
  NewCaseFormValues,
  | "judgmentAmount"
  | "judgmentDate"
  | "interestRate"
  | "paymentAmount"
  | "lastPaymentDate"
  | "cost"
  | "endDate"
  | "compounding"
  | "dayCount"
  | "rateSchedule"
  | "perDiemRounding"
  | "costTreatment"
  | "creditingOrder"
  | "interestFrom"
  | "nonInterestBearing"
>;

const blank = (value: string | undefined) => value === undefined || value.trim() === "";

/** Rows the user added and left empty say nothing yet; half-filled ones get their own errors. */
function typedSchedule(rows: CalculatorFields["rateSchedule"]) {
  return rows.filter((row) => !blank(row.from) || !blank(row.ratePercent));
}

function calculatorInput(values: CalculatorFields, today: CalendarDate) {
  const schedule = typedSchedule(values.rateSchedule);
  return {
    judgmentAmount: values.judgmentAmount,
    judgmentDate: values.judgmentDate,
    interestRate: values.interestRate,
    paymentAmount: values.paymentAmount,
    lastPaymentDate: values.lastPaymentDate,
    cost: values.cost,
    endDate: values.endDate,
    today,
    compounding: values.compounding,
    dayCount: values.dayCount,
    rateSchedule: schedule.length > 0 ? schedule : null,
    perDiemRounding: values.perDiemRounding,
    costTreatment: values.costTreatment,
    creditingOrder: values.creditingOrder,
    interestFrom: values.interestFrom,
    nonInterestBearing: values.nonInterestBearing,
  };
}

/**
 * The Results panel, recomputed on every keystroke by the same engine the server runs, so the
 * figures before "Add Case" are the figures after. Until the judgment amount and date are there
 * it has nothing to say; a refusal (a payment above the payoff...) is reported, not thrown.
 */
export function liveResults(values: CalculatorFields, today: CalendarDate): LiveResults {
  if (blank(values.judgmentAmount) || blank(values.judgmentDate)) return { status: "incomplete" };
  // A rate period without its date or rate is still being typed: its row says what is missing,
  // and the engine's parse message ("" is not a valid date) would only repeat it less clearly.
  if (typedSchedule(values.rateSchedule).some((row) => blank(row.from) || blank(row.ratePercent))) {
    return { status: "incomplete" };
  }
  // An empty rate (a jurisdiction whose rate must be typed leaves it so) is not yet a wrong one:
  // the field says it is required, and the engine's "must be a number" would be a second message.
  if (blank(values.interestRate) && typedSchedule(values.rateSchedule).length === 0) {
    return { status: "incomplete", missing: "rate" };
  }
  try {
    return { status: "ready", results: calculateNewCase(calculatorInput(values, today)) };
  } catch (error) {
    if (error instanceof DomainError) {
      return { status: "refused", message: error.message, field: error.field };
    }
    throw error;
  }
}

/**
 * The request schema (its field checks and messages, and the one parse of amounts and rates into
 * Money), plus what only the engine knows: a payment needs its date, a rate schedule must start by
 * the judgment date, a payment cannot exceed the payoff. Those land on the field they belong to.
 */
export function newCaseFormSchema(
  today: () => CalendarDate,
  tableOf: (code: string) => RateTable | undefined = () => undefined,
): NewCaseFormSchema {
  const schema = newCaseRequest.superRefine((parsed, ctx) => {
    try {
      calculateNewCase({ ...parsed, today: today() });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      ctx.addIssue({
        code: "custom",
        path: issuePath(error.field ?? "root"),
        message: error.message,
      });
      return;
    }
    for (const problem of tableRateProblems(parsed, tableOf)) {
      ctx.addIssue({ code: "custom", path: issuePath(problem.field), message: problem.message });
    }
  });
  // The inputs only ever hold text: a narrower input than the request schema takes (it also
  // takes numbers and nulls from other clients), so the form's input type is the text one.
  return schema as NewCaseFormSchema;
}

/** "rateSchedule.2.ratePercent" as a path the form's errors are keyed by. */
function issuePath(field: string): (string | number)[] {
  return field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * What the server checks of a rate from a table, checked as the user types (the table is the one
 * the form already loaded): the rows the table has must carry its rates; rows after its end are
 * the user's (docs/rate-tables.md, "When a table ends").
 */
function tableRateProblems(
  parsed: NewCaseRequest,
  tableOf: (code: string) => RateTable | undefined,
): TableRateProblem[] {
  const code = parsed.rateTable;
  if (!code || parsed.methodOverrides.includes("rate")) return [];
  const table = tableOf(code);
  if (!table) return [];
  try {
    const schedule = parsed.rateSchedule ?? [];
    const rate = schedule.length > 0 ? schedule : parsed.interestRate;
    const checked = checkRateAgainstTable(table, parsed.judgmentDate, rate);
    return checked.ok ? [] : checked.problems;
  } catch (error) {
    // A judgment date the table has no row for: the form's table note already says so.
    if (error instanceof DomainError) return [];
    throw error;
  }
}

/** Text as typed in, the parsed request (amounts and rates as Money) out. */
export type NewCaseFormSchema = z.ZodType<NewCaseRequest, NewCaseFormValues>;

/** The New Case and Edit Case form: `useForm<z.input<S>, unknown, z.output<S>>`. */
export type NewCaseForm = UseFormReturn<
  z.input<NewCaseFormSchema>,
  unknown,
  z.output<NewCaseFormSchema>
>;

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const amountOrNull = (value: string) => (value.trim() === "" ? null : toTwoDecimals(value));

/**
 * The fields New Case and Edit Case share, as the API takes them: names, the judgment's terms,
 * jurisdiction and debtor details, trimmed, amounts with 2 decimals, blank rate periods dropped.
 */
export function caseFieldsBody(values: NewCaseFormValues) {
  const schedule = values.rateSchedule.filter((p) => p.from !== "" || p.ratePercent !== "");
  return {
    caseName: values.caseName.trim(),
    courtName: values.courtName.trim(),
    courtCaseNumber: values.courtCaseNumber.trim(),
    judgmentAmount: toTwoDecimals(values.judgmentAmount),
    judgmentDate: values.judgmentDate,
    interestRate: values.interestRate.trim(),
    rateSchedule:
      schedule.length > 0
        ? schedule.map((p) => ({ from: p.from, ratePercent: p.ratePercent.trim() }))
        : null,
    compounding: values.compounding,
    dayCount: values.dayCount,
    perDiemRounding: values.perDiemRounding,
    costTreatment: values.costTreatment,
    creditingOrder: values.creditingOrder,
    interestFrom: orNull(values.interestFrom),
    nonInterestBearing: amountOrNull(values.nonInterestBearing),
    rateTable: orNull(values.rateTable),
    methodOverrides: [...values.methodOverrides],
    jurisdiction: orNull(values.jurisdiction),
    debtorFirm: values.debtorFirm.trim(),
    debtorStreet: values.debtorStreet.trim(),
    debtorCity: values.debtorCity.trim(),
    debtorState: values.debtorState.trim(),
    debtorZip: values.debtorZip.trim(),
    debtorPhone: values.debtorPhone.trim(),
    debtorEmail: values.debtorEmail.trim(),
    clientId: values.clientId === "" ? null : values.clientId,
  };
}

/**
 * POST add-docket/ body. Amounts go with 2 decimals. The figures the first client sent
 * (principalBalance, payoffAmount...) are sent from the live results for compatibility; the
 * server ignores them and recomputes (docs/product.md, "Cases").
 */
export function toNewCaseBody(values: NewCaseFormValues, results?: CalculatorResults): NewCaseBody {
  const summary = results?.summary;
  return {
    ...caseFieldsBody(values),
    paymentAmount: amountOrNull(values.paymentAmount),
    lastPaymentDate: orNull(values.lastPaymentDate),
    cost: amountOrNull(values.cost),
    endDate: orNull(values.endDate),
    debtorInfo: buildDebtorInfo(values),
    isEnded: false,
    ...(summary
      ? {
          totalPayments: toDecimalString(summary.totalPayments, 2),
          accruedInterest: toDecimalString(summary.accruedInterest, 2),
          principalBalance: toDecimalString(summary.principalBalance, 2),
          payoffAmount: toDecimalString(summary.payoffAmount, 2),
        }
      : {}),
  };
}

const FORM_FIELDS = new Set<string>(Object.keys(NEW_CASE_DEFAULTS));

/**
 * The case form's field an API message names ("rateSchedule.0.from" is its own path), or
 * undefined for a field the form does not show (its message then goes above the form).
 */
export function formFieldOf(apiField: string): Path<NewCaseFormValues> | undefined {
  return FORM_FIELDS.has(apiField.split(".")[0] ?? "")
    ? (apiField as Path<NewCaseFormValues>)
    : undefined;
}
