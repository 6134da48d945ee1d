import {
  type CalendarDate,
  caseDeletedResponse,
  caseHistoryResponse,
  caseListResponse,
  caseReportParams,
  caseReportQuery,
  caseResponse,
  compareDates,
  deletedCasesResponse,
  docketIdParams,
  editCaseRequest,
  editPreviewResponse,
  fileResponse,
  formatUsDate,
  historyIdParams,
  InvalidDateError,
  isCalendarDate,
  ledgerQuery,
  ledgerResponse,
  ledgerTimeline,
  newCaseRequest,
  payoffQuery,
  payoffResponse,
  rateTableUpdateAppliedResponse,
  rateTableUpdateResponse,
  todayInTimeZone,
  transactionDeletedResponse,
  transactionListResponse,
  transactionRequest,
  transactionWriteResponse,
  undoResponse,
} from "@owed/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CaseRow } from "../../db/schema/index.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { securityHeadersFor } from "../../plugins/security-headers.ts";
import { ledgerCsv } from "../csv/csv-exports.ts";
import { exportCaseList } from "../csv/csv-use-cases.ts";
import { csvImportRoutes } from "../csv/routes.ts";
import { docketExportRoutes } from "../exports/routes.ts";
import {
  toCaseDto,
  toLedgerDto,
  toPayoffSummary,
  toPreviewFigures,
  toTransactionDto,
} from "./case-dto.ts";
import { ledgerTransactionsOf, summaryAsOf, termsOf } from "./case-figures.ts";
import {
  caseOf,
  createCase,
  type DocketActor,
  deleteCase,
  editCase,
  previewCaseEdit,
} from "./case-use-cases.ts";
import type { DocketStore } from "./docket-repository.ts";
import { createDocketViews, type DocketViews } from "./docket-views.ts";
import {
  caseHistoryOf,
  deletedCasesOf,
  restoreCase,
  restoreTransaction,
  revertChange,
} from "./history-use-cases.ts";
import { letterheadOf, renderPayoffStatement } from "./pdf/payoff-statement.ts";
import { renderTransactionReport } from "./pdf/transaction-report.ts";
import { applyRateTableUpdate, rateTableUpdatePreview } from "./rate-table-updates.ts";
import {
  editTransaction,
  recordTransaction,
  removeTransaction,
  transactionOf,
} from "./transaction-use-cases.ts";

// The docket API (docs/product.md, "Cases", "Transactions" and "Payoff and statements"). Each
// route declares its contract from @owed/domain and reads: parse (the schemas) -> use case ->
// reply (the DTO mapping in case-dto.ts).

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

function todayFor(request: FastifyRequest): CalendarDate {
  return todayInTimeZone(request.user.timezone, request.server.now());
}

function actorOf(request: FastifyRequest): DocketActor {
  return {
    userId: request.user.id,
    workspaceId: request.workspace.id,
    today: todayFor(request),
    at: request.server.now(),
  };
}

/** A case's answer: its figures as of the user's today. */
async function caseDto(docket: DocketStore, row: CaseRow, today: CalendarDate) {
  return toCaseDto(row, await summaryAsOf(row, today, () => docket.listTransactions(row.id)));
}

/**
 * Conditional GET for the dashboards' polling. The tag names the user's docket version (bumped
 * in every write) and their today (interest moves daily), so it is known before any case is read.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  notModifiedHeaders(reply, tag);
  return clientHas(request, tag);
}

/**
 * Whether the client already holds the answer tagged `tag`. Checked before anything is read:
 * the tag names the user's docket version, and every write (a case deleted, a payment added)
 * bumps it, so a client can only hold a tag for an answer it was given at this very version;
 * for a case that is not the user's no such answer exists, so a 304 tells nothing about it.
 */
function clientHas(request: FastifyRequest, tag: string): boolean {
  const sent = request.headers["if-none-match"];
  if (typeof sent !== "string") return false;
  const wanted = `W/"${tag}"`;
  // A polling client sends the one tag it holds; a list of tags is rare.
  return sent === wanted || sent.split(/\s*,\s*/).includes(wanted);
}

