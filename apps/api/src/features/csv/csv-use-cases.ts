import {
  type CalendarDate,
  computeLedger,
  DOCKET_ERRORS,
  IMPORT_MAX_ROWS,
  type ImportCheckDto,
  type ImportMapping,
  type ImportPreviewDto,
  snapshotFromLedger,
  toDecimalString,
} from "@owed/domain";
import { transactions, type WorkspaceRow } from "../../db/schema/index.ts";
import { shownFigures } from "../cases/case-dto.ts";
import { summaryAsOf } from "../cases/case-figures.ts";
import { recordHistory } from "../cases/case-history-store.ts";
import { type DocketActor, type TablesByCode, termColumnsOf } from "../cases/case-use-cases.ts";
import { refusalSaying, userGone } from "../cases/docket-errors.ts";
import {
  countActiveCases,
  type DocketStore,
  insertCase,
  lockClient,
  lockDocket,
  NOT_YET_APPLIED,
  ROWS_PER_STATEMENT,
  type Tx,
} from "../cases/docket-repository.ts";
import { caseValuesOf } from "../cases/history-values.ts";
import { recompute } from "../cases/recompute-ledger.ts";
import { shownPayoffOf } from "../cases/shown-payoff.ts";
import { subscriptionPlanOf } from "../plans/plan.ts";
import { FREE_ACTIVE_CASE_LIMIT } from "../plans/plan-catalog.ts";
import type { RateTableStore } from "../rate-tables/rate-table-store.ts";
import { type CaseListItem, caseListCsv } from "./csv-exports.ts";
import { parseCsv } from "./csv-format.ts";
import {
  type ClientsByName,
  checkImport,
  clientKey,
  type ImportCheck,
  suggestMapping,
} from "./csv-import.ts";

// CSV in and out of the docket (docs/csv.md). The import is stateless: the browser keeps the file
// and sends it with each step (preview, check, import), so no half-imported upload is ever kept.

const PREVIEW_ROWS = 5;

export function previewImport(csv: string): ImportPreviewDto {
  const parsed = parseCsv(csv, IMPORT_MAX_ROWS);
  return {
    columns: parsed.header,
    delimiter: parsed.delimiter,
    rows: parsed.records.slice(0, PREVIEW_ROWS).map((r) => r.cells),
    rowCount: parsed.records.length,
    mapping: suggestMapping(parsed.header),
  };
}

/** Every rate table in force, by code: read before the check (and outside the write's transaction). */
async function tablesOf(rateTables: RateTableStore): Promise<TablesByCode> {
  const answers = await rateTables.list();
  return new Map(answers.map((answer) => [answer.table.jurisdiction, answer]));
}

/** The workspace's clients by name, which a Client cell must name (docs/portfolio.md). */
async function clientsOf(docket: DocketStore, workspaceId: string): Promise<ClientsByName> {
  const found = await docket.clientNames(workspaceId);
  return new Map(found.map((client) => [clientKey(client.name), client]));
}

/** Every row of the file checked against the rate tables and clients in force now. */
async function checkFile(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  csv: string,
  mapping: ImportMapping,
): Promise<ImportCheck> {
  const parsed = parseCsv(csv, IMPORT_MAX_ROWS);
  const clients = await clientsOf(docket, actor.workspaceId);
  return checkImport(parsed, mapping, actor.today, await tablesOf(rateTables), clients);
}

/** The cases an import adds to the free plan's count: those not already paid in full. */
const activeIn = (check: ImportCheck) => check.cases.filter((c) => !c.summary.isEnded).length;

function planMessage(active: number, importing: number) {
  return `This import would make ${active + importing} active cases (${active} now, ${importing} imported). Free plan users can only have up to ${FREE_ACTIVE_CASE_LIMIT} active cases. Please upgrade your plan to import more.`;
}

function toCheckDto(check: ImportCheck, planProblem: string | null): ImportCheckDto {
  const problems = [...check.problems];
  if (planProblem) problems.unshift({ line: 1, field: null, message: planProblem });
  const problemCount = check.problemCount + (planProblem ? 1 : 0);
  return {
    valid: problemCount === 0 && check.cases.length > 0,
    cases: check.cases.map((c) => ({
      line: c.line,
      caseName: c.request.caseName,
      courtCaseNumber: c.request.courtCaseNumber,
      transactions: c.transactions.length,
      payoff: toDecimalString(shownFigures(c.summary).payoff, 2),
      isEnded: c.summary.isEnded,
    })),
    transactions: check.transactions,
    problems,
    problemCount,
  };
}

/** The dry run: every row checked, the payoffs the import would give, nothing stored. */
export async function dryRunImport(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  csv: string,
  mapping: ImportMapping,
  plan: Pick<WorkspaceRow, "paidUntil">,
): Promise<ImportCheckDto> {
  const check = await checkFile(docket, rateTables, actor, csv, mapping);
  const importing = activeIn(check);
  let planProblem: string | null = null;
  if (subscriptionPlanOf(plan, actor.at) !== "pro" && importing > 0) {
    const active = await docket.activeCaseCount(actor.workspaceId);
    if (active + importing > FREE_ACTIVE_CASE_LIMIT) planProblem = planMessage(active, importing);
  }
  return toCheckDto(check, planProblem);
}

