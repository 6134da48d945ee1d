import {
  anniversaryDayNumber,
  type CivilDate,
  civilFromDayNumber,
  dayNumberFromCivil,
  daysInMonth,
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
 *  - accrue(state, day): interest runs from the state's date to `day`, in periods where the
 *    interest-bearing balance, rate and year length are constant. Each period earns its per diem
 *    (P × r / 100 / yearDays, rounded as the terms say) times its whole days, or under `exact` the
 *    exact product. Day count `30-360` counts days on a calendar of 30-day months; `months` and
 *    `bank-year` count whole months or years from the last event, then odd days. Periods end at a rate change, at Dec 31 (day count `actual`) and at a judgment
 *    anniversary (annual compounding), so the work is O(periods), never O(days).
 *  - apply(state, transaction): a cost joins principal or the cost balance; a renewal moves unpaid
 *    interest into principal; a payment is credited in the terms' order (United States Rule by
 *    default, or the Merchants' Rule). docs/interest-method.md, "Options beyond simple interest".
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
  /**
   * Day counts `months` and `bank-year`: the day the current count of whole months or years
   * started (the interest start, then each transaction, anniversary or rate change). Equal to
   * `day` after every transaction, so a snapshot need not store it.
   */
  anchor: number;
  principal: Money;
  /** Accrued interest not yet paid (and not yet added to principal by compounding). */
  interest: Money;
  /** Costs kept as their own balance (cost treatment other than `principal`); else 0. */
  costs: Money;
  /** The part of `principal` that bears no interest (the judgment's non-interest-bearing part). */
  nonBearing: Money;
  /**
   * Per-diem rounding `exact`: interest below $0.0001 not yet counted, as a numerator over
   * EXACT_DENOMINATOR (always 0 under the other roundings).
   */
  remainder: bigint;
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
  /** The part of a payment that paid the separate cost balance. */
  appliedToCosts: Money;
  /** RENEWAL: the unpaid interest that joined principal on the renewal date (also in interestCapitalized). */
  renewedInterest: Money;
  writtenOff: Money;
  satisfiesJudgment: boolean;
}

