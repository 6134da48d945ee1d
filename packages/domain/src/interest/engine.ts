import {
  anniversaryDayNumber,
  dayNumberFromCivil,
  fromDayNumber,
  isLeapYear,
  yearOfDayNumber,
} from "../dates/calendar-date.ts";
import {
  floorTo4,
  type Money,
  type RatePercent,
  roundToCents,
  shownCents,
} from "../money/money.ts";
import {
  PaymentExceedsPayoffError,
  TransactionAfterSatisfactionError,
  TransactionBeforeJudgmentError,
  withTransaction,
} from "./errors.ts";
import type { PreparedTerms } from "./terms.ts";

/*
 * The engine: one state, two moves.
 *
 *  - accrue(state, day): interest runs from the state's date to `day`, in periods where principal,
 *    rate and year length are constant. Each period earns floor4(P × r / 100 / yearDays) per day,
 *    times its whole days. Periods end at a rate change, at Dec 31 (day count `actual`) and at a
 *    judgment anniversary (annual compounding), so the work is O(periods), never O(days).
 *  - apply(state, transaction): a cost joins principal; a payment pays accrued interest first,
 *    then principal (United States Rule).
 *
 * Everything else (ledger, summary, snapshot, calculator) is these two moves in a loop, so the
 * New Case panel, the case page and the payoff statement cannot disagree.
 *
 * Timing within a day: day D's interest accrues first, then (on an anniversary) unpaid interest
 * is added to principal, then D's transactions apply in entry order. The judgment date accrues
 * nothing, because accrual covers the days after the state's date up to and including `day`.
 */

/**
 * PAYMENT and COST as entered; RENEWAL records a renewal of the judgment: on its date unpaid
 * interest joins principal (as renewal statutes do) and its amount, the renewal's costs, may be 0.
 */
export type TransactionType = "PAYMENT" | "COST" | "RENEWAL";

export interface EngineState {
  /** Day number up to which interest has accrued and events have applied. */
  day: number;
  principal: Money;
  /** Accrued interest not yet paid (and not yet added to principal by compounding). */
  interest: Money;
  totalAccrued: Money;
  totalInterestPaid: Money;
  totalPayments: Money;
  totalCosts: Money;
  totalWrittenOff: Money;
  lastPaymentDay: number | null;
  satisfiedDay: number | null;
  transactionCount: number;
}

export interface PreparedTransaction {
  index: number;
  id: string | number | undefined;
  type: TransactionType;
  day: number;
  amount: Money;
}

/** What happened to one transaction; dates and amounts are filled in by the ledger. */
export interface AppliedTransaction {
  interestAccrued: Money;
  interestCapitalized: Money;
  appliedToInterest: Money;
  appliedToPrincipal: Money;
  writtenOff: Money;
  satisfiesJudgment: boolean;
}

export function initialState(terms: PreparedTerms): EngineState {
  return {
    day: terms.judgmentDay,
    principal: terms.judgmentAmount,
    interest: 0n,
    totalAccrued: 0n,
    totalInterestPaid: 0n,
    totalPayments: 0n,
    totalCosts: 0n,
    totalWrittenOff: 0n,
    lastPaymentDay: null,
    satisfiedDay: null,
    transactionCount: 0,
  };
}

export function cloneState(state: EngineState): EngineState {
  return { ...state };
}

// P (1e-4 $) × r (1e-4 %) / 100 / yearDays, in 1e-4 $: the denominator folds the rate scale
// (1e4), the percent (100) and the year length together.
const DIVISOR_365 = 365n * 1_000_000n;
const DIVISOR_366 = 366n * 1_000_000n;

/** Daily interest on `principal` at `rate`, floored to $0.0001 (docs/interest-method.md, 1). */
export function dailyInterest(principal: Money, rate: RatePercent, leapDivisor: boolean): Money {
  if (principal === 0n || rate === 0n) return 0n;
  return floorTo4(principal * rate, leapDivisor ? DIVISOR_366 : DIVISOR_365);
}

