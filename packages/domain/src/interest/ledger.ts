import {
  type CalendarDate,
  fromDayNumber,
  InvalidDateError,
  tryDayNumber,
} from "../dates/calendar-date.ts";
import { assertUserAmount, type Money } from "../money/money.ts";
import {
  type AppliedTransaction,
  applyTransaction,
  type EngineState,
  initialState,
  type PreparedTransaction,
  type TransactionType,
} from "./engine.ts";
import {
  DomainError,
  InvalidTransactionError,
  TransactionBeforeJudgmentError,
  withTransaction,
} from "./errors.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "./terms.ts";

export type { TransactionType } from "./engine.ts";

export const TRANSACTION_TYPES = [
  "PAYMENT",
  "COST",
  "RENEWAL",
] as const satisfies readonly TransactionType[];

export interface LedgerTransaction {
  type: TransactionType;
  date: CalendarDate;
  /** Whole cents, above 0. */
  amount: Money;
  /** The caller's id, echoed back in rows and errors. */
  id?: string | number;
  /**
   * Entry order among transactions of the same date (e.g. a database sequence). When absent the
   * position in the list is the entry order. Use one or the other for a whole ledger.
   */
  sequence?: number;
}

/** One transaction as applied: the figures the transaction table and reports print. */
export interface LedgerRow {
  /** Position of the transaction in the caller's list. */
  index: number;
  id: string | number | undefined;
  type: TransactionType;
  date: CalendarDate;
  amount: Money;
  /** Interest accrued since the previous event (the table's ACCRUED INTEREST). */
  interestAccrued: Money;
  /** Unpaid interest added to principal by annual compounding since the previous event. */
  interestCapitalized: Money;
  /** Payments only: the part that paid accrued interest. 0 for costs. */
  appliedToInterest: Money;
  /** Payments only: the part that reduced principal. 0 for costs (a cost adds `amount`). */
  appliedToPrincipal: Money;
  /** Payments only: the part that paid the separate cost balance (0 when costs join principal). */
  appliedToCosts: Money;
  /** Sub-cent remainder written off by a payment that satisfied the judgment (may be negative). */
  writtenOff: Money;
  /** Principal after the transaction (the table's PRINCIPAL BALANCE). */
  principalAfter: Money;
  unpaidInterestAfter: Money;
  /** The separate cost balance after the transaction (0 when costs join principal). */
  costBalanceAfter: Money;
  /** Principal + unpaid interest + separate costs after the transaction. */
  payoffAfter: Money;
  /** This payment paid the payoff in full: the case is ended as of its date. */
  satisfiesJudgment: boolean;
}

/** The state after the last event: what a snapshot stores and a summary starts from. */
export interface LedgerState {
  /** Date of the last transaction applied, or the judgment date when there is none. */
  date: CalendarDate;
  principal: Money;
  unpaidInterest: Money;
  /** Costs kept as their own balance (0 when costs join principal). */
  costBalance: Money;
  /** The part of principal that bears no interest. */
  nonInterestBearing: Money;
  /** Per-diem rounding `exact`: interest below $0.0001, over the engine's EXACT_DENOMINATOR. */
  interestRemainder: bigint;
  totalInterestAccrued: Money;
  totalInterestPaid: Money;
  totalPayments: Money;
  totalCosts: Money;
  totalWrittenOff: Money;
  lastPaymentDate: CalendarDate | null;
  satisfiedOn: CalendarDate | null;
  transactionCount: number;
}

export interface Ledger {
  /** Canonical text of the case terms (see `PreparedTerms.key`). */
  termsKey: string;
  /** In the order applied: by date, then entry order. */
  rows: LedgerRow[];
  state: LedgerState;
}

