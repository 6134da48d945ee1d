import {
  type CalendarDate,
  type CaseTerms,
  COST_CATEGORY_LABELS,
  ledgerTimeline,
  prepareTerms,
  type RatePercent,
  rateToDecimalString,
  type Summary,
  toDayNumber,
  toDecimalString,
  transactionTypeLabel,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { debtorInfoOf, shownFigures } from "../cases/case-dto.ts";
import { ledgerTransactionsOf, termsOf } from "../cases/case-figures.ts";
import { courtFactsCells, courtFactsHeaders, partyColumnCounts } from "./court-facts-columns.ts";
import { toCsv } from "./csv-format.ts";

// The two exports (docs/csv.md). Money is a plain decimal ("10046.57") and dates are YYYY-MM-DD,
// so a spreadsheet reads both as numbers and dates whatever its locale; the case list's figures
// are the ones the dashboard shows today. Both are functions of rows already read, so any export
// (a ZIP of everything, say) can call them.

const cents = (value: bigint) => toDecimalString(value, 2);
const exact = (value: bigint) => toDecimalString(value, 4);

/**
 * The case list: one row per case with today's figures, then one row per transaction of that
 * case, so that the file imports back as the same cases (docs/csv.md). The first eighteen columns
 * are the list's since the first export; the case's method, schedule and transactions follow.
 */
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
  "Separate cost balance",
  "Payoff",
  "Per diem",
  "As of",
  "Total costs",
  "Per-diem rounding",
  "Crediting order",
  "Cost treatment",
  "Interest from",
  "Amount bearing no interest",
  "Rate schedule",
  "Rate table",
  "Changed from preset",
  "Debtor",
  "Client",
  "Transaction type",
  "Transaction date",
  "Transaction amount",
  "Description",
  "Cost category",
  "County or statute",
  "Allowed on",
  "Case key",
] as const;

type ListColumn = (typeof CASE_LIST_COLUMNS)[number];

/** The rate in force on `date`: for a schedule, its last period that started on or before it. */
export function rateInForce(terms: CaseTerms, date: CalendarDate): RatePercent {
  const prepared = prepareTerms(terms);
  const day = toDayNumber(date);
  let rate = prepared.rateValues[0] as RatePercent;
  prepared.rateDays.forEach((start, i) => {
    if (start <= day) rate = prepared.rateValues[i] as RatePercent;
  });
  return rate;
}

/** "2024-07-01: 9.75%; 2025-07-01: 9.5%", as the import reads a schedule cell. */
export function scheduleCell(schedule: CaseRow["rateSchedule"]): string {
  return (schedule ?? []).map((p) => `${p.from}: ${p.ratePercent}%`).join("; ");
}

export interface CaseListItem {
  /** With its client's name (docs/portfolio.md), written in the Client column. */
  caseRow: CaseRow & { clientName?: string | null };
  summary: Summary;
  transactions: readonly TransactionRow[];
}

export function caseListCsv(items: readonly CaseListItem[]): string {
  // The court details follow the list's own columns, with as many party columns as the case
  // with the most parties needs (docs/csv.md, "Court details").
  const counts = partyColumnCounts(items.map((item) => item.caseRow.courtFacts));
  const factHeaders = courtFactsHeaders(counts.creditors, counts.debtors);
  const row = (cells: Partial<Record<ListColumn, string>>, facts: Record<string, string> = {}) => [
    ...CASE_LIST_COLUMNS.map((column) => cells[column] ?? ""),
    ...factHeaders.map((header) => facts[header] ?? ""),
  ];
  const rows: string[][] = [];
  items.forEach(({ caseRow, summary, transactions }, index) => {
    const shown = shownFigures(summary);
    const key = String(index + 1);
    rows.push(
      row(
        {
          "Case name": caseRow.caseName,
          Court: caseRow.courtName,
          "Court case number": caseRow.courtCaseNumber,
          "Judgment amount": cents(caseRow.judgmentAmount),
          "Judgment date": caseRow.judgmentDate,
          "Interest rate (%)": rateToDecimalString(rateInForce(termsOf(caseRow), summary.asOf)),
          Compounding: caseRow.compounding,
          "Year basis": caseRow.dayCount,
          Jurisdiction: caseRow.jurisdiction ?? "",
          Status: summary.isEnded ? `Satisfied ${summary.endedOn ?? ""}`.trim() : "Active",
          "Total payments": cents(summary.totalPayments),
          "Last payment date": summary.lastPaymentDate ?? "",
          "Principal balance": cents(shown.principal),
          "Accrued interest": cents(shown.interest),
          "Separate cost balance": cents(shown.costs),
          Payoff: cents(shown.payoff),
          "Per diem": exact(summary.perDiem),
          "As of": summary.asOf,
          "Total costs": cents(summary.totalCosts),
          "Per-diem rounding": caseRow.perDiemRounding,
          "Crediting order": caseRow.creditingOrder,
          "Cost treatment": caseRow.costTreatment,
          "Interest from": caseRow.interestFrom ?? "",
          "Amount bearing no interest": cents(caseRow.nonInterestBearing),
          "Rate schedule": scheduleCell(caseRow.rateSchedule),
          "Rate table": caseRow.rateTable ?? "",
          "Changed from preset": (caseRow.methodOverrides as string[]).join(", "),
          Debtor: debtorInfoOf(caseRow),
          Client: (caseRow.clientId && caseRow.clientName) || "",
          "Case key": key,
        },
        courtFactsCells(caseRow.courtFacts),
      ),
    );
    for (const t of transactions) {
      rows.push(
        row({
          "Case name": caseRow.caseName,
          "Court case number": caseRow.courtCaseNumber,
          "Transaction type": transactionTypeLabel(t.type),
          "Transaction date": t.date,
          "Transaction amount": cents(t.amount),
          Description: t.description,
          ...Object.fromEntries(COST_COLUMNS.map((column, i) => [column, costCells(t)[i]])),
          "Case key": key,
        }),
      );
    }
  });
  return toCsv([...CASE_LIST_COLUMNS, ...factHeaders], rows);
}

const COST_COLUMNS = ["Cost category", "County or statute", "Allowed on"] as const;

/** A cost's court facts as three cells: its category in MC-012's words, its note, its allowed date. */
function costCells(t: TransactionRow | undefined): [string, string, string] {
  if (t?.type !== "COST") return ["", "", ""];
  return [
    t.costCategory ? COST_CATEGORY_LABELS[t.costCategory] : "",
    t.costNote,
    t.costAllowedOn ?? "",
  ];
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
  "Cost category",
  "County or statute",
  "Allowed on",
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
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const rows = timeline.entries.map((entry) => {
    const t = entry.id === undefined ? undefined : byId.get(String(entry.id));
    return [
      entry.date,
      ENTRY_NAMES[entry.kind] ?? entry.kind,
      t?.description ?? "",
      exact(entry.amount),
      exact(entry.interestAccrued),
      exact(entry.appliedToCosts),
      exact(entry.appliedToInterest),
      exact(entry.appliedToPrincipal),
      // A compounding row's amount is the interest that joined principal on the anniversary.
      exact(entry.kind === "COMPOUNDING" ? entry.amount : entry.interestCapitalized),
      exact(entry.principalAfter),
      exact(entry.unpaidInterestAfter),
      exact(entry.costBalanceAfter),
      rateToDecimalString(entry.ratePercent),
      ...costCells(t),
    ];
  });
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
    ...costCells(undefined),
  ]);
  return toCsv(LEDGER_COLUMNS, rows);
}