export function initialState(terms: PreparedTerms): EngineState {
  return {
    day: terms.interestFromDay,
    anchor: terms.interestFromDay,
    principal: terms.judgmentAmount,
    interest: 0n,
    costs: 0n,
    nonBearing: terms.nonInterestBearing,
    remainder: 0n,
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
const RATE_FOLD = 1_000_000n;

/**
 * Per-diem rounding `exact` carries interest as a fraction over one denominator that every year
 * length and the month (1/12 year) divides (lcm(360, 365, 366) = 1,603,080), so stretches of
 * different lengths add up without rounding (docs/interest-method.md, "Per-diem rounding").
 */
const YEAR_LCM = 1_603_080n;
export const EXACT_DENOMINATOR = YEAR_LCM * RATE_FOLD;

/**
 * The year length (days) of `day` under the terms' basis: 360 for the 360-day year, 30/360 and
 * the bank year; 366 for a leap year's days under `actual`; else 365 (also the odd days of
 * `months`).
 */
function yearDaysOf(terms: PreparedTerms, day: number): bigint {
  const { dayCount } = terms;
  if (dayCount === "360" || dayCount === "30-360" || dayCount === "bank-year") return 360n;
  if (dayCount === "actual" && isLeapYear(yearOfDayNumber(day))) return 366n;
  return 365n;
}

/**
 * THE rounding of interest (docs/decisions/005-display-rounding.md): `numerator / divisor`, in
 * $0.0001, rounded as the terms' per-diem rounding says: half up to whole cents, or floored to
 * $0.0001 (`floor-4`, and `exact` for display: exact accrual never calls it). A day's, a month's
 * and a year's interest, and the odd days of the month and bank-year counts, all go through it.
 */
export function roundInterest(terms: PreparedTerms, numerator: bigint, divisor: bigint): Money {
  if (numerator <= 0n) return 0n;
  if (terms.perDiemRounding === "half-up-cents") {
    // To whole cents (100 units), half up: floor((2n + d) / 2d) with d the divisor in cents.
    const centsDivisor = divisor * 100n;
    return ((2n * numerator + centsDivisor) / (2n * centsDivisor)) * 100n;
  }
  return floorTo4(numerator, divisor);
}

/**
 * One day's interest on `base` as the per-diem rounding defines it: floored to $0.0001, half up
 * to whole cents, or (exact) floored to $0.0001 for display only.
 */
export function perDiemFor(
  terms: PreparedTerms,
  base: Money,
  rate: RatePercent,
  yearDays: bigint,
): Money {
  if (base <= 0n || rate === 0n) return 0n;
  return roundInterest(terms, base * rate, yearDays * RATE_FOLD);
}

/** The balance that bears interest: principal less its non-bearing part, plus bearing costs. */
export function interestBase(terms: PreparedTerms, state: EngineState): Money {
  const costs = terms.costTreatment === "separate-bearing" ? state.costs : 0n;
  return state.principal - state.nonBearing + costs;
}

/**
 * Day count `30-360`: a day's place on a calendar of twelve 30-day months (the 31st counts as
 * the 30th), so that the days between two dates are the difference of their places and stretches
 * add up (30E/360: Jan 15 to Nov 27 is 10 months 12 days, 312 days).
 */
function thirtyDayPlace(day: number): bigint {
  const { year, month, day: dom } = civilFromDayNumber(day);
  return BigInt(year * 360 + (month - 1) * 30 + Math.min(dom, 30));
}

/**
 * Day counts `months` and `bank-year`: the whole months (or years) from `anchor` to `day`, and
 * the odd days after them. A month ends on the same day of a later month (its last day when it
 * has no such day); a bank year's odd days stop counting at 360, since its year has only 360.
 */
function wholeUnitsAndOddDays(
  terms: PreparedTerms,
  anchor: CivilDate,
  day: number,
): { units: number; odd: number } {
  const at = civilFromDayNumber(day);
  if (terms.dayCount === "bank-year") {
    let units = at.year - anchor.year;
    if (anniversaryDayNumber(anchor, units) > day) units -= 1;
    const odd = day - anniversaryDayNumber(anchor, units);
    return { units, odd: Math.min(odd, 360) };
  }
  let units = (at.year - anchor.year) * 12 + (at.month - anchor.month);
  if (monthsAfter(anchor, units) > day) units -= 1;
  return { units: Math.max(units, 0), odd: day - monthsAfter(anchor, Math.max(units, 0)) };
}

function monthsAfter(civil: CivilDate, months: number): number {
  const index = civil.year * 12 + (civil.month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return dayNumberFromCivil(y, m, Math.min(civil.day, daysInMonth(y, m)));
}

/**
 * Day counts `months` and `bank-year`: interest on `base` from `anchor` to `day` as the source
 * computes it, whole months at 1/12 (whole years at all) of a year's interest, then the odd days
 * at the year basis (365 for months, 360 for the bank year); each part rounded by
 * `roundInterest`. Under `exact`, the numerator over EXACT_DENOMINATOR instead.
 */
function countedInterest(
  terms: PreparedTerms,
  base: Money,
  rate: RatePercent,
  anchorDay: number,
  day: number,
): bigint {
  const anchor = civilFromDayNumber(anchorDay);
  const { units, odd } = wholeUnitsAndOddDays(terms, anchor, day);
  const perYear = terms.dayCount === "bank-year" ? 1n : 12n;
  const oddYear = yearDaysOf(terms, day);
  const annual = base * rate;
  if (terms.perDiemRounding === "exact") {
    return annual * ((YEAR_LCM / perYear) * BigInt(units) + (YEAR_LCM / oddYear) * BigInt(odd));
  }
  return (
    roundInterest(terms, annual, perYear * RATE_FOLD) * BigInt(units) +
    roundInterest(terms, annual * BigInt(odd), oddYear * RATE_FOLD)
  );
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * The time from `from` to `to` as the day count counts it, in words for a statement ("4 months
 * and 18 days"); undefined for the calendar-day counts, where it is the number of days.
 */
export function countedTime(terms: PreparedTerms, from: number, to: number): string | undefined {
  if (to <= from) return undefined;
  if (terms.dayCount === "30-360") {
    return `${plural(Number(thirtyDayPlace(to) - thirtyDayPlace(from)), "day")} in 30-day months`;
  }
  if (terms.dayCount !== "months" && terms.dayCount !== "bank-year") return undefined;
  const { units, odd } = wholeUnitsAndOddDays(terms, civilFromDayNumber(from), to);
  const whole = plural(units, terms.dayCount === "months" ? "month" : "year");
  if (odd === 0) return whole;
  return terms.dayCount === "months"
    ? `${whole} and ${plural(odd, "day")}`
    : `${whole} and ${plural(odd, "day")} of a 360-day year`;
}

/**
 * Interest from `state.day` to `to` at one rate and year length on the state's current base;
 * under `exact` it also moves the sub-unit remainder.
 */
function stretchInterest(
  terms: PreparedTerms,
  state: EngineState,
  rate: RatePercent,
  yearDays: bigint,
  to: number,
): Money {
  const from = state.day;
  const base = interestBase(terms, state);
  if (base <= 0n || rate === 0n || to <= from) return 0n;
  const exact = terms.perDiemRounding === "exact";
  if (terms.dayCount === "months" || terms.dayCount === "bank-year") {
    // The count runs from the anchor, so a stretch earns what the count to its end adds to the
    // count to its start, and splitting a stretch changes nothing.
    const added =
      countedInterest(terms, base, rate, state.anchor, to) -
      countedInterest(terms, base, rate, state.anchor, from);
    if (!exact) return added;
    const numerator = added + state.remainder;
    state.remainder = numerator % EXACT_DENOMINATOR;
    return numerator / EXACT_DENOMINATOR;
  }
  const days =
    terms.dayCount === "30-360" ? thirtyDayPlace(to) - thirtyDayPlace(from) : BigInt(to - from);
  if (days <= 0n) return 0n;
  if (!exact) return perDiemFor(terms, base, rate, yearDays) * days;
  const numerator = base * rate * (YEAR_LCM / yearDays) * days + state.remainder;
  state.remainder = numerator % EXACT_DENOMINATOR;
  return numerator / EXACT_DENOMINATOR;
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
  // Interest may run from before the judgment (interestFrom): the first anniversary is still
  // one year after the judgment date.
  const years = Math.max(1, year - judgment.year);
  const sameYear = anniversaryDayNumber(judgment, years);
  return sameYear >= day ? sameYear : anniversaryDayNumber(judgment, years + 1);
}

/** The yearly rate in force on `day`. */
export function rateOn(terms: PreparedTerms, day: number): RatePercent {
  return terms.rateValues[rateIndexOn(terms, day)] as RatePercent;
}

/**
 * Daily interest on an interest-bearing `base` for day `day`, at that day's rate and year length,
 * rounded as the terms' per-diem rounding says (`exact`: floored to $0.0001 for display).
 */
export function dailyInterestOn(terms: PreparedTerms, base: Money, day: number): Money {
  const rate = terms.rateValues[rateIndexOn(terms, day)] as RatePercent;
  return perDiemFor(terms, base, rate, yearDaysOf(terms, day));
}

/** Per-diem for the day after `state.day`: what one more day would add. */
export function perDiemAfter(terms: PreparedTerms, state: EngineState): Money {
  if (state.satisfiedDay !== null) return 0n;
  return dailyInterestOn(terms, interestBase(terms, state), state.day + 1);
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
  if (terms.compounding === "none" && terms.dayCount !== "actual" && terms.rateDays.length === 1) {
    // The common case, and the plain formula (amount × rate ÷ 365, days): one period, O(1).
    const rate = terms.rateValues[0] as RatePercent;
    const accrued = stretchInterest(terms, state, rate, yearDaysOf(terms, toDay), toDay);
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
    if (terms.dayCount === "actual") {
      const yearEnd = dayNumberFromCivil(year, 12, 31);
      if (yearEnd < end) end = yearEnd;
    }
    const rateIndex = rateIndexOn(terms, next);
    if (onBoundary && rateIndex > 0 && terms.rateDays[rateIndex] === next) {
      onBoundary({ kind: "RATE_CHANGE", day: next, accruedSoFar: accrued, capitalized: 0n }, state);
    }
    const nextRateDay = terms.rateDays[rateIndex + 1];
    if (nextRateDay !== undefined && nextRateDay - 1 < end) end = nextRateDay - 1;
    const rate = terms.rateValues[rateIndex] as RatePercent;
    const earned = stretchInterest(terms, state, rate, yearDaysOf(terms, next), end);
    accrued += earned;
    state.interest += earned;
    state.day = end;
    // A new rate starts a new count of whole months or years.
    if (nextRateDay !== undefined && end === nextRateDay - 1) state.anchor = end;
    if (end === anniversary) {
      const joined = state.interest;
      capitalized += joined;
      state.principal += joined;
      state.interest = 0n;
      state.anchor = end;
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
  // The balance may change: counts of whole months or years start again from here.
  state.anchor = tx.day;
  if (tx.type === "PAYMENT") return applyPayment(terms, state, tx, accrued, capitalized);
  let renewed = 0n;
  if (tx.type === "RENEWAL") {
    // A renewed judgment's amount includes the interest accrued to the renewal: it joins
    // principal (any fraction below $0.0001 under `exact` stays in the remainder).
    renewed = state.interest;
    state.principal += renewed;
    state.interest = 0n;
  }
  addCost(terms, state, tx.amount);
  state.transactionCount += 1;
  return {
    interestAccrued: accrued,
    interestCapitalized: capitalized + renewed,
    appliedToInterest: 0n,
    appliedToPrincipal: 0n,
    appliedToCosts: 0n,
    renewedInterest: renewed,
    writtenOff: 0n,
    satisfiesJudgment: false,
  };
}

/** A cost (or a renewal's costs) joins principal or the separate cost balance. */
function addCost(terms: PreparedTerms, state: EngineState, amount: Money): void {
  if (terms.costTreatment === "principal") state.principal += amount;
  else state.costs += amount;
  state.totalCosts += amount;
}

/** The payoff shown (each part rounded to cents, then added): principal, interest, costs. */
export function shownPayoff(state: EngineState): Money {
  return shownCents(state.principal, state.interest).payoff + roundToCents(state.costs);
}

function applyPayment(
  terms: PreparedTerms,
  state: EngineState,
  tx: PreparedTransaction,
  accrued: Money,
  capitalized: Money,
): AppliedTransaction {
  // The payoff shown (each part rounded, then added) and the exact payoff rounded can differ by
  // a cent; a payment of either pays the judgment, so a clerk's figure and ours both work and a
  // ledger recorded under the older rounding still replays (docs/decisions/005).
  const payoff = shownPayoff(state);
  const roundedExact = roundToCents(state.principal + state.interest + state.costs);
  const most = payoff > roundedExact ? payoff : roundedExact;
  if (tx.amount > most) {
    throw withTransaction(
      new PaymentExceedsPayoffError(tx.amount, payoff, fromDayNumber(tx.day)),
      tx.index,
      tx.id,
    );
  }
  // Credit in the terms' order (docs/interest-method.md, "Crediting order"). Not Math.min:
  // these are bigints. What is left after every balance (a sub-cent difference when the payment
  // satisfies the judgment) goes to principal, where the write-off below settles it.
  let rest = tx.amount;
  const take = (balance: Money): Money => {
    const part = rest < balance ? rest : balance > 0n ? balance : 0n;
    rest -= part;
    return part;
  };
  let toCosts = 0n;
  let toInterest = 0n;
  let toPrincipal = 0n;
  if (terms.creditingOrder === "merchants-rule") {
    // The Merchants' Rule sets each payment, with interest from its date, against the debt with
    // its interest: with simple interest that is the payment reducing the balance that bears
    // interest at once, i.e. principal first (docs/interest-method.md, "Crediting order").
    toPrincipal = take(state.principal);
    toInterest = take(state.interest);
    toCosts = take(state.costs);
  } else {
    if (terms.creditingOrder === "costs-interest-principal") toCosts = take(state.costs);
    toInterest = take(state.interest);
    toPrincipal = take(state.principal);
    if (terms.creditingOrder === "interest-principal") toCosts = take(state.costs);
  }
  toPrincipal += rest;
  let writtenOff = 0n;
  // The shown payoff was paid, or what is left would show as $0.00: whatever difference remains
  // (either sign, under half a cent for each balance shown: principal, interest and a separate
  // cost balance) is written off so the judgment ends at exactly zero.
  const satisfies =
    tx.amount === payoff ||
    tx.amount === roundedExact ||
    shownCents(state.principal - toPrincipal, state.interest - toInterest).payoff +
      roundToCents(state.costs - toCosts) ===
      0n;
  if (satisfies) {
    writtenOff =
      state.principal - toPrincipal + (state.interest - toInterest) + (state.costs - toCosts);
    state.principal = 0n;
    state.interest = 0n;
    state.costs = 0n;
    state.nonBearing = 0n;
    state.remainder = 0n;
    state.satisfiedDay = tx.day;
  } else {
    // Principal payments reduce the interest-bearing part first (docs/interest-method.md).
    const bearing = state.principal - state.nonBearing;
    if (toPrincipal > bearing) state.nonBearing -= toPrincipal - bearing;
    state.principal -= toPrincipal;
    state.interest -= toInterest;
    state.costs -= toCosts;
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
    appliedToCosts: toCosts,
    renewedInterest: 0n,
    writtenOff,
    satisfiesJudgment: satisfies,
  };
}
