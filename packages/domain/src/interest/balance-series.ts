import {
  type CalendarDate,
  civilFromDayNumber,
  dayNumberFromCivil,
  daysInMonth,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import { formatRatePercent, formatUsd, type Money } from "../money/money.ts";
import {
  accrue,
  applyTransaction,
  type BoundaryListener,
  type EngineState,
  initialState,
  type PreparedTransaction,
} from "./engine.ts";
import { DomainError } from "./errors.ts";
import { type LedgerTransaction, prepareTransactions } from "./ledger.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "./terms.ts";

/*
 * The balance over time that the case page draws (docs/letters-and-plans.md, "The balance
 * chart"). One walk of the engine from the judgment: a point at the judgment date, a point just
 * before and just after each transaction (same date: the step a payment makes), a point at each
 * rate change, each compounding and each month end between, and one at the as-of date. Then, when
 * the case has a plan, the plan's projected payments applied by the same engine, each with a point
 * before and after, marked `projected`. Nothing here computes interest: `accrue` and
 * `applyTransaction` do, so the chart cannot disagree with the ledger or the payoff.
 */

export type BalanceEventKind = "payment" | "cost" | "rate-change" | "renewal";

export interface BalancePoint {
  date: CalendarDate;
  principal: Money;
  /** Accrued interest not yet paid. */
  interest: Money;
  /** The separate cost balance (0 when costs join principal). */
  costs: Money;
  /** After the as-of date, under the plan's projection. */
  projected: boolean;
}

export interface BalanceEvent {
  date: CalendarDate;
  kind: BalanceEventKind;
  /** A payment's or cost's amount; null for a rate change or a renewal. */
  amount: Money | null;
  label: string;
}

export interface BalanceSeries {
  points: BalancePoint[];
  events: BalanceEvent[];
}

export interface BalanceSeriesOptions {
  /**
   * The plan's projected payments (projectPlan's), in date order, on or after `asOf` and the
   * last transaction; earlier ones are left out, as the projection leaves them out.
   */
  projection?: readonly { date: CalendarDate; amount: Money }[];
  /** At most this many points (sampled evenly beyond it). Default BALANCE_POINTS_MAX. */
  maxPoints?: number;
  /** At most this many payment and cost events (grouped by month beyond it). Default BALANCE_EVENTS_MAX. */
  maxEvents?: number;
}

/** Enough to draw a line at 1280 px with a point every 3 px; a long ledger is sampled evenly. */
export const BALANCE_POINTS_MAX = 400;
/** Payment and cost markers beyond this are grouped by month (a marker a day would be a smear). */
export const BALANCE_EVENTS_MAX = 120;

const pointOf = (state: EngineState, day: number, projected: boolean): BalancePoint => ({
  date: fromDayNumber(day),
  principal: state.principal,
  interest: state.interest,
  costs: state.costs,
  projected,
});

/** The last day of the month of `day`. */
function monthEndOf(day: number): number {
  const { year, month } = civilFromDayNumber(day);
  return dayNumberFromCivil(year, month, daysInMonth(year, month));
}

/**
 * Keeps `max` points out of many, evenly spaced by position, always the first and the last; the
 * points kept are the engine's own, never interpolated.
 */
export function sampleEvenly<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  if (max <= 1) return items.slice(-1);
  const kept: T[] = [];
  for (let i = 0; i < max; i++) {
    kept.push(items[Math.round((i * (items.length - 1)) / (max - 1))] as T);
  }
  return kept;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Payments and costs, one event each; when there are more than `max`, one event per month and
 * kind ("Payments in March 2025: $1,500.00 (3)") dated the month's last one, so no amount is lost.
 */
function groupedMoneyEvents(events: readonly BalanceEvent[], max: number): BalanceEvent[] {
  if (events.length <= max) return [...events];
  const groups = new Map<string, { last: BalanceEvent; total: Money; count: number }>();
  for (const event of events) {
    const key = `${event.date.slice(0, 7)} ${event.kind}`;
    const group = groups.get(key);
    if (group) {
      group.last = event;
      group.total += event.amount ?? 0n;
      group.count += 1;
    } else groups.set(key, { last: event, total: event.amount ?? 0n, count: 1 });
  }
  return [...groups.values()].map(({ last, total, count }) => {
    if (count === 1) return last;
    const month = MONTH_NAMES[Number(last.date.slice(5, 7)) - 1];
    const noun = last.kind === "payment" ? "Payments" : "Costs";
    return {
      date: last.date,
      kind: last.kind,
      amount: total,
      label: `${noun} in ${month} ${last.date.slice(0, 4)}: ${formatUsd(total)} (${count})`,
    };
  });
}

/**
 * The case's principal, unpaid interest and separate costs over time, from the judgment to
 * `asOf` (or its last transaction, when later), then along the plan's projection; with its
 * payments, costs, rate changes and renewals as events. O(transactions + months + projected
 * payments); the points are sampled down to `maxPoints` at the end.
 */
export function balanceSeries(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
  options: BalanceSeriesOptions = {},
): BalanceSeries {
  const prepared = prepareTerms(terms);
  const ordered = prepareTransactions(prepared, transactions);
  const state = initialState(prepared);
  const asOfDay = Math.max(toDayNumber(asOf, "asOf"), prepared.judgmentDay);
  const points: BalancePoint[] = [];
  const moneyEvents: BalanceEvent[] = [];
  const otherEvents: BalanceEvent[] = [];

  // Compounding moves unpaid interest into principal inside an accrual: a point shows the move.
  const onBoundary: BoundaryListener = (boundary, s) => {
    if (boundary.kind === "COMPOUNDING" && boundary.capitalized > 0n) {
      points.push(pointOf(s, boundary.day, false));
    }
  };

  /** Interest runs to `day` with a point at each month end, rate change and at `day` itself. */
  const walkTo = (day: number, stops: readonly number[]) => {
    let next = monthEndOf(state.day + 1);
    let stop = 0;
    while (state.day < day) {
      while (stop < stops.length && (stops[stop] as number) <= state.day) stop += 1;
      const target = Math.min(day, next, stops[stop] ?? Number.POSITIVE_INFINITY);
      accrue(prepared, state, target, onBoundary);
      if (target < day) points.push(pointOf(state, target, false));
      if (target === next) next = monthEndOf(next + 1);
    }
  };

  const rateStops = rateChangeEvents(prepared, otherEvents);

  // Interest running from before the judgment (interestFrom) is owed at the judgment date.
  accrue(prepared, state, prepared.judgmentDay);
  points.push(pointOf(state, prepared.judgmentDay, false));

  for (const tx of ordered) {
    if (state.satisfiedDay !== null) break;
    walkTo(tx.day, rateStops);
    points.push(pointOf(state, tx.day, false));
    applyTransaction(prepared, state, tx);
    points.push(pointOf(state, tx.day, false));
    const event = transactionEvent(tx);
    if (event.kind === "renewal") otherEvents.push(event);
    else moneyEvents.push(event);
  }
  if (state.satisfiedDay === null) {
    walkTo(asOfDay, rateStops);
    if (state.day === asOfDay && points.at(-1)?.date !== fromDayNumber(asOfDay)) {
      points.push(pointOf(state, asOfDay, false));
    }
  }

  const history = points;
  const projected: BalancePoint[] = [];
  for (const payment of options.projection ?? []) {
    if (state.satisfiedDay !== null) break;
    const day = toDayNumber(payment.date, "projection date");
    if (day < state.day) continue;
    accrue(prepared, state, day);
    const before = pointOf(state, day, true);
    try {
      applyTransaction(prepared, state, {
        index: state.transactionCount,
        id: undefined,
        type: "PAYMENT",
        day,
        amount: payment.amount,
      });
    } catch (error) {
      // A projection made before the ledger last changed may overpay it: the chart then stops
      // where the engine refuses, rather than the case page failing.
      if (error instanceof DomainError) break;
      throw error;
    }
    projected.push(before, pointOf(state, day, true));
  }

  const max = options.maxPoints ?? BALANCE_POINTS_MAX;
  // The projection keeps a share of the points in proportion to its length, at least a few.
  const total = history.length + projected.length;
  const projectedShare =
    projected.length === 0
      ? 0
      : Math.max(Math.min(projected.length, 8), Math.round((max * projected.length) / total));
  const lastDay = projected.length > 0 ? state.day : Math.max(state.day, asOfDay);
  return {
    points: [
      ...sampleEvenly(history, max - Math.min(projectedShare, max - 2)),
      ...sampleEvenly(projected, Math.min(projectedShare, max - 2)),
    ],
    events: [
      ...groupedMoneyEvents(moneyEvents, options.maxEvents ?? BALANCE_EVENTS_MAX),
      ...otherEvents.filter((event) => toDayNumber(event.date) <= lastDay),
    ].sort((a, b) => a.date.localeCompare(b.date)),
  };
}

function transactionEvent(tx: PreparedTransaction & { date: CalendarDate }): BalanceEvent {
  if (tx.type === "RENEWAL") {
    return { date: tx.date, kind: "renewal", amount: null, label: "Judgment renewed" };
  }
  const payment = tx.type === "PAYMENT";
  return {
    date: tx.date,
    kind: payment ? "payment" : "cost",
    amount: tx.amount,
    label: `${payment ? "Payment" : "Cost"} ${formatUsd(tx.amount)}`,
  };
}

/**
 * The schedule's rate changes after the judgment as events ("Rate 10% → 7.5%"), pushed onto
 * `events`; returns their days, where the walk puts a point. A period whose rate equals the one
 * before changes nothing and is left out.
 */
function rateChangeEvents(prepared: PreparedTerms, events: BalanceEvent[]): number[] {
  const days: number[] = [];
  for (let i = 1; i < prepared.rateDays.length; i++) {
    const day = prepared.rateDays[i] as number;
    const before = prepared.rateValues[i - 1] as bigint;
    const after = prepared.rateValues[i] as bigint;
    if (day <= prepared.judgmentDay || before === after) continue;
    days.push(day);
    events.push({
      date: fromDayNumber(day),
      kind: "rate-change",
      amount: null,
      label: `Rate ${formatRatePercent(before)} → ${formatRatePercent(after)}`,
    });
  }
  return days;
}
