import {
  type CalendarDate,
  ledgerTimeline,
  rateToDecimalString,
  type Summary,
  toDecimalString,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { shownFigures } from "../cases/case-dto.ts";
import { ledgerTransactionsOf, termsOf } from "../cases/case-figures.ts";
import { toCsv } from "./csv-format.ts";

// The two exports (docs/csv.md). Money is a plain decimal ("10046.57") and dates are YYYY-MM-DD,
// so a spreadsheet reads both as numbers and dates whatever its locale; the case list's figures
// are the ones the dashboard shows today.

const cents = (value: bigint) => toDecimalString(value, 2);
const exact = (value: bigint) => toDecimalString(value, 4);

export const CASE_LIST_COLUMNS = [
  "Case name",
  "Court",
  "Court case number",
  "Judgment amount",
  "Judgment date",
  "Interest rate (%)",
  "Compounding",
  "Year basis",
  "Jurisdiction",
  "Status",
  "Total payments",
  "Last payment date",
  "Principal balance",
  "Accrued interest",
  "Costs",
  "Payoff",
  "Per diem",
  "As of",
] as const;

export function caseListCsv(rows: readonly { caseRow: CaseRow; summary: Summary }[]): string {
  return toCsv(
    CASE_LIST_COLUMNS,
    rows.map(({ caseRow, summary }) => {
      const shown = shownFigures(summary);
      return [
        caseRow.caseName,
        caseRow.courtName,
        caseRow.courtCaseNumber,
        cents(caseRow.judgmentAmount),
        caseRow.judgmentDate,
        rateToDecimalString(caseRow.interestRate),
        caseRow.compounding,
        caseRow.dayCount,
        caseRow.jurisdiction ?? "",
        summary.isEnded ? `Satisfied ${summary.endedOn ?? ""}`.trim() : "Active",
        cents(summary.totalPayments),
        summary.lastPaymentDate ?? "",
        cents(shown.principal),
        cents(shown.interest),
        cents(shown.costs),
        cents(shown.payoff),
        exact(summary.perDiem),
        summary.asOf,
      ];
    }),
  );
}

export const LEDGER_COLUMNS = [
  "Date",
  "Entry",
  "Description",
  "Amount",
  "Interest accrued",
  "To costs",
  "To interest",
  "To principal",
  "Interest added to principal",
  "Principal balance",
  "Unpaid interest",
  "Cost balance",
  "Rate (%)",
] as const;

const ENTRY_NAMES: Record<string, string> = {
  PAYMENT: "Payment",
  COST: "Cost",
  RENEWAL: "Renewal",
  COMPOUNDING: "Interest compounded",
  RATE_CHANGE: "Rate change",
};

/** Every entry of the case's statement as of `asOf`, then a closing row with the interest since. */
export function ledgerCsv(
  caseRow: CaseRow,
  transactions: readonly TransactionRow[],
  asOf: CalendarDate,
): string {
  const timeline = ledgerTimeline(termsOf(caseRow), ledgerTransactionsOf(transactions), asOf);
  const descriptions = new Map(transactions.map((t) => [t.id, t.description]));
  const rows = timeline.entries.map((entry) => [
    entry.date,
    ENTRY_NAMES[entry.kind] ?? entry.kind,
    entry.id === undefined ? "" : (descriptions.get(String(entry.id)) ?? ""),
    exact(entry.amount),
    exact(entry.interestAccrued),
    exact(entry.appliedToCosts),
    exact(entry.appliedToInterest),
    exact(entry.appliedToPrincipal),
    exact(entry.interestCapitalized),
    exact(entry.principalAfter),
    exact(entry.unpaidInterestAfter),
    exact(entry.costBalanceAfter),
    rateToDecimalString(entry.ratePercent),
  ]);
  const { summary, closing } = timeline;
  rows.push([
    asOf,
    "Balance as of this date",
    `Interest from ${closing.from} to ${closing.to}`,
    "",
    exact(closing.interest),
    "",
    "",
    "",
    "",
    exact(summary.principalBalance),
    exact(summary.accruedInterest),
    exact(summary.costBalance),
    "",
  ]);
  return toCsv(LEDGER_COLUMNS, rows);
}
