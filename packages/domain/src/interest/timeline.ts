import { type CalendarDate, fromDayNumber, toDayNumber } from "../dates/calendar-date.ts";
import type { Money, RatePercent } from "../money/money.ts";
import {
  type AccrualBoundary,
  accrue,
  applyTransaction,
  countedTime,
  type EngineState,
  initialState,
  perDiemAfter,
  rateOn,
} from "./engine.ts";
import { type LedgerTransaction, prepareTransactions } from "./ledger.ts";
import { type Summary, summaryFromState } from "./summary.ts";
import { type CaseTerms, prepareTerms } from "./terms.ts";

/*
 * A statement's rows: every change of balance or rate on its own line, so that each line's
 * principal follows from the one before it and the interest column adds up to the interest
 * accrued. Transactions are the rows a user entered; the engine adds the rest:
 *  - COMPOUNDING: on a judgment anniversary (annual compounding), the unpaid interest joins
 *    principal. Its interest column is the interest accrued since the previous row.
 *  - RENEWAL: a renewal of the judgment; the unpaid interest joins principal on its date
 *    (`interestCapitalized`) and its amount (the renewal's costs, maybe 0) is added as a cost.
 *  - RATE_CHANGE: a note that a scheduled rate takes effect on its date. It changes no balance and
 *    accrues nothing itself: the days on either side of it are counted on the next row.
 * See docs/interest-method.md ("Reading a statement").
 */

export type LedgerEntryKind = "PAYMENT" | "COST" | "RENEWAL" | "COMPOUNDING" | "RATE_CHANGE";

export interface LedgerEntry {
  kind: LedgerEntryKind;
  date: CalendarDate;
  /** The transaction's id for PAYMENT and COST; undefined for rows the engine adds. */
  id: string | number | undefined;
  /** PAYMENT/COST: the amount entered. COMPOUNDING: the interest added to principal. RATE_CHANGE: 0. */
  amount: Money;
  /** Interest accrued since the previous row (0 on a RATE_CHANGE note). */
  interestAccrued: Money;
  appliedToInterest: Money;
  appliedToPrincipal: Money;
  /** PAYMENT: the part that paid the separate cost balance. */
  appliedToCosts: Money;
  /** RENEWAL: the unpaid interest that joined principal on the renewal date; else 0. */
  interestCapitalized: Money;
  writtenOff: Money;
  principalAfter: Money;
  unpaidInterestAfter: Money;
  /** The separate cost balance after this row (0 when costs join principal). */
  costBalanceAfter: Money;
  /** The yearly rate in force the day after this row (for RATE_CHANGE, the new rate). */
  ratePercent: RatePercent;
  /** What the next day earns after this row (0 once the judgment is satisfied). */
  perDiemAfter: Money;
  satisfiesJudgment: boolean;
}

/** The statement's last line: interest from the last row to the as-of date. */
export interface ClosingInterest {
  from: CalendarDate;
  to: CalendarDate;
  days: number;
  /** The per diem after the last row. */
  perDiem: Money;
  interest: Money;
  /**
   * `days × perDiem` equals `interest`. False when the per diem changes inside the stretch (day
   * count "actual" crossing into or out of a leap year): then print the interest without the
   * product, which would not add up.
   */
  uniformPerDiem: boolean;
  /**
   * Day counts that count 30-day months, whole months or bank years: the stretch as they count
   * it ("4 months and 18 days"), for a statement to print instead of calendar days. Absent when a
   * rate change inside the stretch starts a new count.
   */
  counted?: string;
}

export interface LedgerTimeline {
  asOf: CalendarDate;
  /** Rows dated on or before `asOf`, in the order they apply. */
  entries: LedgerEntry[];
  closing: ClosingInterest;
  summary: Summary;
}

/**
 * Every row of a case's statement as of `asOf`: the transactions on or before it and the
 * capitalisations and rate changes the engine applied among them, then the closing interest.
 * Same engine, same order as `computeLedger` and `summarize`, so its figures are theirs.
 */
