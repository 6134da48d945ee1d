import {
  type CalendarDate,
  compareDates,
  type HistoryEntryDto,
  LETTERHEAD_CSV_COLUMNS,
  type Letterhead,
  type Summary,
} from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";
import { fileSafe } from "../../plugins/file-answers.ts";
import { summaryAsOf } from "../cases/case-figures.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import type { DocketStore } from "../cases/docket-repository.ts";
import { caseHistoryOf } from "../cases/history-use-cases.ts";
import { type PayoffStatementInput, renderPayoffStatement } from "../cases/pdf/payoff-statement.ts";
import { type CaseListItem, caseListCsv, ledgerCsv } from "../csv/csv-exports.ts";
import { toCsv } from "../csv/csv-format.ts";
import { docketWorkbook } from "./workbook.ts";
import type { AddEntry } from "./zip-stream.ts";

// "Export everything" and the Excel workbooks (docs/exports.md). Every table comes from the CSV
// exports and every statement from the payoff statement's own builder, so a file in the ZIP is
// the file the single download gives.

/** The workbook of the whole docket: the case list, then each case's ledger as of today. */
export async function docketWorkbookOf(
  docket: DocketStore,
  workspaceId: string,
  today: CalendarDate,
): Promise<Buffer> {
  const items: CaseListItem[] = [];
  const ledgers = [];
  for (const row of await docket.listCases(workspaceId)) {
    const transactions = await docket.listTransactions(row.id);
    const summary = await summaryAsOf(row, today, async () => transactions);
    // The Summary sheet is one row per case: each case's entries are on its own ledger sheet,
    // not repeated under it as the importable CSV list repeats them.
    items.push({ caseRow: row, summary, transactions: [] });
    ledgers.push({ caseName: row.caseName, csv: ledgerCsv(row, transactions, today) });
  }
  return docketWorkbook(caseListCsv(items), ledgers);
}

/** One case's workbook: its row of the case list and its ledger, both as of `asOf`. */
export async function caseWorkbookOf(
  docket: DocketStore,
  row: CaseRow,
  asOf: CalendarDate,
): Promise<Buffer> {
  const transactions = await docket.listTransactions(row.id);
  const summary = await summaryAsOf(row, asOf, async () => transactions);
  return docketWorkbook(caseListCsv([{ caseRow: row, summary, transactions: [] }]), [
    { caseName: row.caseName, csv: ledgerCsv(row, transactions, asOf) },
  ]);
}

export const HISTORY_COLUMNS = [
  "Case name",
  "Date and time (UTC)",
  "Change",
  "About",
  "By",
  "Values changed",
  "Payoff before",
  "Payoff after",
  "Payoff date",
] as const;

/** "2025-01-15T12:00:00.000Z" -> "2025-01-15 12:00:00": a spreadsheet reads it as a time. */
const utcText = (iso: string) => iso.replace("T", " ").replace(/\.\d+Z$|Z$/, "");

function historyRows(caseName: string, entries: readonly HistoryEntryDto[]): string[][] {
  // Oldest first, as a story reads; the screen lists newest first.
  return [...entries]
    .reverse()
    .map((entry) => [
      caseName,
      utcText(entry.at),
      entry.title,
      entry.subject,
      entry.actor.name,
      entry.changes
        .map((c) => `${c.label}: ${c.before ?? "(none)"} -> ${c.after ?? "(none)"}`)
        .join("; "),
      entry.payoffBefore ?? "",
      entry.payoffAfter ?? "",
      entry.payoffDate,
    ]);
}

/** The workspace's letterhead as one row under its header (empty cells where it has none). */
export function letterheadCsv(l: Letterhead): string {
  return toCsv(
    LETTERHEAD_CSV_COLUMNS.map((c) => c.column),
    [LETTERHEAD_CSV_COLUMNS.map((c) => l[c.key])],
  );
}

/** A name not used yet in the archive: "x.pdf", then "x-2.pdf", "x-3.pdf"... */
function uniqueName(taken: Set<string>, stem: string, extension: string): string {
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? "" : `-${n}`}${extension}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** An open case's statement is today's payoff; a paid case's, the day it was paid in full. */
function statementDate(row: CaseRow, summary: Summary, today: CalendarDate): CalendarDate {
  const date = summary.isEnded && summary.endedOn ? summary.endedOn : today;
  return compareDates(date, row.judgmentDate) < 0 ? row.judgmentDate : date;
}

export interface ArchiveInput {
  docket: DocketStore;
  actor: DocketActor;
  firm: PayoffStatementInput["firm"];
  /** The workspace's own letterhead, as saved (its settings, beside the cases). */
  letterhead: Letterhead;
  /** The case list export, made before the answer starts so that its failure is a plain error. */
  caseList: string;
}

/**
 * The entries of "Export everything", one case at a time: the case list, then per case its
 * ledger (CSV) and its payoff statement (PDF), and last the workspace's letterhead and the
 * history of every case.
 */
export async function writeDocketArchive(input: ArchiveInput, add: AddEntry): Promise<void> {
  const { docket, actor } = input;
  const today = actor.today;
  await add(`cases-${today}.csv`, input.caseList);
  const taken = new Set<string>();
  const history: string[][] = [];
  for (const row of await docket.listCases(actor.workspaceId)) {
    const transactions = await docket.listTransactions(row.id);
    const summary = await summaryAsOf(row, today, async () => transactions);
    const name = fileSafe(row.caseName, "_");
    await add(
      `ledgers/${uniqueName(taken, `ledger-${name}-${today}`, ".csv")}`,
      ledgerCsv(row, transactions, today),
    );
    const asOf = statementDate(row, summary, today);
    const pdf = await renderPayoffStatement({
      caseRow: row,
      transactions,
      asOf,
      preparedOn: today,
      firm: input.firm,
    });
    await add(`statements/${uniqueName(taken, `payoff-${name}-${asOf}`, ".pdf")}`, pdf);
    const entries = (await caseHistoryOf(docket, actor, row.id)).entries;
    history.push(...historyRows(row.caseName, entries));
  }
  await add(`letterhead-${today}.csv`, letterheadCsv(input.letterhead));
  await add(`history-${today}.csv`, toCsv(HISTORY_COLUMNS, history));
}
