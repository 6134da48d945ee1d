import {
  type CalendarDate,
  type Endpoint,
  docketEndpoints as endpoints,
  isCalendarDate,
  ledgerTimeline,
  type Letterhead as WorkspaceLetterhead,
} from "@owed/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CaseRow } from "../../db/schema/index.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { securityHeadersFor } from "../../plugins/security-headers.ts";
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
import { actorOf, ledgerDate, payoffDate, todayFor } from "./docket-requests.ts";
import { createDocketViews, type DocketViews } from "./docket-views.ts";
import {
  caseHistoryOf,
  deletedCasesOf,
  restoreCase,
  restoreTransaction,
  revertChange,
} from "./history-use-cases.ts";
import { statementLetterheadOf } from "./pdf/letterhead.ts";
import { renderPayoffStatement } from "./pdf/payoff-statement.ts";
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

/** A case's answer: its figures as of the user's today. */
async function caseDto(docket: DocketStore, row: CaseRow, today: CalendarDate) {
  const summary = await summaryAsOf(row, today, () => docket.listTransactions(row.id));
  return toCaseDto(await docket.named(row), summary);
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

/** A polled endpoint's route: its answers, and the 304 with no body when the client has it. */
function polled<E extends Endpoint>(app: DocketApp, endpoint: E) {
  const route = endpointRoute(app, endpoint);
  return {
    ...route,
    schema: { ...route.schema, response: { ...route.schema.response, 304: z.null() } },
  };
}

/** An answer serialised (and checked against its schema) when its view was built. */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type("application/json; charset=utf-8").send(body);
}

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  sendFile(reply, "application/pdf", fileName, pdf);

/** The list and the open case, polled by the dashboards and served from the docket views. */
function caseReadRoutes(app: DocketApp, views: DocketViews) {
  app.route({
    ...polled(app, endpoints.caseList),
    handler: (request, reply) => {
      const today = todayFor(request);
      return poll(
        request,
        reply,
        views,
        (version) => `cases-${request.workspace.id}-${version}-${today}`,
        async (version) => (await views.view(request, version, today)).list,
      );
    },
  });

  app.route({
    ...polled(app, endpoints.caseDetail),
    handler: (request, reply) => {
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
  });
}

function caseWriteRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.createCase),
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const row = await createCase(app.docket, app.rateTables, actor, request.body);
      const data = await caseDto(app.docket, row, actor.today);
      return reply.code(201).send({ status_code: 201, message: "Case added successfully.", data });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.editCase),
    handler: async (request) => {
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
  });

  // Beside the first specification's routes: what an edit would do to today's figures, before it
  // is saved (docs/decisions/006-beyond-the-spec.md).
  app.route({
    ...endpointRoute(app, endpoints.previewCaseEdit),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(app, endpoints.deleteCase),
    handler: async (request) => {
      await deleteCase(app.docket, actorOf(request), request.params.id);
      return { status_code: 200, message: "Case deleted successfully", data: null };
    },
  });
}

// Beside the first specification's routes: a newer rate table for a case whose rates ran past its
// old one, offered with the payoff before and after, and applied as one undoable history entry
// (docs/rate-tables.md, "When a table ends"). Reading needs the read role, applying the edit role.
function rateTableUpdateRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.rateTableUpdate),
    handler: async (request) => {
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
  });

  app.route({
    ...endpointRoute(app, endpoints.applyRateTableUpdate),
    handler: async (request) => {
      const actor = actorOf(request);
      const row = await applyRateTableUpdate(app.docket, app.rateTables, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Rates replaced from the rate table.", data };
    },
  });
}

function transactionReadRoutes(app: DocketApp, views: DocketViews) {
  app.route({
    ...polled(app, endpoints.transactionList),
    handler: (request, reply) => {
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
  });
}

function transactionWriteRoutes(app: DocketApp) {
  /** A written transaction's answer: the transaction as stored and its case's new figures. */
  async function written(actor: DocketActor, caseRow: CaseRow, transactionId: string) {
    const found = await transactionOf(app.docket, actor.workspaceId, transactionId);
    const caseData = await caseDto(app.docket, caseRow, actor.today);
    return { transaction: toTransactionDto(found.transaction), case: caseData };
  }

  app.route({
    ...endpointRoute(app, endpoints.createTransaction),
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { caseRow, transactionId } = await recordTransaction(app.docket, actor, request.body);
      const data = await written(actor, caseRow, transactionId);
      const message = "Transaction created successfully.";
      return reply.code(201).send({ status_code: 201, message, data });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateTransaction),
    handler: async (request) => {
      const actor = actorOf(request);
      const id = request.params.id;
      const caseRow = await editTransaction(app.docket, actor, id, request.body);
      const data = await written(actor, caseRow, id);
      return { status_code: 200, message: "Transaction updated successfully.", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deleteTransaction),
    handler: async (request) => {
      const actor = actorOf(request);
      const caseRow = await removeTransaction(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, caseRow, actor.today) };
      return { status_code: 200, message: "Transaction deleted successfully", data };
    },
  });
}

