import { PLAN_PERIOD_WORDS, type PlanFrequency } from "../contracts/payment-plans.ts";
import {
  type CalendarDate,
  formatUsDate,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import {
  accrue,
  applyTransaction,
  cloneState,
  type EngineState,
  shownPayoff,
} from "../interest/engine.ts";
import type { LedgerTransaction } from "../interest/ledger.ts";
import { type LedgerSnapshot, stateFromSnapshot } from "../interest/snapshot.ts";
import { replayTo } from "../interest/summary.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "../interest/terms.ts";
import { formatUsd, type Money, UNITS_PER_CENT } from "../money/money.ts";
import {
  firstInstallmentOnOrAfter,
  INSTALLMENTS_PER_YEAR,
  installmentDue,
  type PlanTerms,
} from "./plan-terms.ts";

/** One projected installment and what the engine applies it to. */
export interface ProjectedPayment {
  date: CalendarDate;
  amount: Money;
  toInterest: Money;
  toPrincipal: Money;
  toCosts: Money;
  /** The payoff shown after it (each part rounded to cents, as the payoff route shows it). */
  balanceAfter: Money;
}

export interface PlanProjectionFigures {
  from: CalendarDate;
  /** The day the last installment pays the judgment off. */
  paidOffOn: CalendarDate;
  installments: number;
  /** The last installment: what was left, at most the installment. */
  finalInstallment: Money;
  totalPaid: Money;
  /** Interest the projected payments pay, in all. */
  interestPaid: Money;
  payments: ProjectedPayment[];
  /** Plain-English notes: the projection runs past the enforceable life, skipped installments. */
  warnings: string[];
}

export type ProjectionOutcome =
  | { kind: "projected"; projection: PlanProjectionFigures }
  | {
      kind: "does-not-cover";
      /** The least installment the plan's interest-cover check accepts, in whole cents. */
      needed: Money;
      /** "An installment of $200.00 a month does not cover … at least $214.07 a month …". */
      sentence: string;
    }
  | {
      kind: "too-long";
      /** How many installments were projected without paying the judgment off. */
      installments: number;
      /** The due date of the last of them. */
      through: CalendarDate;
      /** The payoff still owed after it. */
      balanceLeft: Money;
      sentence: string;
    };

export interface ProjectionOptions {
  /** The judgment's enforceable life ends this day: a projection past it carries a warning. */
  enforceableUntil?: CalendarDate | null;
  /** The most installments projected (default: 50 years of them). */
  maxInstallments?: number;
}

/** The default projection limit in years: a plan longer than this is refused as too long. */
export const PROJECTION_YEARS = 50;

/**
 * Rounds up to a whole cent: the interest-cover figure is the least installment that covers the
 * interest, so it may not be rounded down (docs/letters-and-plans.md, "The projection").
 */
export function roundUpToCents(value: Money): Money {
  if (value <= 0n) return 0n;
  return ((value + UNITS_PER_CENT - 1n) / UNITS_PER_CENT) * UNITS_PER_CENT;
}

/** "at least $214.07 a month just to cover interest". */
export function coverInterestPhrase(needed: Money, frequency: PlanFrequency): string {
  return `at least ${formatUsd(needed)} ${PLAN_PERIOD_WORDS[frequency]} just to cover interest`;
}

/**
 * The case's balance under the plan from `from` (docs/letters-and-plans.md, "The projection"):
 * the engine's state after every recorded transaction (from the stored snapshot in O(1), or by
 * replaying the ledger once), then each installment due on or after `from` (and on or after the
 * last recorded transaction) entered as a payment of the installment on its due date, the last
 * one the payoff left. Each step is the engine's own `accrue` and `applyTransaction`, so the
 * figures are those `computeLedger` gives with the same payments entered, and the work is
 * O(installments) whatever the ledger's length.
 *
 * Refused before any step when the installment does not cover interest: `needed` is the most
 * interest any one period of the plan's first year (from the first projected due date) adds to
 * the balance as it stands on that date, if nothing were paid, rounded up to the cent. An
 * installment of `needed` or more passes; a plan that still does not pay the judgment off within
 * `maxInstallments` installments (a rising rate, unpaid interest from before) is too long.
 */
export function projectPlan(
  terms: CaseTerms,
  source: LedgerSnapshot | readonly LedgerTransaction[],
  plan: Pick<PlanTerms, "installment" | "frequency" | "firstDue">,
  from: CalendarDate,
  options: ProjectionOptions = {},
): ProjectionOutcome {
  const prepared = prepareTerms(terms);
  const fromDay = toDayNumber(from, "from");
  const state: EngineState = isTransactionList(source)
    ? replayTo(prepared, source, Number.MAX_SAFE_INTEGER)
    : stateFromSnapshot(prepared, source);
  const warnings: string[] = [];

  if (state.satisfiedDay !== null) {
    return {
      kind: "projected",
      projection: {
        from,
        paidOffOn: fromDayNumber(state.satisfiedDay),
        installments: 0,
        finalInstallment: 0n,
        totalPaid: 0n,
        interestPaid: 0n,
        payments: [],
        warnings,
      },
    };
  }

  // Installments can only follow the recorded ledger: one due before its last entry would change
  // rows already computed. None is entered before the judgment either (interest may run from an
  // earlier day, but no payment can be dated before the judgment).
  const startDay = Math.max(fromDay, state.day, prepared.judgmentDay);
  const first = firstInstallmentOnOrAfter(plan, fromDayNumber(startDay));
  if (state.transactionCount > 0 && firstInstallmentOnOrAfter(plan, from) < first) {
    warnings.push(
      `Installments due before ${formatUsDate(fromDayNumber(state.day))}, the date of the last entry in the ledger, are not part of the projection.`,
    );
  }
  const dueDay = dueDayOf(plan, first);

  const needed = interestCoverNeeded(prepared, state, plan.frequency, dueDay);
  if (plan.installment < needed) {
    return {
      kind: "does-not-cover",
      needed,
      sentence: `An installment of ${formatUsd(plan.installment)} ${PLAN_PERIOD_WORDS[plan.frequency]} does not cover the interest: this judgment needs ${coverInterestPhrase(needed, plan.frequency)}.`,
    };
  }

  const limit = Math.max(
    1,
    Math.floor(options.maxInstallments ?? PROJECTION_YEARS * INSTALLMENTS_PER_YEAR[plan.frequency]),
  );
  const run = payInstallments(prepared, state, plan.installment, dueDay, limit);
  if (run.paidOffDay === null) {
    const through = fromDayNumber(dueDay(limit - 1));
    const balanceLeft = shownPayoff(state);
    return {
      kind: "too-long",
      installments: limit,
      through,
      balanceLeft,
      sentence: `At ${formatUsd(plan.installment)} ${PLAN_PERIOD_WORDS[plan.frequency]}, this plan would not pay the judgment off within ${limit} installments: ${formatUsd(balanceLeft)} would still be owed after the one due ${formatUsDate(through)}. A larger installment is needed.`,
    };
  }
  const paidOffOn = fromDayNumber(run.paidOffDay);
  const until = options.enforceableUntil;
  if (until && toDayNumber(until, "enforceableUntil") < run.paidOffDay) {
    warnings.push(
      `Under this plan the judgment is paid off on ${formatUsDate(paidOffOn)}, after its enforceable life ends on ${formatUsDate(until)}: it must be renewed before then for the plan to run its course.`,
    );
  }
  const { payments } = run;
  return {
    kind: "projected",
    projection: {
      from,
      paidOffOn,
      installments: payments.length,
      finalInstallment: payments[payments.length - 1]?.amount ?? 0n,
      totalPaid: payments.reduce((sum, p) => sum + p.amount, 0n),
      interestPaid: payments.reduce((sum, p) => sum + p.toInterest, 0n),
      payments,
      warnings,
    },
  };
}

/**
 * Enters up to `limit` installments as payments on their due dates (the last one the payoff
 * left), each through the engine's `accrue` and `applyTransaction` on `state`; stops at the one
 * that pays the judgment off.
 */
function payInstallments(
  prepared: PreparedTerms,
  state: EngineState,
  installment: Money,
  dueDay: (k: number) => number,
  limit: number,
): { payments: ProjectedPayment[]; paidOffDay: number | null } {
  const payments: ProjectedPayment[] = [];
  for (let k = 0; k < limit; k++) {
    const day = dueDay(k);
    accrue(prepared, state, day);
    const payoff = shownPayoff(state);
    const amount = payoff < installment ? payoff : installment;
    const applied = applyTransaction(prepared, state, {
      index: state.transactionCount,
      id: undefined,
      type: "PAYMENT",
      day,
      amount,
    });
    payments.push({
      date: fromDayNumber(day),
      amount,
      toInterest: applied.appliedToInterest,
      toPrincipal: applied.appliedToPrincipal,
      toCosts: applied.appliedToCosts,
      balanceAfter: shownPayoff(state),
    });
    if (applied.satisfiesJudgment) return { payments, paidOffDay: day };
  }
  return { payments, paidOffDay: null };
}

/**
 * The day number of the `k`-th projected installment (from 0): weekly steps are counted in days,
 * monthly ones by `installmentDue`, which keeps the day of the month.
 */
function dueDayOf(
  plan: Pick<PlanTerms, "frequency" | "firstDue">,
  first: number,
): (k: number) => number {
  if (plan.frequency === "monthly") return (k) => toDayNumber(installmentDue(plan, first + k));
  const start = toDayNumber(installmentDue(plan, first));
  const step = plan.frequency === "weekly" ? 7 : 14;
  return (k) => start + step * k;
}

function isTransactionList(
  source: LedgerSnapshot | readonly LedgerTransaction[],
): source is readonly LedgerTransaction[] {
  return Array.isArray(source);
}

/**
 * The interest-cover figure: on a copy of the state, interest runs to the first projected due
 * date, then period by period through the plan's first year with nothing paid; the most any one
 * period adds, rounded up to the cent.
 */
function interestCoverNeeded(
  prepared: PreparedTerms,
  state: EngineState,
  frequency: PlanFrequency,
  dueDay: (k: number) => number,
): Money {
  const copy = cloneState(state);
  accrue(prepared, copy, dueDay(0));
  let most = 0n;
  for (let k = 1; k <= INSTALLMENTS_PER_YEAR[frequency]; k++) {
    const { accrued } = accrue(prepared, copy, dueDay(k));
    if (accrued > most) most = accrued;
  }
  return roundUpToCents(most);
}