/**
 * The clients the file names, held until the import is stored: one deleted since the check
 * refuses the whole import rather than leaving its cases with no client unannounced.
 */
async function holdClients(tx: Tx, workspaceId: string, check: ImportCheck) {
  for (const id of new Set(check.cases.flatMap((c) => (c.client ? [c.client.id] : [])))) {
    if (!(await lockClient(tx, workspaceId, id))) {
      const name = check.cases.find((c) => c.client?.id === id)?.client?.name ?? "";
      throw refusalSaying(
        DOCKET_ERRORS.importInvalid,
        `Nothing was imported: the client "${name}" was deleted since the file was checked.`,
      );
    }
  }
}

/**
 * Imports every case of the file with its transactions in one database transaction, or none:
 * a row problem, the plan's limit or a ledger the engine refuses leaves the docket as it was.
 */
export async function commitImport(
  docket: DocketStore,
  rateTables: RateTableStore,
  actor: DocketActor,
  csv: string,
  mapping: ImportMapping,
): Promise<{ caseIds: string[]; transactions: number }> {
  const check = await checkFile(docket, rateTables, actor, csv, mapping);
  if (check.problemCount > 0 || check.cases.length === 0) {
    const first = check.problems[0];
    throw refusalSaying(
      DOCKET_ERRORS.importInvalid,
      first
        ? `Nothing was imported: ${check.problemCount} ${check.problemCount === 1 ? "problem" : "problems"}, the first on line ${first.line}: ${first.message}`
        : "Nothing was imported: the file has no cases.",
    );
  }
  return docket.write(async (tx) => {
    const docketLock = await lockDocket(tx, actor.workspaceId, "update");
    if (!docketLock) throw userGone();
    if (subscriptionPlanOf(docketLock.plan, actor.at) !== "pro") {
      const active = await countActiveCases(tx, actor.workspaceId);
      const importing = activeIn(check);
      if (active + importing > FREE_ACTIVE_CASE_LIMIT) {
        throw refusalSaying(DOCKET_ERRORS.importPlanLimit, planMessage(active, importing));
      }
    }
    await holdClients(tx, actor.workspaceId, check);
    const caseIds: string[] = [];
    let count = 0;
    for (const item of check.cases) {
      const { request } = item;
      const row = await insertCase(tx, {
        workspaceId: actor.workspaceId,
        clientId: item.client?.id ?? null,
        caseName: request.caseName,
        courtName: request.courtName,
        courtCaseNumber: request.courtCaseNumber,
        ...termColumnsOf(item.terms),
        ...item.rateSource,
        methodOverrides: item.methodOverrides,
        jurisdiction: request.jurisdiction?.toUpperCase() || null,
        debtorInfoText: request.debtorInfo ?? "",
        courtFacts: item.courtFacts,
        // The opening state; `recompute` below stores the one with the transactions.
        snapshot: snapshotFromLedger(computeLedger(item.terms, [])),
        createdAt: actor.at,
        updatedAt: actor.at,
      });
      // Batched statements; the sequence follows the file's order within a date.
      for (let from = 0; from < item.transactions.length; from += ROWS_PER_STATEMENT) {
        await tx.insert(transactions).values(
          item.transactions.slice(from, from + ROWS_PER_STATEMENT).map((t) => ({
            caseId: row.id,
            type: t.type,
            amount: t.amount,
            date: t.date,
            description: t.description,
            costCategory: t.costCategory,
            costNote: t.costNote,
            costAllowedOn: t.costAllowedOn,
            ...NOT_YET_APPLIED,
            createdAt: actor.at,
            updatedAt: actor.at,
          })),
        );
      }
      const saved = await recompute(tx, row, actor.at);
      await recordHistory(tx, {
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        caseId: saved.id,
        action: "case.create",
        at: actor.at,
        after: {
          ...caseValuesOf(saved, item.client?.name ?? null),
          importedTransactions: item.transactions.map((t) => ({
            line: t.line,
            type: t.type,
            amount: t.amount.toString(),
            date: t.date,
            description: t.description,
            costCategory: t.costCategory,
            costNote: t.costNote,
            costAllowedOn: t.costAllowedOn,
          })),
        },
        payoffAfter: await shownPayoffOf(tx, saved, actor.today),
        payoffDate: actor.today,
      });
      caseIds.push(saved.id);
      count += item.transactions.length;
    }
    return { caseIds, transactions: count };
  });
}

/** The case list with today's figures and every case's transactions, newest case first. */
export async function exportCaseList(
  docket: DocketStore,
  workspaceId: string,
  today: CalendarDate,
): Promise<string> {
  const rows = await docket.listCases(workspaceId);
  const items: CaseListItem[] = [];
  for (const caseRow of rows) {
    const transactions = await docket.listTransactions(caseRow.id);
    const summary = await summaryAsOf(caseRow, today, async () => transactions);
    items.push({ caseRow, summary, transactions });
  }
  return caseListCsv(items);
}