/** The tag and cache policy every polled answer carries, 200 or 304. */
function notModifiedHeaders(reply: FastifyReply, tag: string): FastifyReply {
  reply.header("etag", `W/"${tag}"`);
  reply.header("cache-control", "private, no-cache");
  return reply;
}

/**
 * 304 with no body and no content-length: a serialised "null" would announce 4 bytes that Node
 * never sends for a 304, and strict HTTP clients would wait for them. Written in one call with
 * the hardening headers, as the onSend hook (which a hijacked reply skips) would add them.
 */
function sendNotModified(reply: FastifyReply, tag: string) {
  reply.hijack();
  const headers: string[] = ["etag", `W/"${tag}"`, "cache-control", "private, no-cache"];
  for (const [name, value] of securityHeadersFor(reply.request)) headers.push(name, value);
  reply.raw.writeHead(304, headers);
  reply.raw.end();
  return reply;
}

/**
 * A polled route: when the client already holds the answer at the version kept in memory, the
 * 304 is written at once, with no promise and no read (docs/decisions/004-polling-cache.md);
 * otherwise the version is looked up, and `answer` builds the 200 unless the client holds that
 * (a Buffer is an answer already serialised by its view). The tag goes on the 200 only: a refusal
 * (404) carries none.
 */
function poll<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  views: DocketViews,
  tagOf: (version: number) => string,
  answer: (version: number) => Promise<T | Buffer>,
): Promise<void> | undefined {
  const known = views.versionNow(request);
  const knownTag = known === undefined ? undefined : tagOf(known);
  if (knownTag !== undefined && clientHas(request, knownTag)) {
    sendNotModified(reply, knownTag);
    return undefined;
  }
  return (async () => {
    const version = known ?? (await views.version(request));
    const tag = tagOf(version);
    if (clientHas(request, tag)) {
      sendNotModified(reply, tag);
      return;
    }
    const body = await answer(version);
    notModifiedHeaders(reply, tag);
    // Awaited until the answer is written, not only sent: a handler's promise that resolves while
    // the answer is still being compressed (a stream, for answers over 8 KB) makes Fastify send
    // again with no body, and the client got an empty 200.
    await (body instanceof Buffer ? sendJson(reply, body) : reply.send(body));
  })();
}

/** An answer serialised (and checked against its schema) when its view was built. */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type("application/json; charset=utf-8").send(body);
}

/** The `?date=` of a payoff request: required, a real date, not before the judgment. */
function payoffDate(row: CaseRow, raw: string | undefined): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw ?? "", "date", message);
  if (!raw || raw.trim() === "") throw refuse("Choose a payoff date.");
  if (!isCalendarDate(raw)) throw refuse("The payoff date must be a date like 2024-03-01.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The payoff date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  return raw;
}

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, "application/pdf", fileName, pdf);

/** The list and the open case, polled by the dashboards and served from the docket views. */
function caseReadRoutes(app: DocketApp, views: DocketViews) {
  const notModifiedSchema = { 304: z.null() };
  app.get(
    "/cases/",
    { schema: { response: { 200: caseListResponse, ...notModifiedSchema } } },
    (request, reply) => {
      const today = todayFor(request);
      return poll(
        request,
        reply,
        views,
        (version) => `cases-${request.workspace.id}-${version}-${today}`,
        async (version) => (await views.view(request, version, today)).list,
      );
    },
  );

  app.get(
    "/cases/:id/",
    { schema: { params: docketIdParams, response: { 200: caseResponse, ...notModifiedSchema } } },
    (request, reply) => {
      const today = todayFor(request);
      // UUIDs are case-insensitive; the tag names the case as the list does. A poll that finds
      // nothing new costs the version lookup, not a read of the case.
      const id = request.params.id.toLowerCase();
      return poll(
        request,
        reply,
        views,
        (version) => `case-${id}-${version}-${today}`,
        (version) => views.detail(request, version, today, request.params.id),
      );
    },
  );
}