// Beside the first specification's routes: the Payoff Demand dialog's summary for a chosen date,
// and every row of the statement as of a date (today by default), including the capitalisations
// and rate changes that explain each change of balance.
function payoffRoutes(app: DocketApp, views: DocketViews) {
  app.route({
    ...endpointRoute(app, endpoints.payoff),
    handler: async (request) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const summary = await summaryAsOf(row, date, () => app.docket.listTransactions(row.id));
      return { status_code: 200, message: "Payoff", data: toPayoffSummary(summary) };
    },
  });

  app.route({
    ...polled(app, endpoints.ledger),
    handler: async (request, reply) => {
      const version = await views.version(request);
      // Polled with the open case: the docket version and the date say whether anything moved,
      // before the case is read (a tag for a date is only ever given for a valid one).
      const asked = request.query.date || todayFor(request);
      const early = `ledger-${request.params.id.toLowerCase()}-${version}-${asked}`;
      if (isCalendarDate(asked) && clientHas(request, early)) return sendNotModified(reply, early);
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = ledgerDate(request, row, request.query.date);
      const tag = `ledger-${row.id}-${version}-${date}`;
      if (notModified(request, reply, tag)) return sendNotModified(reply, tag);
      const txRows = await app.docket.listTransactions(row.id);
      const timeline = ledgerTimeline(termsOf(row), ledgerTransactionsOf(txRows), date);
      return { status_code: 200, message: "Ledger", data: toLedgerDto(timeline, txRows) };
    },
  });
}

/** The payoff statement and the transaction report, as PDF files. */
function statementRoutes(app: DocketApp, deps: CaseRouteDeps) {
  /** The workspace's letterhead, or the signed-in user's profile where it has none. */
  const letterheadFor = async (request: FastifyRequest) =>
    statementLetterheadOf(
      await deps.letterheadOf(request.workspace.id),
      await app.users.findById(request.user.id),
    );

  app.route({
    ...endpointRoute(app, endpoints.payoffStatement),
    handler: async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const transactions = await app.docket.listTransactions(row.id);
      const pdf = await renderPayoffStatement({
        caseRow: row,
        transactions,
        asOf: date,
        preparedOn: todayFor(request),
        firm: await letterheadFor(request),
      });
      return sendPdf(reply, `payoff-${fileSafe(row.caseName, "_")}-${date}.pdf`, pdf);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.transactionReport),
    handler: async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.caseId);
      const transactions = await app.docket.listTransactions(row.id);
      const today = todayFor(request);
      const summary = await summaryAsOf(row, today, async () => transactions);
      const firm = await letterheadFor(request);
      const history =
        request.query.history === "1"
          ? (await caseHistoryOf(app.docket, actorOf(request), row.id)).entries
          : undefined;
      const pdf = await renderTransactionReport({
        caseRow: row,
        transactions,
        summary,
        preparedOn: today,
        firm,
        ...(history ? { history, timeZone: request.user.timezone } : {}),
      });
      return sendPdf(reply, `transactions-${fileSafe(row.caseName, " ")}-${today}.pdf`, pdf);
    },
  });
}

// Beside the first specification's routes: a case's history and the undo of a change
// (docs/history.md). Same authentication hook and the same not-found answer for anything that is
// not the user's.
function historyRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.caseHistory),
    handler: async (request) => {
      const data = await caseHistoryOf(app.docket, actorOf(request), request.params.id);
      return { status_code: 200, message: "History", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deletedCases),
    handler: async (request) => {
      const data = await deletedCasesOf(app.docket, actorOf(request));
      return { status_code: 200, message: "Deleted cases", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.restoreCase),
    handler: async (request) => {
      const actor = actorOf(request);
      const row = await restoreCase(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Case restored.", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.restoreTransaction),
    handler: async (request) => {
      const actor = actorOf(request);
      const row = await restoreTransaction(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Transaction restored.", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.revertChange),
    handler: async (request) => {
      const actor = actorOf(request);
      const row = await revertChange(app.docket, actor, request.params.id);
      const data = { case: await caseDto(app.docket, row, actor.today) };
      return { status_code: 200, message: "Change reverted.", data };
    },
  });
}

/**
 * The cases, transactions, payoffs, statements and history. Registered with the CSV import, the
 * exports and the deadlines by the docket API (routes/docket.ts), under its prefix and its one
 * authentication and authorisation hooks.
 */
/**
 * What the case routes read from other features, handed in by the docket's composition
 * (routes/docket.ts) so that no feature depends back on the cases.
 */
export interface CaseRouteDeps {
  /** The workspace's letterhead (every field empty when none was saved). */
  letterheadOf(workspaceId: string): Promise<WorkspaceLetterhead>;
}

export function caseRoutes(app: DocketApp, deps: CaseRouteDeps) {
  const views = createDocketViews(app);
  caseReadRoutes(app, views);
  caseWriteRoutes(app);
  rateTableUpdateRoutes(app);
  transactionReadRoutes(app, views);
  transactionWriteRoutes(app);
  payoffRoutes(app, views);
  statementRoutes(app, deps);
  historyRoutes(app);
}
