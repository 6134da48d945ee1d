import {
  describeInterestMethod,
  formatUsDate,
  formatUsd,
  ledgerTimeline,
  shownCents,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../../db/schema/index.ts";
import { debtorInfoOf } from "../case-dto.ts";
import { ledgerTransactionsOf, termsOf } from "../case-figures.ts";
import {
  addFooters,
  createDoc,
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

export interface PayoffStatementInput {
  caseRow: CaseRow;
  transactions: TransactionRow[];
  asOf: string;
  preparedOn: string;
  firm: Letterhead;
}

const usd = (value: bigint) => formatUsd(value);
const usd4 = (value: bigint) => formatUsd(value, { decimals: 4 });

type Doc = ReturnType<typeof createDoc>;
type Timeline = ReturnType<typeof ledgerTimeline>;

type Satisfaction = Timeline["entries"][number];

/** The payment that paid the judgment in full on or before the statement's date, if any. */
function satisfactionOf(timeline: Timeline): Satisfaction | undefined {
  return timeline.entries.find((entry) => entry.satisfiesJudgment);
}

/** The letterhead (letterhead.ts), then the title and dates. */
function letterhead(doc: Doc, input: PayoffStatementInput, satisfied: Satisfaction | undefined) {
  drawLetterhead(doc, input.firm);
  heading(doc, satisfied ? "Satisfaction Statement" : "Payoff Statement");
  muted(
    doc,
    `${satisfied ? `Paid in full on ${formatUsDate(satisfied.date)}` : `Payoff as of ${formatUsDate(input.asOf)}`}  ·  Prepared ${formatUsDate(input.preparedOn)}`,
    10,
  );
}

function caseFacts(doc: Doc, caseRow: CaseRow) {
  sectionTitle(doc, "Case");
  facts(doc, [
    ["Case name", caseRow.caseName],
    ["Court", caseRow.courtName],
    ["Case No.", caseRow.courtCaseNumber],
    ["Judgment debtor", debtorInfoOf(caseRow)],
    ["Judgment amount", usd(caseRow.judgmentAmount)],
    ["Judgment date", formatUsDate(caseRow.judgmentDate)],
  ]);
}

const EXACT_NOTE =
  "Principal and interest are each rounded to the cent, half a cent up, and the payoff shown is their sum, so the lines add up.";

/** The fraction of a cent the paying-in-full payment left or overpaid, in words for the totals. */
function writeOffLine(writtenOff: bigint): [string, string] {
  if (writtenOff < 0n) return ["Paid over the exact payoff, written off", usd4(-writtenOff)];
  return ["Left unpaid, written off", usd4(writtenOff)];
}

/**
 * A judgment paid in full: what was paid, the fraction of a cent written off so it ends at exactly
 * zero, and nothing that accrues after (no per diem: interest stopped on the date it was paid).
 */
function paidInFull(doc: Doc, timeline: Timeline, satisfied: Satisfaction) {
  const { summary } = timeline;
  sectionTitle(doc, `Paid in full on ${formatUsDate(satisfied.date)}`);
  totals(doc, [
    ["Payments to date", usd(summary.totalPayments)],
    ["Final payment", usd(satisfied.amount)],
    writeOffLine(satisfied.writtenOff),
    ["Balance", usd(0n)],
  ]);
  paragraph(
    doc,
    `The judgment was paid in full on ${formatUsDate(satisfied.date)}; no interest accrues after that date. A payment equal to the payoff shown, rounded to the cent, pays the judgment in full: the fraction of a cent between it and the exact payoff is written off.`,
  );
  facts(doc, [["Costs added", usd(summary.totalCosts)]], 150);
}

/** What is due on `asOf`, rounded as the statement shows it, with the exact figures beside. */
function amountDue(doc: Doc, timeline: Timeline, asOf: string) {
  const { summary } = timeline;
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  sectionTitle(doc, `Amount due as of ${formatUsDate(asOf)}`);
  totals(doc, [
    ["Principal balance", usd(shown.principal)],
    ["Accrued interest", usd(shown.interest)],
    ...(summary.costBalance > 0n ? [["Costs", usd(summary.costBalance)] as [string, string]] : []),
    [`Total payoff as of ${formatUsDate(asOf)}`, usd(shown.payoff + summary.costBalance)],
  ]);
  facts(
    doc,
    [
      ["Per diem after that date", `${usd4(summary.perDiem)} per day`],
      ["Payments to date", usd(summary.totalPayments)],
      ["Costs added", usd(summary.totalCosts)],
      ["Last payment", formatUsDate(summary.lastPaymentDate)],
    ],
    150,
  );
  muted(
    doc,
    `Exact figures at four decimals: principal ${usd4(summary.principalBalance)}, interest ${usd4(summary.accruedInterest)}, payoff ${usd4(summary.payoffAmount)}. ${EXACT_NOTE}`,
    8,
  );
}

/**
 * The payoff statement: what the debtor owes on `asOf`, how it was computed, and the ledger that
 * produced it. For a judgment paid in full on or before `asOf` it is the satisfaction statement:
 * titled so, with the write-off and no per diem. Only transactions dated on or before `asOf` count; interest runs to `asOf`
 * (docs/product.md, "Payoff and statements").
 */
export async function renderPayoffStatement(input: PayoffStatementInput): Promise<Buffer> {
  const { caseRow, asOf } = input;
  const terms = termsOf(caseRow);
  const upToDate = input.transactions.filter((t) => t.date <= asOf);
  const timeline = ledgerTimeline(terms, ledgerTransactionsOf(upToDate), asOf);
  const descriptions = new Map(input.transactions.map((t) => [t.id, t.description]));

  const satisfied = satisfactionOf(timeline);
  const dated = satisfied
    ? `Paid in full on ${formatUsDate(satisfied.date)}`
    : `Payoff as of ${formatUsDate(asOf)}`;

  const doc = createDoc(
    `${satisfied ? "Satisfaction statement" : "Payoff statement"}: ${caseRow.caseName}`,
    dated,
  );
  letterhead(doc, input, satisfied);
  caseFacts(doc, caseRow);
  if (satisfied) paidInFull(doc, timeline, satisfied);
  else amountDue(doc, timeline, asOf);
  rateWarningNote(doc, caseRow, satisfied ? satisfied.date : asOf);

  sectionTitle(doc, "How interest is computed");
  const method = describeInterestMethod(terms);
  for (const text of method.paragraphs) paragraph(doc, text);
  sectionTitle(doc, "Rule and rate source");
  for (const text of methodCitations(caseRow, terms)) paragraph(doc, text);
  for (const text of userRateLines(caseRow, asOf)) paragraph(doc, text);

  sectionTitle(doc, `Ledger through ${formatUsDate(asOf)}`);
  if (upToDate.length === 0) {
    paragraph(doc, "No payments or costs were recorded on or before this date.");
  }
  table(doc, LEDGER_COLUMNS, ledgerRows(timeline, terms, descriptions));
  const laterCount = input.transactions.length - upToDate.length;
  if (laterCount > 0) {
    muted(
      doc,
      `${laterCount} transaction${laterCount === 1 ? " is" : "s are"} dated after ${formatUsDate(asOf)} and not included.`,
    );
  }

  addFooters(doc, caseRow.caseName, [`Case No. ${caseRow.courtCaseNumber}`, dated]);
  return toBuffer(doc);
}
