import { type CalendarDate, fromDayNumber, toDayNumber } from "../dates/calendar-date.ts";
import type { Money } from "../money/money.ts";
import {
  accrue,
  applyTransaction,
  cloneState,
  dailyInterestOn as dailyInterestOnDay,
  type EngineState,
  initialState,
  perDiemAfter,
} from "./engine.ts";
import { type LedgerTransaction, prepareTransactions } from "./ledger.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "./terms.ts";

/** A case's figures as of one date: what the case page, the dashboard and payoff statements show. */
export interface Summary {
  asOf: CalendarDate;
  /** Principal as of `asOf`. */
  principalBalance: Money;
  /** Interest accrued and unpaid as of `asOf` (`accruedInterest` in the API). */
  accruedInterest: Money;
  /** Costs kept as their own balance (cost treatment other than `principal`); else 0. */
  costBalance: Money;
  /** principalBalance + accruedInterest + costBalance, at 4 decimals; show it rounded to cents. */
  payoffAmount: Money;
  /** Payments on or before `asOf`. */
  totalPayments: Money;
  totalCosts: Money;
  lastPaymentDate: CalendarDate | null;
  /** All interest ever accrued up to `asOf`: paid, unpaid and added to principal. */
  totalInterestAccrued: Money;
  totalInterestPaid: Money;
  /** Sub-cent remainders written off when a payment satisfied the judgment. */
  totalWrittenOff: Money;
  /** Interest the day after `asOf` would add (0 once the judgment is satisfied). */
  perDiem: Money;
  /** Whole days from the interest start (the judgment date unless set) to `asOf`, never negative. */
  daysSinceJudgment: number;
  /** The judgment was paid in full on or before `asOf`. */
  isEnded: boolean;
  endedOn: CalendarDate | null;
  /** How many transactions (those dated on or before `asOf`) the figures include. */
  transactionsApplied: number;
}

/**
 * Figures as of `asOfDay`, from a state whose events are all on or before it. Works on a copy.
 * A date before the judgment shows the judgment as entered, with nothing accrued.
 */
export function summaryFromState(
  terms: PreparedTerms,
  source: EngineState,
  asOfDay: number,
): Summary {
  const state = cloneState(source);
  accrue(terms, state, asOfDay);
  return {
    asOf: fromDayNumber(asOfDay),
    principalBalance: state.principal,
    accruedInterest: state.interest,
    costBalance: state.costs,
    payoffAmount: state.principal + state.interest + state.costs,
    totalPayments: state.totalPayments,
    totalCosts: state.totalCosts,
    lastPaymentDate: state.lastPaymentDay === null ? null : fromDayNumber(state.lastPaymentDay),
    totalInterestAccrued: state.totalAccrued,
    totalInterestPaid: state.totalInterestPaid,
    totalWrittenOff: state.totalWrittenOff,
    perDiem: perDiemAfter(terms, state),
    daysSinceJudgment: Math.max(0, asOfDay - terms.interestFromDay),
    isEnded: state.satisfiedDay !== null,
    endedOn: state.satisfiedDay === null ? null : fromDayNumber(state.satisfiedDay),
    transactionsApplied: state.transactionCount,
  };
}

/**
 * Figures as of any date by full replay: transactions dated on or before `asOf` apply, later ones
 * are ignored (every transaction is still checked for shape), then interest runs to `asOf`.
 */
export function summarize(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
): Summary {
  const prepared = prepareTerms(terms);
  const asOfDay = toDayNumber(asOf, "asOf");
  return summaryFromState(prepared, replayTo(prepared, transactions, asOfDay), asOfDay);
}

/**
 * The engine's state after every transaction dated on or before `asOfDay` (every transaction is
 * still checked for shape); interest is not yet accrued past the last of them. `summarize` and the
 * court forms' figures (court-forms/) start from it, so they cannot disagree.
 */
export function replayTo(
  prepared: PreparedTerms,
  transactions: readonly LedgerTransaction[],
  asOfDay: number,
): EngineState {
  const ordered = prepareTransactions(prepared, transactions);
  const state = initialState(prepared);
  for (const tx of ordered) {
    if (tx.day > asOfDay) break;
    applyTransaction(prepared, state, tx);
  }
  return state;
}

/**
 * The interest one day earns on `principal`, using the rate and year length of `date` itself:
 * floor4(principal × rate / 100 / 365 or 366). `Summary.perDiem` is this for the day after the
 * as-of date; this helper answers "what did the as-of day itself earn at this principal".
 */
export function dailyInterestOn(terms: CaseTerms, principal: Money, date: CalendarDate): Money {
  return dailyInterestOnDay(prepareTerms(terms), principal, toDayNumber(date, "date"));
}
