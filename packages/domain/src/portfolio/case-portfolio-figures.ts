import {
  type CalendarDate,
  civilFromDayNumber,
  dayNumberFromCivil,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import { applyTransaction, type EngineState, initialState } from "../interest/engine.ts";
import { type LedgerTransaction, prepareTransactions } from "../interest/ledger.ts";
import { summaryFromState } from "../interest/summary.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "../interest/terms.ts";
import { type Money, roundToCents, shownCents } from "../money/money.ts";

// One case's portfolio figures as of a date D (docs/portfolio.md, "The portfolio"), from its
// terms and transactions in one pass over its ledger: the engine's state is read at each month's
// end on the way (a copy is accrued to that day, as `summarize` would), so every figure is the one
// the case's own page or payoff answer gives for that date.

/** The months a portfolio looks back over: 24 ending with the as-of date's month. */
export const PORTFOLIO_MONTHS = 24;

/** Principal, unpaid interest and costs as the case shows them (cents), and their sum. */
export interface ShownOutstanding {
  principal: Money;
  interest: Money;
  costs: Money;
  total: Money;
}

/** One month's activity on the case (only months with any are kept). */
export interface CaseMonth {
  /** 0 for the oldest of the 24 months, 23 for the as-of date's month. */
  index: number;
  collected: Money;
  toInterest: Money;
  toPrincipal: Money;
  toCosts: Money;
  costsAdded: Money;
}

export interface CasePortfolioFigures {
  asOf: CalendarDate;
  judgmentDate: CalendarDate;
  judgmentAmount: Money;
  /** Satisfied on or before the as-of date. */
  isEnded: boolean;
  lastPaymentDate: CalendarDate | null;
  outstanding: ShownOutstanding;
  perDiem: Money;
  /** Interest accrued in the as-of month through the date, rounded to cents. */
  interestThisMonth: Money;
  collectedThisMonth: Money;
  collectedThisYear: Money;
  months: CaseMonth[];
  /**
   * Outstanding at each of the 24 points (the 23 earlier months' last days, then the date), as
   * principal, interest, costs in turn: 72 values. 0 at a point before the judgment.
   */
  points: BigInt64Array;
  /** Renewals recorded on or before the date (the judgment deadlines count from them). */
  renewals: CalendarDate[];
}

/** The 24 points' days: each earlier month's last day, oldest first, then the date itself. */
export function portfolioPointDays(asOf: CalendarDate): number[] {
  const { year, month } = civilFromDayNumber(toDayNumber(asOf, "asOf"));
  const days: number[] = [];
  for (let back = PORTFOLIO_MONTHS - 1; back >= 1; back--) {
    // The day before the first of the following month is this month's last day.
    const index = year * 12 + (month - 1) - back + 1;
    const y = Math.floor(index / 12);
    days.push(dayNumberFromCivil(y, index - y * 12 + 1, 1) - 1);
  }
  days.push(toDayNumber(asOf));
  return days;
}

/** The YYYY-MM of each of the 24 months, oldest first. */
export function portfolioMonthKeys(asOf: CalendarDate): string[] {
  return portfolioPointDays(asOf).map((day) => fromDayNumber(day).slice(0, 7));
}

/** What a date shows for the case: the engine's summary of `state` accrued to `day`, on a copy. */
function shownAt(prepared: PreparedTerms, state: EngineState, day: number) {
  const summary = summaryFromState(prepared, state, day);
  // As the case page's summary shows it (apps/api's shownFigures): principal and interest each
  // rounded to cents; the separate cost balance as it stands.
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  return {
    summary,
    outstanding: {
      principal: shown.principal,
      interest: shown.interest,
      costs: summary.costBalance,
      total: shown.payoff + summary.costBalance,
    },
  };
}

/**
 * The case's figures as of `asOf`, or null when its judgment is later than that date (it was not
 * yet a judgment, so it is in no total). Transactions dated after `asOf` are not applied.
 */
export function casePortfolioFigures(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
): CasePortfolioFigures | null {
  return casePortfolioWork(terms, transactions, asOf)?.figures ?? null;
}

/**
 * What a later date in the same month can start from without reading the ledger again: the
 * engine's state after every transaction on or before the as-of date (interest not accrued past
 * the last of them), the interest accrued through the previous month's end, and the day of the
 * ledger's last transaction (any date, even after the as-of date).
 */
export interface CasePortfolioBasis {
  readonly prepared: PreparedTerms;
  readonly state: EngineState;
  readonly accruedBeforeMonth: Money;
  readonly lastEntryDay: number | null;
}

/** The case's figures as `casePortfolioFigures` gives them, with the basis they were read from. */
export interface CasePortfolioWork {
  figures: CasePortfolioFigures;
  basis: CasePortfolioBasis;
}

/** `casePortfolioFigures`, and the basis a later date in the same month can be derived from. */
export function casePortfolioWork(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
): CasePortfolioWork | null {
  const asOfDay = toDayNumber(asOf, "asOf");
  const prepared = prepareTerms(terms);
  if (prepared.judgmentDay > asOfDay) return null;
  const pointDays = portfolioPointDays(asOf);
  const monthStarts = pointDays.map(firstOfMonth);
  const windowStart = monthStarts[0] as number;
  const yearStart = dayNumberFromCivil(civilFromDayNumber(asOfDay).year, 1, 1);
  const thisMonthStart = monthStarts[PORTFOLIO_MONTHS - 1] as number;

  const ordered = prepareTransactions(prepared, transactions);
  const state = initialState(prepared);
  const points = new BigInt64Array(PORTFOLIO_MONTHS * 3);
  const months = new Map<number, CaseMonth>();
  const renewals: CalendarDate[] = [];
  let collectedThisMonth = 0n;
  let collectedThisYear = 0n;
  let accruedBeforeMonth = 0n;
  let next = 0;

  const takePoint = (k: number) => {
    const day = pointDays[k] as number;
    if (day < prepared.judgmentDay) return;
    const { summary, outstanding } = shownAt(prepared, state, day);
    points[k * 3] = outstanding.principal;
    points[k * 3 + 1] = outstanding.interest;
    points[k * 3 + 2] = outstanding.costs;
    if (k === PORTFOLIO_MONTHS - 2) accruedBeforeMonth = summary.totalInterestAccrued;
  };
  const monthOf = (day: number): CaseMonth | undefined => {
    if (day < windowStart) return undefined;
    let index = PORTFOLIO_MONTHS - 1;
    while (index > 0 && (monthStarts[index] as number) > day) index--;
    let month = months.get(index);
    if (!month) {
      month = {
        index,
        collected: 0n,
        toInterest: 0n,
        toPrincipal: 0n,
        toCosts: 0n,
        costsAdded: 0n,
      };
      months.set(index, month);
    }
    return month;
  };

  for (const tx of ordered) {
    if (tx.day > asOfDay) break;
    // A point's figures include that day's transactions, so a point is read before a later day's.
    while (next < PORTFOLIO_MONTHS - 1 && (pointDays[next] as number) < tx.day) takePoint(next++);
    const applied = applyTransaction(prepared, state, tx);
    const month = monthOf(tx.day);
    if (tx.type === "PAYMENT") {
      if (tx.day >= thisMonthStart) collectedThisMonth += tx.amount;
      if (tx.day >= yearStart) collectedThisYear += tx.amount;
      if (month) {
        month.collected += tx.amount;
        month.toInterest += applied.appliedToInterest;
        month.toPrincipal += applied.appliedToPrincipal;
        month.toCosts += applied.appliedToCosts;
      }
    } else {
      if (month) month.costsAdded += tx.amount;
      if (tx.type === "RENEWAL") renewals.push(tx.date);
    }
  }
  while (next < PORTFOLIO_MONTHS - 1) takePoint(next++);

  const lastTx = ordered[ordered.length - 1];
  const basis: CasePortfolioBasis = {
    prepared,
    state,
    accruedBeforeMonth,
    lastEntryDay: lastTx ? lastTx.day : null,
  };
  const figures = figuresAt(basis, asOf, {
    asOf,
    judgmentDate: prepared.judgmentDate,
    judgmentAmount: prepared.judgmentAmount,
    isEnded: false,
    lastPaymentDate: null,
    outstanding: { principal: 0n, interest: 0n, costs: 0n, total: 0n },
    perDiem: 0n,
    interestThisMonth: 0n,
    collectedThisMonth,
    collectedThisYear,
    months: [...months.values()].sort((a, b) => a.index - b.index),
    points,
    renewals,
  });
  return { figures, basis };
}

/**
 * What depends on the as-of date itself, read from the basis accrued to `asOf` (on a copy):
 * the outstanding (the last point), per diem, whether it is satisfied, interest this month. The
 * rest is taken from `rest` as it stands; the points array is copied.
 */
function figuresAt(
  basis: CasePortfolioBasis,
  asOf: CalendarDate,
  rest: CasePortfolioFigures,
): CasePortfolioFigures {
  const asOfDay = toDayNumber(asOf, "asOf");
  const { summary, outstanding } = shownAt(basis.prepared, basis.state, asOfDay);
  const points = rest.points.slice();
  const last = (PORTFOLIO_MONTHS - 1) * 3;
  points[last] = outstanding.principal;
  points[last + 1] = outstanding.interest;
  points[last + 2] = outstanding.costs;
  return {
    ...rest,
    asOf,
    isEnded: summary.isEnded,
    lastPaymentDate: summary.lastPaymentDate,
    outstanding,
    perDiem: summary.perDiem,
    interestThisMonth: roundToCents(summary.totalInterestAccrued - basis.accruedBeforeMonth),
    points,
  };
}

/**
 * The case's figures as of `asOf` from those kept for an earlier date D' in the same calendar
 * month, without its ledger: exactly `casePortfolioFigures(…, asOf)` for the same terms and
 * transactions, since no transaction is dated after D' (so the same ones apply, the same state is
 * accrued to `asOf`, and nothing of the 23 earlier months, this month's or this year's collections
 * changes). Null when that cannot be said: `asOf` is not later than D' or in another month, or the
 * ledger has a transaction dated after D'; then work the figures out from the ledger.
 */
export function casePortfolioFiguresFrom(
  kept: CasePortfolioWork,
  asOf: CalendarDate,
): CasePortfolioWork | null {
  const { figures, basis } = kept;
  const asOfDay = toDayNumber(asOf, "asOf");
  const keptDay = toDayNumber(figures.asOf, "asOf");
  if (asOfDay <= keptDay) return null;
  if (firstOfMonth(asOfDay) !== firstOfMonth(keptDay)) return null;
  if (basis.lastEntryDay !== null && basis.lastEntryDay > keptDay) return null;
  return { figures: figuresAt(basis, asOf, figures), basis };
}

function firstOfMonth(day: number): number {
  const { year, month } = civilFromDayNumber(day);
  return dayNumberFromCivil(year, month, 1);
}