/**
 * A change of balance or rate inside a stretch of accrual, reported to a listener so that
 * statements can print it as its own row. `accruedSoFar` is the interest this `accrue` call had
 * accrued when the boundary was reached (through `day` for a capitalisation, through the day
 * before for a rate change, which takes effect on `day`).
 */
export interface AccrualBoundary {
  kind: "COMPOUNDING" | "RATE_CHANGE";
  day: number;
  accruedSoFar: Money;
  /** COMPOUNDING: the unpaid interest that joined principal. RATE_CHANGE: 0. */
  capitalized: Money;
}

export type BoundaryListener = (boundary: AccrualBoundary, state: EngineState) => void;

/** Index of the rate in force on `day` (day ≥ judgment day). */
function rateIndexOn(terms: PreparedTerms, day: number): number {
  const days = terms.rateDays;
  let lo = 0;
  let hi = days.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((days[mid] as number) <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** First judgment anniversary on or after `day` (which is in `year`), for `day` > judgment day. */
function anniversaryFrom(terms: PreparedTerms, day: number, year: number): number {
  const judgment = terms.judgmentCivil;
  const years = year - judgment.year;
  const sameYear = anniversaryDayNumber(judgment, years);
  return sameYear >= day ? sameYear : anniversaryDayNumber(judgment, years + 1);
}

/** The yearly rate in force on `day`. */
export function rateOn(terms: PreparedTerms, day: number): RatePercent {
  return terms.rateValues[rateIndexOn(terms, day)] as RatePercent;
}

/** Daily interest on `principal` for day `day`, at that day's rate and year length. */
export function dailyInterestOn(terms: PreparedTerms, principal: Money, day: number): Money {
  const rate = terms.rateValues[rateIndexOn(terms, day)] as RatePercent;
  const leap = terms.dayCount === "actual" && isLeapYear(yearOfDayNumber(day));
  return dailyInterest(principal, rate, leap);
}

/** Per-diem for the day after `state.day`: what one more day would add. */
export function perDiemAfter(terms: PreparedTerms, state: EngineState): Money {
  if (state.satisfiedDay !== null) return 0n;
  return dailyInterestOn(terms, state.principal, state.day + 1);
}

/**
 * Accrues interest from `state.day` to `toDay` (no-op when `toDay` is not later) and returns
 * the interest accrued and the part of unpaid interest added to principal on the way.
 */
export function accrue(
  terms: PreparedTerms,
  state: EngineState,
  toDay: number,
  onBoundary?: BoundaryListener,
): { accrued: Money; capitalized: Money } {
  if (toDay <= state.day) return { accrued: 0n, capitalized: 0n };
  if (terms.compounding === "none" && terms.dayCount === "365" && terms.rateDays.length === 1) {
    // The common case, and the plain formula (amount × rate ÷ 365, days): one period, O(1).
    const daily = dailyInterest(state.principal, terms.rateValues[0] as RatePercent, false);
    const accrued = daily * BigInt(toDay - state.day);
    state.interest += accrued;
    state.totalAccrued += accrued;
    state.day = toDay;
    return { accrued, capitalized: 0n };
  }
  let accrued = 0n;
  let capitalized = 0n;
  while (state.day < toDay) {
    const next = state.day + 1;
    const year = yearOfDayNumber(next);
    let end = toDay;
    let anniversary = Number.POSITIVE_INFINITY;
    if (terms.compounding === "annual") {
      anniversary = anniversaryFrom(terms, next, year);
      if (anniversary < end) end = anniversary;
    }
    let leap = false;
    if (terms.dayCount === "actual") {
      leap = isLeapYear(year);
      const yearEnd = dayNumberFromCivil(year, 12, 31);
      if (yearEnd < end) end = yearEnd;
    }
    const rateIndex = rateIndexOn(terms, next);
    if (onBoundary && rateIndex > 0 && terms.rateDays[rateIndex] === next) {
      onBoundary({ kind: "RATE_CHANGE", day: next, accruedSoFar: accrued, capitalized: 0n }, state);
    }
    const nextRateDay = terms.rateDays[rateIndex + 1];
    if (nextRateDay !== undefined && nextRateDay - 1 < end) end = nextRateDay - 1;
    const daily = dailyInterest(state.principal, terms.rateValues[rateIndex] as RatePercent, leap);
    const earned = daily * BigInt(end - state.day);
    accrued += earned;
    state.interest += earned;
    state.day = end;
    if (end === anniversary) {
      const joined = state.interest;
      capitalized += joined;
      state.principal += joined;
      state.interest = 0n;
      onBoundary?.(
        { kind: "COMPOUNDING", day: end, accruedSoFar: accrued, capitalized: joined },
        state,
      );
    }
  }
  state.totalAccrued += accrued;
  return { accrued, capitalized };
}

/**
 * Applies one transaction (already validated for shape) after accruing to its date. Mutates
 * `state`. A refusal throws after the accrual, so a refused state must be discarded (the ledger
 * stops; a snapshot append works on a copy).
 */
export function applyTransaction(
  terms: PreparedTerms,
  state: EngineState,
  tx: PreparedTransaction,
  onBoundary?: BoundaryListener,
): AppliedTransaction {
  if (tx.day < terms.judgmentDay) {
    throw withTransaction(
      new TransactionBeforeJudgmentError(fromDayNumber(tx.day), terms.judgmentDate),
      tx.index,
      tx.id,
    );
  }
  if (state.satisfiedDay !== null) {
    throw withTransaction(
      new TransactionAfterSatisfactionError(
        fromDayNumber(tx.day),
        fromDayNumber(state.satisfiedDay),
      ),
      tx.index,
      tx.id,
    );
  }
  const { accrued, capitalized } = accrue(terms, state, tx.day, onBoundary);
  if (tx.type === "COST") {
    state.transactionCount += 1;
    state.principal += tx.amount;
    state.totalCosts += tx.amount;
    return {
      interestAccrued: accrued,
      interestCapitalized: capitalized,
      appliedToInterest: 0n,
      appliedToPrincipal: 0n,
      writtenOff: 0n,
      satisfiesJudgment: false,
    };
  }
  // The payoff shown (each part rounded, then added) and the exact payoff rounded can differ by
  // a cent; a payment of either pays the judgment, so a clerk's figure and ours both work and a
  // ledger recorded under the older rounding still replays (docs/decisions/005).
  const payoff = shownCents(state.principal, state.interest).payoff;
  const roundedExact = roundToCents(state.principal + state.interest);
  const most = payoff > roundedExact ? payoff : roundedExact;
  if (tx.amount > most) {
    throw withTransaction(
      new PaymentExceedsPayoffError(tx.amount, payoff, fromDayNumber(tx.day)),
      tx.index,
      tx.id,
    );
  }
  // Interest first (United States Rule). Not Math.min: these are bigints.
  let toInterest = state.interest;
  if (tx.amount < toInterest) toInterest = tx.amount;
  const toPrincipal = tx.amount - toInterest;
  let writtenOff = 0n;
  // The shown payoff was paid, or what is left would show as $0.00: whatever sub-cent difference
  // remains (either sign, under a cent) is written off so the judgment ends at exactly zero.
  const satisfies =
    tx.amount === payoff ||
    tx.amount === roundedExact ||
    shownCents(state.principal - toPrincipal, state.interest - toInterest).payoff === 0n;
  if (satisfies) {
    writtenOff = state.principal - toPrincipal + (state.interest - toInterest);
    state.principal = 0n;
    state.interest = 0n;
    state.satisfiedDay = tx.day;
  } else {
    state.principal -= toPrincipal;
    state.interest -= toInterest;
  }
  state.transactionCount += 1;
  state.totalPayments += tx.amount;
  state.totalInterestPaid += toInterest;
  state.totalWrittenOff += writtenOff;
  state.lastPaymentDay = tx.day;
  return {
    interestAccrued: accrued,
    interestCapitalized: capitalized,
    appliedToInterest: toInterest,
    appliedToPrincipal: toPrincipal,
    writtenOff,
    satisfiesJudgment: satisfies,
  };
}
