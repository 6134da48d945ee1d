import {
  type CalendarDate,
  formatUsDate,
  fromDayNumber,
  toDayNumber,
  tryDayNumber,
} from "../dates/calendar-date.ts";
import { type Money, moneyToUnitsString, tryMoneyFromUnitsString } from "../money/money.ts";
import { applyTransaction, type EngineState } from "./engine.ts";
import { AsOfBeforeSnapshotError, InvalidSnapshotError, SnapshotMismatchError } from "./errors.ts";
import {
  computeLedger,
  type Ledger,
  type LedgerRow,
  type LedgerState,
  type LedgerTransaction,
  prepareTransaction,
  toLedgerState,
  toRow,
} from "./ledger.ts";
import { type Summary, summaryFromState } from "./summary.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "./terms.ts";

/**
 * The state of a case after its last transaction, as plain JSON (money as integer counts of
 * $0.0001 in decimal strings, since JSON has no bigint). Store it with the case and refresh it
 * whenever a transaction is added, edited or deleted; today's figures then cost O(1) work
 * (O(years) with annual compounding or day count `actual`, O(periods) with a rate schedule).
 */
export interface LedgerSnapshot {
  version: 1;
  /** The case terms it was computed for; a snapshot is refused for any other terms. */
  termsKey: string;
  /** Date of the last transaction (the judgment date when there is none). */
  date: CalendarDate;
  principal: string;
  unpaidInterest: string;
  totalInterestAccrued: string;
  totalInterestPaid: string;
  totalPayments: string;
  totalCosts: string;
  totalWrittenOff: string;
  lastPaymentDate: CalendarDate | null;
  satisfiedOn: CalendarDate | null;
  transactionCount: number;
  /**
   * Present only when not zero, so snapshots of cases without these options read as before:
   * the separate cost balance, the non-interest-bearing part of principal and (per-diem rounding
   * `exact`) the interest below $0.0001 not yet counted (docs/interest-method.md).
   */
  costBalance?: string;
  nonInterestBearing?: string;
  interestRemainder?: string;
}

const MONEY_FIELDS = [
  "principal",
  "unpaidInterest",
  "totalInterestAccrued",
  "totalInterestPaid",
  "totalPayments",
  "totalCosts",
  "totalWrittenOff",
] as const;

export function snapshotFromState(termsKey: string, state: LedgerState): LedgerSnapshot {
  return {
    version: 1,
    termsKey,
    date: state.date,
    principal: moneyToUnitsString(state.principal),
    unpaidInterest: moneyToUnitsString(state.unpaidInterest),
    totalInterestAccrued: moneyToUnitsString(state.totalInterestAccrued),
    totalInterestPaid: moneyToUnitsString(state.totalInterestPaid),
    totalPayments: moneyToUnitsString(state.totalPayments),
    totalCosts: moneyToUnitsString(state.totalCosts),
    totalWrittenOff: moneyToUnitsString(state.totalWrittenOff),
    lastPaymentDate: state.lastPaymentDate,
    satisfiedOn: state.satisfiedOn,
    transactionCount: state.transactionCount,
    ...(state.costBalance !== 0n ? { costBalance: moneyToUnitsString(state.costBalance) } : {}),
    ...(state.nonInterestBearing !== 0n
      ? { nonInterestBearing: moneyToUnitsString(state.nonInterestBearing) }
      : {}),
    ...(state.interestRemainder !== 0n
      ? { interestRemainder: state.interestRemainder.toString() }
      : {}),
  };
}

export function snapshotFromLedger(ledger: Ledger): LedgerSnapshot {
  return snapshotFromState(ledger.termsKey, ledger.state);
}

/** Replays the whole ledger once and returns the snapshot to store. */
export function createSnapshot(
  terms: CaseTerms,
  transactions: readonly LedgerTransaction[],
): LedgerSnapshot {
  return snapshotFromLedger(computeLedger(terms, transactions));
}

function optionalDay(value: unknown, name: string): number | null {
  if (value === null) return null;
  const day = tryDayNumber(value);
  if (day === undefined) throw new InvalidSnapshotError(`${name} is not a date`);
  return day;
}

/** An optional non-negative integer field: absent means 0. */
function optionalUnits(record: Record<string, unknown>, name: string): bigint {
  if (record[name] === undefined) return 0n;
  const value = tryMoneyFromUnitsString(record[name]);
  if (value === undefined || value < 0n) {
    throw new InvalidSnapshotError(`${name} is not an integer string`);
  }
  return value;
}

