import {
  describeInterestMethod,
  formatInstantUs,
  formatUsDate,
  formatUsd,
  type HistoryEntryDto,
  ledgerTimeline,
  type Summary,
  shownCents,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../../db/schema/index.ts";
import { debtorInfoOf } from "../case-dto.ts";
import { ledgerTransactionsOf, termsOf } from "../case-figures.ts";
import {
  addFooters,
  createDoc,
  type Doc,
  facts,
  heading,
  muted,
  paragraph,
  sectionTitle,
  table,
  toBuffer,
  totals,
} from "./layout.ts";
import { LEDGER_COLUMNS, ledgerRows } from "./ledger-table.ts";
import { drawLetterhead, type Letterhead } from "./letterhead.ts";
import { methodCitations } from "./method-citations.ts";
import { rateWarningNote, userRateLines } from "./table-rate-notes.ts";

export interface TransactionReportInput {
  caseRow: CaseRow;
  transactions: TransactionRow[];
  /** Today's figures for the case. */
  summary: Summary;
  preparedOn: string;
  firm: Letterhead;
  /** The case's history, newest first, when the report is asked for with it as an appendix. */
  history?: readonly HistoryEntryDto[];
  /** The user's time zone: history times are shown in it. */
  timeZone?: string;
}

/** "12345.60" -> "$12,345.60", on the text itself (a history payoff may pass what a bigint holds). */
function moneyOrNone(text: string | null): string {
  if (text === null) return "none";
  const [whole = "0", cents = "00"] = text.replace(/^-/, "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${text.startsWith("-") ? "-" : ""}$${grouped}.${cents}`;
}

/** The appendix: every change to the case, oldest first, as a court reads a record. */
function historyAppendix(doc: Doc, entries: readonly HistoryEntryDto[], timeZone: string) {
  doc.addPage();
  sectionTitle(
    doc,
    `Appendix: case history (${entries.length} ${entries.length === 1 ? "entry" : "entries"})`,
  );
  muted(doc, `Times are shown in ${timeZone}. Payoffs are as of the day each change was made.`);
  for (const entry of [...entries].reverse()) {
    paragraph(
      doc,
      `${formatInstantUs(entry.at, timeZone)}: ${entry.title}, ${entry.subject}. By ${entry.actor.name}. Payoff on ${formatUsDate(entry.payoffDate)}: ${moneyOrNone(entry.payoffBefore)} before, ${moneyOrNone(entry.payoffAfter)} after.`,
    );
    for (const change of entry.changes) {
      muted(doc, `${change.label}: ${change.before ?? "(none)"} -> ${change.after ?? "(none)"}`);
    }
  }
}

/** Every transaction of the case with the interest and balances it produced. */
export async function renderTransactionReport(input: TransactionReportInput): Promise<Buffer> {
  const { caseRow, summary } = input;
  const terms = termsOf(caseRow);
  const timeline = ledgerTimeline(terms, ledgerTransactionsOf(input.transactions), summary.asOf);
  const descriptions = new Map(input.transactions.map((t) => [t.id, t.description]));
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);

  const doc = createDoc(`Transaction report: ${caseRow.caseName}`, "Transaction report");
  drawLetterhead(doc, input.firm);
  heading(doc, "Transaction Report");
  muted(doc, `${caseRow.caseName}  ·  Prepared ${formatUsDate(input.preparedOn)}`, 10);

  sectionTitle(doc, "Case");
  facts(doc, [
    ["Court", caseRow.courtName],
    ["Case No.", caseRow.courtCaseNumber],
    ["Judgment debtor", debtorInfoOf(caseRow)],
    [
      "Judgment",
      `${formatUsd(caseRow.judgmentAmount)} entered ${formatUsDate(caseRow.judgmentDate)}`,
    ],
    ["Status", caseRow.isEnded ? `Satisfied on ${formatUsDate(caseRow.endedOn)}` : "Active"],
  ]);

  const shownCount = input.transactions.filter((t) => t.date <= summary.asOf).length;
  sectionTitle(doc, `Transactions (${shownCount})`);
  if (shownCount === 0) {
    paragraph(doc, "No payments or costs have been recorded for this case.");
  }
  table(doc, LEDGER_COLUMNS, ledgerRows(timeline, terms, descriptions));
  const laterCount = input.transactions.length - shownCount;
  if (laterCount > 0) {
    muted(
      doc,
      `${laterCount} transaction${laterCount === 1 ? " is" : "s are"} dated after ${formatUsDate(summary.asOf)} and not included.`,
    );
  }

  sectionTitle(doc, `Balance as of ${formatUsDate(summary.asOf)}`);
  totals(doc, [
    ["Total payments", formatUsd(summary.totalPayments)],
    ["Principal balance", formatUsd(shown.principal)],
    ["Accrued interest", formatUsd(shown.interest)],
    ...(summary.costBalance > 0n
      ? [["Costs", formatUsd(summary.costBalance)] as [string, string]]
      : []),
    ["Payoff", formatUsd(shown.payoff + summary.costBalance)],
  ]);
  const satisfied = timeline.entries.find((entry) => entry.satisfiesJudgment);
  muted(
    doc,
    satisfied
      ? `The judgment was paid in full on ${formatUsDate(satisfied.date)}; no interest accrues after that date.`
      : `Interest accrues at ${formatUsd(summary.perDiem, { decimals: 4 })} per day after ${formatUsDate(summary.asOf)}.`,
  );
  rateWarningNote(doc, caseRow, summary.asOf);

  sectionTitle(doc, "How interest is computed");
  for (const text of describeInterestMethod(terms).paragraphs) paragraph(doc, text);
  sectionTitle(doc, "Rule and rate source");
  for (const text of methodCitations(caseRow, terms)) paragraph(doc, text);
  for (const text of userRateLines(caseRow, summary.asOf)) paragraph(doc, text);
  if (input.history) historyAppendix(doc, input.history, input.timeZone ?? "UTC");

  addFooters(doc, caseRow.caseName, [`Case No. ${caseRow.courtCaseNumber}`, "Transaction report"]);
  return toBuffer(doc);
}
