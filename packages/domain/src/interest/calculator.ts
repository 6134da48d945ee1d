import {
  type CalendarDate,
  InvalidDateError,
  parseCalendarDate,
  toDayNumber,
} from "../dates/calendar-date.ts";
import {
  assertRatePercent,
  assertUserAmount,
  formatUsd,
  type Money,
  parseMoneyInput,
  parsePositiveAmount,
  parseRatePercent,
  type RatePercent,
} from "../money/money.ts";
import {
  MissingPaymentDateError,
  PaymentExceedsPayoffError,
  TransactionBeforeJudgmentError,
} from "./errors.ts";
import type { LedgerTransaction } from "./ledger.ts";
import type { Summary } from "./summary.ts";
import type {
  CaseTerms,
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
  RatePeriod,
} from "./terms.ts";
import { type ClosingInterest, ledgerTimeline } from "./timeline.ts";
import { dateAfterTodayError, dateBeforeJudgmentError } from "./validators.ts";

/** A new case's interest rate when none is typed, in percent (docs/product.md ("Cases")). */
export const DEFAULT_INTEREST_RATE = "10";

/** An amount as typed, or already parsed into Money by the request schema. */
type AmountInput = string | number | Money;
/** A rate as typed, or already parsed into a RatePercent by the request schema. */
type RateInput = string | number | RatePercent;

/**
 * The New Case form's judgment fields: as typed (strings or numbers straight from the form, for
 * the live Results panel) or as `newCaseRequest` parsed them (Money and RatePercent).
 */
export interface NewCaseInput {
  judgmentAmount: AmountInput;
  judgmentDate: string;
  interestRate: RateInput;
  /** Optional opening payment; empty or 0 means none. Needs `lastPaymentDate`. */
  paymentAmount?: AmountInput | null;
  lastPaymentDate?: string | null;
  /** Optional opening cost, dated the judgment date; empty or 0 means none. */
  cost?: AmountInput | null;
  /** The as-of date; empty means `today`. */
  endDate?: string | null;
  /** Today in the user's time zone (see `todayInTimeZone`). */
  today: CalendarDate;
  compounding?: Compounding;
  dayCount?: DayCount;
  /** For variable-rate cases: when given and non-empty it replaces `interestRate`. */
  rateSchedule?: readonly { from: string; ratePercent: RateInput }[] | null;
  perDiemRounding?: PerDiemRounding;
  costTreatment?: CostTreatment;
  creditingOrder?: CreditingOrder;
  /** Interest runs from this date (before the judgment); blank means the judgment date. */
  interestFrom?: string | null;
  /** The part of the judgment that bears no interest; blank or 0 means none. */
  nonInterestBearing?: AmountInput | null;
}

/** A new case as the engine and the database see it: terms plus ordinary transactions. */
export interface NewCaseOpening {
  terms: CaseTerms;
  /** The opening cost (if any) then the opening payment (if any), in that entry order. */
  transactions: LedgerTransaction[];
  asOf: CalendarDate;
}

/** The Results panel. Amounts are exact Money; `display` is what the panel prints. */
export interface CalculatorResults {
  asOf: CalendarDate;
  /** Per-diem after the as-of date. With no payment or cost: floor4(amount × rate / 100 / 365). */
  dailyInterest: Money;
  /** Whole days from the judgment date to the as-of date, never negative. */
  days: number;
  /** Accrued and unpaid interest as of the as-of date. */
  interestAccrued: Money;
  principalBalance: Money;
  /** principalBalance + interestAccrued: the payoff. */
  grandTotal: Money;
  display: {
    dailyInterest: string;
    days: string;
    interestAccrued: string;
    principalBalance: string;
    grandTotal: string;
  };
  summary: Summary;
  /**
   * The stretch from the last payment or cost (or the judgment) to the as-of date: its days ×
   * its daily interest is its interest when `uniformPerDiem`. With no payment or cost this is the
   * whole life of the judgment, and `interestAccrued` equals its interest.
   */
  period: ClosingInterest;
}

function isBlank(value: AmountInput | null | undefined): boolean {
  return (
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  );
}

/** Blank or exactly 0: many forms start optional amounts at 0, meaning "none". */
function isAbsentAmount(value: AmountInput | null | undefined): value is null | undefined {
  if (isBlank(value)) return true;
  if (typeof value === "bigint") return value === 0n;
  try {
    return parseMoneyInput(value as string | number) === 0n;
  } catch {
    return false; // not a number: let the real parse report it
  }
}

function amountOf(value: AmountInput, subject: string, field: string): Money {
  return typeof value === "bigint"
    ? assertUserAmount(value, subject, field)
    : parsePositiveAmount(value, { subject, field });
}

function rateOf(value: RateInput, field: string): RatePercent {
  return typeof value === "bigint"
    ? assertRatePercent(value, "Interest rate", field)
    : parseRatePercent(value, { field });
}