function moneyField(record: Record<string, unknown>, name: (typeof MONEY_FIELDS)[number]): Money {
  const value = tryMoneyFromUnitsString(record[name]);
  if (value === undefined) throw new InvalidSnapshotError(`${name} is not an integer string`);
  return value;
}

/** Checks every field of a stored snapshot once and returns it with its engine state. */
function decode(value: unknown): { snapshot: LedgerSnapshot; state: EngineState } {
  if (typeof value !== "object" || value === null) throw new InvalidSnapshotError("not an object");
  const record = value as Record<string, unknown>;
  if (record.version !== 1) throw new InvalidSnapshotError("unknown version");
  if (typeof record.termsKey !== "string") throw new InvalidSnapshotError("termsKey is missing");
  const day = tryDayNumber(record.date);
  if (day === undefined) throw new InvalidSnapshotError("date is not a date");
  const count = record.transactionCount;
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0) {
    throw new InvalidSnapshotError("transactionCount is not a count");
  }
  const state: EngineState = {
    day,
    // A snapshot is taken after a transaction (or at the interest start), where counts restart.
    anchor: day,
    principal: moneyField(record, "principal"),
    interest: moneyField(record, "unpaidInterest"),
    costs: optionalUnits(record, "costBalance"),
    nonBearing: optionalUnits(record, "nonInterestBearing"),
    remainder: optionalUnits(record, "interestRemainder"),
    totalAccrued: moneyField(record, "totalInterestAccrued"),
    totalInterestPaid: moneyField(record, "totalInterestPaid"),
    totalPayments: moneyField(record, "totalPayments"),
    totalCosts: moneyField(record, "totalCosts"),
    totalWrittenOff: moneyField(record, "totalWrittenOff"),
    lastPaymentDay: optionalDay(record.lastPaymentDate, "lastPaymentDate"),
    satisfiedDay: optionalDay(record.satisfiedOn, "satisfiedOn"),
    transactionCount: count,
  };
  return { snapshot: record as unknown as LedgerSnapshot, state };
}

/** Reads a stored snapshot back (e.g. from a JSON column), checking every field. */
export function parseSnapshot(value: unknown): LedgerSnapshot {
  return decode(value).snapshot;
}

/**
 * The engine state a stored snapshot holds, checked against the terms: what a projection of
 * future payments (payment-plans/plan-projection.ts) continues from in O(1).
 */
export function stateFromSnapshot(terms: PreparedTerms, stored: unknown): EngineState {
  const { snapshot, state } = decode(stored);
  if (snapshot.termsKey !== terms.key) throw new SnapshotMismatchError();
  return state;
}

/**
 * Figures as of `asOf` from a stored snapshot, without the ledger. `asOf` must not be before the
 * snapshot's date (earlier dates need a full replay: use `summarize`).
 */
export function summarizeFromSnapshot(
  terms: CaseTerms,
  snapshot: LedgerSnapshot,
  asOf: CalendarDate,
): Summary {
  const prepared = prepareTerms(terms);
  const state = stateFromSnapshot(prepared, snapshot);
  const asOfDay = toDayNumber(asOf, "asOf");
  if (asOfDay < state.day) throw new AsOfBeforeSnapshotError(fromDayNumber(asOfDay), snapshot.date);
  return summaryFromState(prepared, state, asOfDay);
}

/**
 * Adds one transaction after the last one, in O(1): its date must be on or after the snapshot's
 * date (a same-date transaction is entered later, so it applies last). Anything dated earlier
 * changes later rows, so it needs `computeLedger` over the whole list.
 */
export function appendTransaction(
  terms: CaseTerms,
  snapshot: LedgerSnapshot,
  transaction: LedgerTransaction,
): { row: LedgerRow; snapshot: LedgerSnapshot } {
  const prepared = prepareTerms(terms);
  const state = stateFromSnapshot(prepared, snapshot);
  const tx = prepareTransaction(prepared, transaction, state.transactionCount);
  if (tx.day < state.day) {
    throw new AsOfBeforeSnapshotError(
      tx.date,
      snapshot.date,
      `A transaction dated ${formatUsDate(tx.date)} is before the last one (${formatUsDate(snapshot.date)}): recompute the whole ledger.`,
    );
  }
  const applied = applyTransaction(prepared, state, tx);
  return {
    row: toRow(tx, applied, state),
    snapshot: snapshotFromState(prepared.key, toLedgerState(state)),
  };
}