export function ledgerTimeline(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
  asOf: CalendarDate,
): LedgerTimeline {
  const prepared = prepareTerms(terms);
  const asOfDay = toDayNumber(asOf, "asOf");
  const ordered = prepareTransactions(prepared, transactions);
  const state = initialState(prepared);
  const entries: LedgerEntry[] = [];
  // The last row that moved a balance, where the next row's interest starts counting.
  let lastBalanceDay = prepared.interestFromDay;
  let lastPerDiem = perDiemAfter(prepared, state);
  // Interest of the current `accrue` call already put on an earlier row.
  let shown = 0n;

  const push = (entry: Omit<LedgerEntry, "ratePercent" | "perDiemAfter">, s: EngineState) => {
    // For a rate change `s.day` is the day before it takes effect, so the day after is its first.
    const perDiem = perDiemAfter(prepared, s);
    entries.push({ ...entry, ratePercent: rateOn(prepared, s.day + 1), perDiemAfter: perDiem });
    if (entry.kind !== "RATE_CHANGE") {
      lastBalanceDay = s.day;
      lastPerDiem = perDiem;
    }
  };

  const onBoundary = (boundary: AccrualBoundary, s: EngineState) => {
    if (s.satisfiedDay !== null) return;
    if (boundary.kind === "COMPOUNDING" && boundary.capitalized === 0n) return;
    const isNote = boundary.kind === "RATE_CHANGE";
    push(
      {
        kind: boundary.kind,
        date: fromDayNumber(boundary.day),
        id: undefined,
        amount: boundary.capitalized,
        interestAccrued: isNote ? 0n : boundary.accruedSoFar - shown,
        appliedToInterest: 0n,
        appliedToPrincipal: 0n,
        appliedToCosts: 0n,
        interestCapitalized: 0n,
        writtenOff: 0n,
        principalAfter: s.principal,
        unpaidInterestAfter: s.interest,
        costBalanceAfter: s.costs,
        satisfiesJudgment: false,
      },
      s,
    );
    if (!isNote) shown = boundary.accruedSoFar;
  };

  for (const tx of ordered) {
    if (tx.day > asOfDay) break;
    shown = 0n;
    const applied = applyTransaction(prepared, state, tx, onBoundary);
    push(
      {
        kind: tx.type,
        date: tx.date,
        id: tx.id,
        amount: tx.amount,
        interestAccrued: applied.interestAccrued - shown,
        appliedToInterest: applied.appliedToInterest,
        appliedToPrincipal: applied.appliedToPrincipal,
        appliedToCosts: applied.appliedToCosts,
        interestCapitalized: applied.renewedInterest,
        writtenOff: applied.writtenOff,
        principalAfter: state.principal,
        unpaidInterestAfter: state.interest,
        costBalanceAfter: state.costs,
        satisfiesJudgment: applied.satisfiesJudgment,
      },
      state,
    );
  }
  shown = 0n;
  const { accrued } = accrue(prepared, state, asOfDay, onBoundary);
  const interest = accrued - shown;
  const days = Math.max(0, asOfDay - lastBalanceDay);
  const rateChanged = entries.some(
    (entry) => entry.kind === "RATE_CHANGE" && toDayNumber(entry.date) > lastBalanceDay,
  );
  const counted =
    rateChanged && prepared.dayCount !== "30-360"
      ? undefined
      : countedTime(prepared, lastBalanceDay, asOfDay);
  return {
    asOf,
    entries,
    closing: {
      from: fromDayNumber(Math.min(lastBalanceDay, Math.max(asOfDay, prepared.interestFromDay))),
      to: asOf,
      days,
      perDiem: lastPerDiem,
      interest,
      uniformPerDiem: counted === undefined && lastPerDiem * BigInt(days) === interest,
      ...(counted ? { counted } : {}),
    },
    summary: summaryFromState(prepared, state, asOfDay),
  };
}