/**
 * Parses the New Case form into case terms, the opening transactions (stored as ordinary
 * transactions, docs/product.md ("Cases")) and the as-of date. Throws typed errors naming the
 * form field.
 */
export function newCaseOpening(input: NewCaseInput): NewCaseOpening {
  const judgmentAmount = amountOf(input.judgmentAmount, "Judgment amount", "judgmentAmount");
  const judgmentDate = parseCalendarDate(input.judgmentDate, "judgmentDate");
  const judgmentDay = toDayNumber(judgmentDate);
  const today = parseCalendarDate(input.today, "today");
  refuse(dateAfterTodayError(judgmentDate, today, "Judgment date"), judgmentDate, "judgmentDate");
  const schedule = input.rateSchedule?.length ? input.rateSchedule : undefined;
  const rate = schedule
    ? schedule.map(
        (period, index): RatePeriod => ({
          from: parseCalendarDate(period.from, `rateSchedule.${index}.from`),
          ratePercent: rateOf(period.ratePercent, `rateSchedule.${index}.ratePercent`),
        }),
      )
    : rateOf(input.interestRate, "interestRate");
  const terms: CaseTerms = { judgmentAmount, judgmentDate, rate };
  if (input.compounding) terms.compounding = input.compounding;
  if (input.dayCount) terms.dayCount = input.dayCount;
  if (input.perDiemRounding) terms.perDiemRounding = input.perDiemRounding;
  if (input.costTreatment) terms.costTreatment = input.costTreatment;
  if (input.creditingOrder) terms.creditingOrder = input.creditingOrder;
  if (!isBlank(input.interestFrom)) {
    terms.interestFrom = parseCalendarDate(input.interestFrom as string, "interestFrom");
  }
  if (!isAbsentAmount(input.nonInterestBearing)) {
    terms.nonInterestBearing = amountOf(
      input.nonInterestBearing as AmountInput,
      "Amount bearing no interest",
      "nonInterestBearing",
    );
  }

  const transactions: LedgerTransaction[] = [];
  if (!isAbsentAmount(input.cost)) {
    const amount = amountOf(input.cost as AmountInput, "Cost", "cost");
    transactions.push({ type: "COST", date: judgmentDate, amount });
  }
  if (!isAbsentAmount(input.paymentAmount)) {
    const amount = amountOf(input.paymentAmount as AmountInput, "Payment amount", "paymentAmount");
    if (isBlank(input.lastPaymentDate)) throw new MissingPaymentDateError();
    const date = parseCalendarDate(input.lastPaymentDate, "lastPaymentDate");
    if (toDayNumber(date) < judgmentDay) {
      throw new TransactionBeforeJudgmentError(date, judgmentDate, "lastPaymentDate");
    }
    refuse(dateAfterTodayError(date, today, "Last payment date"), date, "lastPaymentDate");
    transactions.push({ type: "PAYMENT", date, amount });
  }
  const asOf = isBlank(input.endDate) ? today : parseCalendarDate(input.endDate, "endDate");
  refuse(dateBeforeJudgmentError(asOf, judgmentDate), asOf, "endDate");
  return { terms, transactions, asOf };
}

function refuse(message: string | null, value: string, field: string): void {
  if (message) throw new InvalidDateError(value, field, message);
}

/** The Results panel figures for any case terms and transactions, as of a date. */
export function calculateResults(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
): CalculatorResults {
  const { summary, closing } = ledgerTimeline(terms, transactions, asOf);
  const usd4 = (value: Money) => formatUsd(value, { decimals: 4 });
  return {
    asOf: summary.asOf,
    dailyInterest: summary.perDiem,
    days: summary.daysSinceJudgment,
    interestAccrued: summary.accruedInterest,
    principalBalance: summary.principalBalance,
    grandTotal: summary.payoffAmount,
    display: {
      dailyInterest: usd4(summary.perDiem),
      days: String(summary.daysSinceJudgment),
      interestAccrued: usd4(summary.accruedInterest),
      principalBalance: usd4(summary.principalBalance),
      grandTotal: usd4(summary.payoffAmount),
    },
    summary,
    period: closing,
  };
}

/**
 * The New Case "Results" panel: the same engine as the ledger, so what the user sees before
 * "Add Case" is what the case shows after. Throws typed errors naming the form field.
 */
export function calculateNewCase(input: NewCaseInput): CalculatorResults {
  const opening = newCaseOpening(input);
  try {
    return calculateResults(opening.terms, opening.transactions, opening.asOf);
  } catch (error) {
    // The only payment here is the opening one: point the message at its form field.
    if (error instanceof PaymentExceedsPayoffError) {
      throw new PaymentExceedsPayoffError(error.payment, error.payoff, error.date, "paymentAmount");
    }
    throw error;
  }
}