function caseWriteRoutes(app: DocketApp) {
  app.post(
    "/add-docket/",
    { schema: { body: newCaseRequest, response: { 201: caseResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const row = await createCase(app.docket, app.rateTables, actor, request.body);
      const data = await caseDto(app.docket, row, actor.today);
      return reply.code(201).send({ status_code: 201, message: "Case added successfully.", data });
    },
  );

  app.put(
    "/case/:id/edit/",
    { schema: { params: docketIdParams, body: editCaseRequest, response: { 200: caseResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await editCase(
        app.docket,
        app.rateTables,
        actor,
        request.params.id,
        request.body,
      );
      const data = await caseDto(app.docket, row, actor.today);
      return { status_code: 200, message: "Case updated successfully", data };
    },
  );

  // Beside the first specification's routes: what an edit would do to today's figures, before it
  // is saved (docs/decisions/006-beyond-the-spec.md).
  app.post(
    "/case/:id/edit/preview/",
    {
      schema: {
        params: docketIdParams,
        body: editCaseRequest,
        response: { 200: editPreviewResponse },
      },
    },
    async (request) => {
      const { before, after } = await previewCaseEdit(
        app.docket,
        app.rateTables,
        actorOf(request),
        request.params.id,
        request.body,
      );
      const figuresChange =
        before.principalBalance !== after.principalBalance ||
        before.accruedInterest !== after.accruedInterest ||
        before.perDiem !== after.perDiem ||
        before.isEnded !== after.isEnded;
      const data = { before: toPreviewFigures(before), after: toPreviewFigures(after) };
      return { status_code: 200, message: "Preview", data: { ...data, figuresChange } };
    },
  );

  app.delete(
    "/cases/:id/delete/",
    { schema: { params: docketIdParams, response: { 200: caseDeletedResponse } } },
    async (request) => {
      await deleteCase(app.docket, actorOf(request), request.params.id);
      return { status_code: 200, message: "Case deleted successfully", data: null };
    },
  );
}

// Beside the first specification's routes: a newer rate table for a case whose rates ran past its
// old one, offered with the payoff before and after, and applied as one undoable history entry
// (docs/rate-tables.md, "When a table ends"). Reading needs the read role, applying the edit role.
function rateTableUpdateRoutes(app: DocketApp) {
  app.get(
    "/cases/:id/rate-table-update/",
    { schema: { params: docketIdParams, response: { 200: rateTableUpdateResponse } } },
    async (request) => {
      const found = await rateTableUpdatePreview(
        app.docket,
        app.rateTables,
        actorOf(request),
        request.params.id,
      );
      if (!found) return { status_code: 200, message: "No newer rates", data: null };
      const { update, before, after } = found;
      const data = {
        rateTable: update.rateTable,
        importedAt: update.importedAt?.toISOString() ?? null,
        tableEndedOn: update.tableEndedOn,
        tableEndsOn: update.tableEndsOn,
        replaces: update.replaces,
        schedule: update.schedule,
        before: toPreviewFigures(before),
        after: toPreviewFigures(after),
      };
      return { status_code: 200, message: "Newer rates", data };
    },
  );

  app.post(
    "/cases/:id/rate-table-update/",
    { schema: { params: docketIdParams, response: { 200: rateTableUpdateAppliedResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await applyRateTableUpdate(app.docket, app.rateTables, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Rates replaced from the rate table.", data };
    },
  );
}

function transactionReadRoutes(app: DocketApp, views: DocketViews) {
  app.get(
    "/cases/:id/transactions/",
    {
      schema: {
        params: docketIdParams,
        response: { 200: transactionListResponse, 304: z.null() },
      },
    },
    (request, reply) => {
      const id = request.params.id.toLowerCase();
      return poll(
        request,
        reply,
        views,
        (version) => `tx-${id}-${version}`,
        async () => {
          const row = await caseOf(app.docket, request.workspace.id, request.params.id);
          const list = (await app.docket.listTransactions(row.id)).map(toTransactionDto);
          return { status_code: 200, message: "Transactions", data: list, transactions: list };
        },
      );
    },
  );
}

function transactionWriteRoutes(app: DocketApp) {
  /** A written transaction's answer: the transaction as stored and its case's new figures. */
  async function written(actor: DocketActor, caseRow: CaseRow, transactionId: string) {
    const found = await transactionOf(app.docket, actor.workspaceId, transactionId);
    const caseData = await caseDto(app.docket, caseRow, actor.today);
    return { transaction: toTransactionDto(found.transaction), case: caseData };
  }

  app.post(
    "/transactions/create/",
    { schema: { body: transactionRequest, response: { 201: transactionWriteResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const { caseRow, transactionId } = await recordTransaction(app.docket, actor, request.body);
      const data = await written(actor, caseRow, transactionId);
      const message = "Transaction created successfully.";
      return reply.code(201).send({ status_code: 201, message, data });
    },
  );

  app.put(
    "/transactions/:id/update/",
    {
      schema: {
        params: docketIdParams,
        body: transactionRequest,
        response: { 200: transactionWriteResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const caseRow = await editTransaction(app.docket, actor, id, request.body);
      const data = await written(actor, caseRow, id);
      return { status_code: 200, message: "Transaction updated successfully.", data };
    },
  );

  app.delete(
    "/transactions/:id/delete/",
    { schema: { params: docketIdParams, response: { 200: transactionDeletedResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const caseRow = await removeTransaction(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, caseRow, actor.today) };
      return { status_code: 200, message: "Transaction deleted successfully", data };
    },
  );
}

// Beside the first specification's routes: the Payoff Demand dialog's summary for a chosen date,
// and every row of the statement as of a date (today by default), including the capitalisations
// and rate changes that explain each change of balance.
function payoffRoutes(app: DocketApp, views: DocketViews) {
  app.get(
    "/cases/:id/payoff/",
    {
      schema: {
        params: docketIdParams,
        querystring: payoffQuery,
        response: { 200: payoffResponse },
      },
    },
    async (request) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const summary = await summaryAsOf(row, date, () => app.docket.listTransactions(row.id));
      return { status_code: 200, message: "Payoff", data: toPayoffSummary(summary) };
    },
  );

  app.get(
    "/cases/:id/ledger/",
    {
      schema: {
        params: docketIdParams,
        querystring: ledgerQuery,
        response: { 200: ledgerResponse, 304: z.null() },
      },
    },
    async (request, reply) => {
      const version = await views.version(request);
      // Polled with the open case: the docket version and the date say whether anything moved,
      // before the case is read (a tag for a date is only ever given for a valid one).
      const asked = request.query.date || todayFor(request);
      const early = `ledger-${request.params.id.toLowerCase()}-${version}-${asked}`;
      if (isCalendarDate(asked) && clientHas(request, early)) return sendNotModified(reply, early);
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = request.query.date ? payoffDate(row, request.query.date) : todayFor(request);
      const tag = `ledger-${row.id}-${version}-${date}`;
      if (notModified(request, reply, tag)) return sendNotModified(reply, tag);
      const txRows = await app.docket.listTransactions(row.id);
      const descriptions = new Map(txRows.map((t) => [t.id, t.description]));
      const timeline = ledgerTimeline(termsOf(row), ledgerTransactionsOf(txRows), date);
      return { status_code: 200, message: "Ledger", data: toLedgerDto(timeline, descriptions) };
    },
  );
}

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendFile(reply, "text/csv; charset=utf-8", fileName, csv);

// Beside the first specification's routes: the case list and a case's ledger as CSV
// (docs/csv.md).
function exportRoutes(app: DocketApp) {
  app.get(
    "/cases/export/",
    {
      schema: { response: { 200: fileResponse("text/csv", "The case list with today's figures") } },
    },
    async (request, reply) => {
      const today = todayFor(request);
      const csv = await exportCaseList(app.docket, request.workspace.id, today);
      return sendCsv(reply, `cases-${today}.csv`, csv);
    },
  );

  app.get(
    "/cases/:id/ledger/export/",
    {
      schema: {
        params: docketIdParams,
        querystring: ledgerQuery,
        response: { 200: fileResponse("text/csv", "Every entry of the case's ledger") },
      },
    },
    async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = request.query.date ? payoffDate(row, request.query.date) : todayFor(request);
      const rows = await app.docket.listTransactions(row.id);
      return sendCsv(
        reply,
        `ledger-${fileSafe(row.caseName, "_")}-${date}.csv`,
        ledgerCsv(row, rows, date),
      );
    },
  );
}

/** The payoff statement and the transaction report, as PDF files. */
function statementRoutes(app: DocketApp) {
  app.get(
    "/cases/:id/payoff-statement/",
    {
      schema: {
        params: docketIdParams,
        querystring: payoffQuery,
        response: { 200: fileResponse("application/pdf", "The payoff statement (PDF)") },
      },
    },
    async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const transactions = await app.docket.listTransactions(row.id);
      const profile = await app.users.findById(request.user.id);
      const pdf = await renderPayoffStatement({
        caseRow: row,
        transactions,
        asOf: date,
        preparedOn: todayFor(request),
        firm: letterheadOf(profile),
      });
      return sendPdf(reply, `payoff-${fileSafe(row.caseName, "_")}-${date}.pdf`, pdf);
    },
  );

  app.get(
    "/transactions/:caseId/download/",
    {
      schema: {
        params: caseReportParams,
        querystring: caseReportQuery,
        response: { 200: fileResponse("application/pdf", "The transaction report (PDF)") },
      },
    },
    async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.caseId);
      const transactions = await app.docket.listTransactions(row.id);
      const today = todayFor(request);
      const summary = await summaryAsOf(row, today, async () => transactions);
      const profile = await app.users.findById(request.user.id);
      const history =
        request.query.history === "1"
          ? (await caseHistoryOf(app.docket, actorOf(request), row.id)).entries
          : undefined;
      const pdf = await renderTransactionReport({
        caseRow: row,
        transactions,
        summary,
        preparedOn: today,
        firmName: profile?.company || profile?.fullName || "",
        ...(history ? { history, timeZone: request.user.timezone } : {}),
      });
      return sendPdf(reply, `transactions-${fileSafe(row.caseName, " ")}-${today}.pdf`, pdf);
    },
  );
}

// Beside the first specification's routes: a case's history and the undo of a change
// (docs/history.md). Same authentication hook and the same not-found answer for anything that is
// not the user's.
function historyRoutes(app: DocketApp) {
  app.get(
    "/cases/:id/history/",
    { schema: { params: docketIdParams, response: { 200: caseHistoryResponse } } },
    async (request) => {
      const data = await caseHistoryOf(app.docket, actorOf(request), request.params.id);
      return { status_code: 200, message: "History", data };
    },
  );

  app.get(
    "/deleted-cases/",
    { schema: { response: { 200: deletedCasesResponse } } },
    async (request) => {
      const data = await deletedCasesOf(app.docket, actorOf(request));
      return { status_code: 200, message: "Deleted cases", data };
    },
  );

  app.post(
    "/cases/:id/restore/",
    { schema: { params: docketIdParams, response: { 200: undoResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await restoreCase(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Case restored.", data };
    },
  );

  app.post(
    "/transactions/:id/restore/",
    { schema: { params: docketIdParams, response: { 200: undoResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await restoreTransaction(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Transaction restored.", data };
    },
  );

  app.post(
    "/history/:id/revert/",
    { schema: { params: historyIdParams, response: { 200: undoResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await revertChange(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Change reverted.", data };
    },
  );
}

export const docketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", app.authorise);
  const views = createDocketViews(app);
  caseReadRoutes(app, views);
  caseWriteRoutes(app);
  rateTableUpdateRoutes(app);
  transactionReadRoutes(app, views);
  transactionWriteRoutes(app);
  payoffRoutes(app, views);
  statementRoutes(app);
  historyRoutes(app);
  exportRoutes(app);
  csvImportRoutes(app, actorOf);
  docketExportRoutes(app, {
    actorOf,
    ledgerDate: (request, row, asked) => (asked ? payoffDate(row, asked) : todayFor(request)),
  });
};