/** Checks one transaction's shape and turns its date into a day number. */
export function prepareTransaction(
  terms: PreparedTerms,
  tx: LedgerTransaction,
  index: number,
): PreparedTransaction & { date: CalendarDate; sequence: number } {
  const id = tx.id;
  try {
    if (!TRANSACTION_TYPES.includes(tx.type)) {
      throw new InvalidTransactionError(
        tx.type
          ? "Transaction type must be PAYMENT, COST or RENEWAL"
          : "Transaction type is required",
        "type",
      );
    }
    const day = tryDayNumber(tx.date);
    if (day === undefined) {
      throw tx.date
        ? new InvalidDateError(tx.date, "date")
        : new InvalidDateError(tx.date, "date", "Date is required");
    }
    if (day < terms.judgmentDay) {
      throw new TransactionBeforeJudgmentError(tx.date, terms.judgmentDate);
    }
    // A renewal's amount is its costs, and a renewal may have none.
    const amount =
      tx.type === "RENEWAL" && tx.amount === 0n
        ? 0n
        : assertUserAmount(tx.amount, "Amount", "amount");
    return { index, id, type: tx.type, day, date: tx.date, amount, sequence: tx.sequence ?? index };
  } catch (error) {
    if (error instanceof DomainError) withTransaction(error, index, id);
    throw error;
  }
}

type Prepared = ReturnType<typeof prepareTransaction>;

/** Validates every transaction and puts them in application order: date, then entry order. */
export function prepareTransactions(
  terms: PreparedTerms,
  transactions: readonly LedgerTransaction[],
): Prepared[] {
  const prepared: Prepared[] = new Array(transactions.length);
  let sorted = true;
  for (let i = 0; i < transactions.length; i++) {
    const tx = prepareTransaction(terms, transactions[i] as LedgerTransaction, i);
    prepared[i] = tx;
    const previous = prepared[i - 1];
    if (
      previous &&
      (previous.day > tx.day || (previous.day === tx.day && previous.sequence > tx.sequence))
    ) {
      sorted = false;
    }
  }
  // Array.prototype.sort is stable, so equal (date, sequence) pairs keep list order.
  if (!sorted) prepared.sort((a, b) => a.day - b.day || a.sequence - b.sequence);
  return prepared;
}

export function toRow(
  tx: Prepared | (PreparedTransaction & { date: CalendarDate }),
  applied: AppliedTransaction,
  state: EngineState,
): LedgerRow {
  return {
    index: tx.index,
    id: tx.id,
    type: tx.type,
    date: tx.date,
    amount: tx.amount,
    interestAccrued: applied.interestAccrued,
    interestCapitalized: applied.interestCapitalized,
    appliedToInterest: applied.appliedToInterest,
    appliedToPrincipal: applied.appliedToPrincipal,
    appliedToCosts: applied.appliedToCosts,
    writtenOff: applied.writtenOff,
    principalAfter: state.principal,
    unpaidInterestAfter: state.interest,
    costBalanceAfter: state.costs,
    payoffAfter: state.principal + state.interest + state.costs,
    satisfiesJudgment: applied.satisfiesJudgment,
  };
}

export function toLedgerState(state: EngineState): LedgerState {
  return {
    date: fromDayNumber(state.day),
    principal: state.principal,
    unpaidInterest: state.interest,
    costBalance: state.costs,
    nonInterestBearing: state.nonBearing,
    interestRemainder: state.remainder,
    totalInterestAccrued: state.totalAccrued,
    totalInterestPaid: state.totalInterestPaid,
    totalPayments: state.totalPayments,
    totalCosts: state.totalCosts,
    totalWrittenOff: state.totalWrittenOff,
    lastPaymentDate: state.lastPaymentDay === null ? null : fromDayNumber(state.lastPaymentDay),
    satisfiedOn: state.satisfiedDay === null ? null : fromDayNumber(state.satisfiedDay),
    transactionCount: state.transactionCount,
  };
}

/**
 * The whole ledger of a case: every transaction applied in order, with the figures each one
 * produced, and the state after the last one. Throws a typed error at the first refusal.
 */
export function computeLedger(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
): Ledger {
  const prepared = prepareTerms(terms);
  const ordered = prepareTransactions(prepared, transactions);
  const state = initialState(prepared);
  const rows: LedgerRow[] = new Array(ordered.length);
  for (let i = 0; i < ordered.length; i++) {
    const tx = ordered[i] as Prepared;
    rows[i] = toRow(tx, applyTransaction(prepared, state, tx), state);
  }
  return { termsKey: prepared.key, rows, state: toLedgerState(state) };
}
