import {
  type CaseTerms,
  type LedgerTransaction,
  type Money,
  parseRatePercent,
  parseSnapshot,
  type Summary,
  summarize,
  summarizeFromSnapshot,
  toDayNumber,
  toDecimalString,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";

/** The columns of a case that make its terms. */
export type CaseTermsColumns = Pick<
  CaseRow,
  | "judgmentAmount"
  | "judgmentDate"
  | "rateSchedule"
  | "interestRate"
  | "compounding"
  | "dayCount"
  | "perDiemRounding"
  | "costTreatment"
  | "creditingOrder"
  | "interestFrom"
  | "nonInterestBearing"
>;

/** The engine's view of a stored case. */
export function termsOf(row: CaseTermsColumns): CaseTerms {
  const schedule = row.rateSchedule;
  return {
    judgmentAmount: row.judgmentAmount,
    judgmentDate: row.judgmentDate,
    rate:
      schedule && schedule.length > 0
        ? schedule.map((p) => ({ from: p.from, ratePercent: parseRatePercent(p.ratePercent) }))
        : row.interestRate,
    compounding: row.compounding,
    dayCount: row.dayCount,
    perDiemRounding: row.perDiemRounding,
    costTreatment: row.costTreatment,
    creditingOrder: row.creditingOrder,
    interestFrom: row.interestFrom,
    nonInterestBearing: row.nonInterestBearing,
  };
}

export function ledgerTransactionsOf(rows: readonly TransactionRow[]): LedgerTransaction[] {
  return rows.map((t) => ({
    id: t.id,
    type: t.type,
    date: t.date,
    amount: t.amount,
    sequence: t.sequence,
  }));
}

/**
 * Figures as of a date. From the stored snapshot when the date is on or after the last
 * transaction (O(1)); otherwise by replaying the ledger, which `loadTransactions` supplies.
 */
export async function summaryAsOf(
  row: CaseRow,
  asOf: string,
  loadTransactions: () => Promise<TransactionRow[]>,
): Promise<Summary> {
  const terms = termsOf(row);
  const snapshot = parseSnapshot(row.snapshot);
  if (toDayNumber(asOf) >= toDayNumber(snapshot.date)) {
    return summarizeFromSnapshot(terms, snapshot, asOf);
  }
  return summarize(terms, ledgerTransactionsOf(await loadTransactions()), asOf);
}

export const money2 = (value: Money) => toDecimalString(value, 2);
export const money4 = (value: Money) => toDecimalString(value, 4);
