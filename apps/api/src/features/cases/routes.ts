import {
  compareDates,
  computeLedger,
  editCaseSchema,
  formatUsDate,
  isCalendarDate,
  type LedgerEntry,
  ledgerTimeline,
  type Money,
  newCaseSchema,
  rateToDecimalString,
  type Summary,
  shownCents,
  summarize,
  todayInTimeZone,
  transactionSchema,
} from "@owed/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CaseRow } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { caseDtoSchema, toCaseDto, toTransactionDto, transactionDtoSchema } from "./case-dto.ts";
import { ledgerTransactionsOf, money2, money4, summaryAsOf, termsOf } from "./case-figures.ts";
import { namingLaterPayment, termsAfterEdit, transactionChangeOf } from "./docket-repository.ts";
import { caseListResponse, caseResponse, createDocketViews, ok } from "./docket-views.ts";
import { renderPayoffStatement } from "./pdf/payoff-statement.ts";
import { renderTransactionReport } from "./pdf/transaction-report.ts";

const idParams = z.object({ id: z.string() });
const caseIdParams = z.object({ caseId: z.string() });

const payoffSummarySchema = z.object({
  date: z.string(),
  principalBalance: z.string(),
  accruedInterest: z.string(),
  totalPayoff: z.string(),
  perDiem: z.string(),
  totalPayments: z.string(),
  lastPaymentDate: z.string().nullable(),
  exact: z.object({
    principalBalance: z.string(),
    accruedInterest: z.string(),
    totalPayoff: z.string(),
  }),
});

const entryFigures = z.object({
  amount: z.string(),
  calculatedInterest: z.string(),
  appliedToInterest: z.string(),
  appliedToPrincipal: z.string(),
  newBalance: z.string(),
  unpaidInterestAfter: z.string(),
});

/** One row of a statement: a transaction, or a capitalisation or rate change the engine applied. */
const ledgerEntrySchema = entryFigures.extend({
  kind: z.enum(["PAYMENT", "COST", "COMPOUNDING", "RATE_CHANGE"]),
  /** The transaction's id; null on rows the engine adds. */
  id: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  ratePercent: z.string(),
  perDiem: z.string(),
  satisfiesJudgment: z.boolean(),
  exact: entryFigures,
});

const ledgerSchema = z.object({
  asOf: z.string(),
  entries: z.array(ledgerEntrySchema),
  closing: z.object({
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    perDiem: z.string(),
    interest: z.string(),
    uniformPerDiem: z.boolean(),
  }),
  summary: payoffSummarySchema,
});

const previewFiguresSchema = z.object({
  asOf: z.string(),
  principalBalance: z.string(),
  accruedInterest: z.string(),
  payoffAmount: z.string(),
  perDiem: z.string(),
  isEnded: z.boolean(),
});
const editPreviewSchema = z.object({
  before: previewFiguresSchema,
  after: previewFiguresSchema,
  figuresChange: z.boolean(),
});

function previewFigures(summary: Summary) {
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  return {
    asOf: summary.asOf,
    principalBalance: money2(shown.principal),
    accruedInterest: money2(shown.interest),
    payoffAmount: money2(shown.payoff),
    perDiem: money4(summary.perDiem),
    isEnded: summary.isEnded,
  };
}

function todayFor(request: FastifyRequest): string {
  return todayInTimeZone(request.user.timezone, request.server.now());
}

/**
 * Conditional GET for the dashboards' polling. The tag names the user's docket version (bumped
 * in every write) and their today (interest moves daily), so it is known before any case is read.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  const etag = `W/"${tag}"`;
  reply.header("etag", etag);
  reply.header("cache-control", "private, no-cache");
  const sent = request.headers["if-none-match"];
  return typeof sent === "string" && sent.split(/\s*,\s*/).includes(etag);
}

/**
 * 304 with no body and no content-length: a serialised "null" would announce 4 bytes that Node
 * never sends for a 304, and strict HTTP clients would wait for them.
 */
function sendNotModified(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(304, {
    etag: reply.getHeader("etag") as string,
    "cache-control": "private, no-cache",
  });
  reply.raw.end();
  return reply;
}

/** The `?date=` of a payoff request: required, a real date, not before the judgment. */
function payoffDate(row: CaseRow, raw: string | undefined): string {
  if (!raw || raw.trim() === "") {
    throw new HttpError(400, "Choose a payoff date.", "invalid_date", {
      date: ["Choose a payoff date."],
    });
  }
  if (!isCalendarDate(raw)) {
    const message = "The payoff date must be a date like 2024-03-01.";
    throw new HttpError(400, message, "invalid_date", { date: [message] });
  }
  if (compareDates(raw, row.judgmentDate) < 0) {
    const message = `The payoff date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`;
    throw new HttpError(400, message, "invalid_date", { date: [message] });
  }
  return raw;
}

function payoffSummary(summary: Summary) {
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  return {
    date: summary.asOf,
    principalBalance: money2(shown.principal),
    accruedInterest: money2(shown.interest),
    totalPayoff: money2(shown.payoff),
    perDiem: money4(summary.perDiem),
    totalPayments: money2(summary.totalPayments),
    lastPaymentDate: summary.lastPaymentDate,
    exact: {
      principalBalance: money4(summary.principalBalance),
      accruedInterest: money4(summary.accruedInterest),
      totalPayoff: money4(summary.payoffAmount),
    },
  };
}

/** "Acme v. Roe" -> "Acme_v._Roe": the spec's file name keeps the name, spaces as underscores. */
function fileSafe(name: string, spaces: "_" | " "): string {
  // Characters no file system accepts, and control characters, are dropped.
  const cleaned =
    [...name]
      .filter((ch) => ch.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(ch))
      .join("")
      .trim() || "case";
  return spaces === "_" ? cleaned.replace(/\s+/g, "_") : cleaned;
}

function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  return reply
    .type("application/pdf")
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header("cache-control", "private, no-store")
    .send(pdf);
}

/** An answer serialised (and checked against its schema) when its view was built. */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type("application/json; charset=utf-8").send(body);
}

export const docketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  const views = createDocketViews(app);

  app.get(
    "/cases/",
    { schema: { response: { 200: caseListResponse, 304: z.null() } } },
    async (request, reply) => {
      const userId = request.user.id;
      const today = todayFor(request);
      const version = await views.version(request);
      if (notModified(request, reply, `cases-${userId}-${version}-${today}`)) {
        return sendNotModified(reply);
      }
      return sendJson(reply, (await views.view(request, version, today)).list);
    },
  );

  app.get(
    "/cases/:id/",
    { schema: { params: idParams, response: { 200: caseResponse, 304: z.null() } } },
    async (request, reply) => {
      const today = todayFor(request);
      const version = await views.version(request);
      const view = await views.view(request, version, today);
      const body = views.detail(view, request.params.id);
      // UUIDs are case-insensitive; the tag names the case as the list does.
      const id = request.params.id.toLowerCase();
      if (notModified(request, reply, `case-${id}-${version}-${today}`)) {
        return sendNotModified(reply);
      }
      return sendJson(reply, body);
    },
  );

  app.post(
    "/add-docket/",
    { schema: { body: newCaseSchema, response: { 201: ok(caseDtoSchema) } } },
    async (request, reply) => {
      const row = await app.docket.createCase(request.user.id, request.body, request.user.timezone);
      const summary = await summaryAsOf(row, todayFor(request), () =>
        app.docket.listTransactions(row.id),
      );
      return reply.code(201).send({
        status_code: 201,
        message: "Case added successfully.",
        data: toCaseDto(row, summary),
      });
    },
  );

  app.put(
    "/case/:id/edit/",
    { schema: { params: idParams, body: editCaseSchema, response: { 200: ok(caseDtoSchema) } } },
    async (request) => {
      const row = await app.docket.editCase(
        request.user.id,
        request.params.id,
        request.body,
        request.user.timezone,
      );
      const summary = await summaryAsOf(row, todayFor(request), () =>
        app.docket.listTransactions(row.id),
      );
      return {
        status_code: 200,
        message: "Case updated successfully",
        data: toCaseDto(row, summary),
      };
    },
  );

  // Beside the spec's routes: what an edit would do to today's figures, before it is saved. The
  // same checks as the save, so a change the ledger cannot take is refused here first.
  app.post(
    "/case/:id/edit/preview/",
    {
      schema: {
        params: idParams,
        body: editCaseSchema,
        response: { 200: ok(editPreviewSchema) },
      },
    },
    async (request) => {
      const row = await app.docket.findCase(request.user.id, request.params.id);
      const today = todayFor(request);
      const terms = termsAfterEdit(row, request.body, today);
      const ledger = ledgerTransactionsOf(await app.docket.listTransactions(row.id));
      const before = summarize(termsOf(row), ledger, today);
      let after: Summary;
      try {
        computeLedger(terms, ledger);
        after = summarize(terms, ledger, today);
      } catch (error) {
        throw namingLaterPayment(error);
      }
      return {
        status_code: 200,
        message: "Preview",
        data: {
          before: previewFigures(before),
          after: previewFigures(after),
          figuresChange:
            before.principalBalance !== after.principalBalance ||
            before.accruedInterest !== after.accruedInterest ||
            before.perDiem !== after.perDiem ||
            before.isEnded !== after.isEnded,
        },
      };
    },
  );

  app.delete(
    "/cases/:id/delete/",
    { schema: { params: idParams, response: { 200: ok(z.null()) } } },
    async (request) => {
      await app.docket.deleteCase(request.user.id, request.params.id);
      return { status_code: 200, message: "Case deleted successfully", data: null };
    },
  );

  app.get(
    "/cases/:id/transactions/",
    {
      schema: {
        params: idParams,
        response: {
          200: z.object({
            status_code: z.number().int(),
            message: z.string(),
            data: z.array(transactionDtoSchema),
            transactions: z.array(transactionDtoSchema),
          }),
          304: z.null(),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const version = await views.version(request);
      const row = await app.docket.findCase(userId, request.params.id);
      if (notModified(request, reply, `tx-${row.id}-${version}`)) return sendNotModified(reply);
      const list = (await app.docket.listTransactions(row.id)).map(toTransactionDto);
      return { status_code: 200, message: "Transactions", data: list, transactions: list };
    },
  );

  app.post(
    "/transactions/create/",
    {
      schema: {
        body: transactionSchema,
        response: { 201: ok(z.object({ transaction: transactionDtoSchema, case: caseDtoSchema })) },
      },
    },
    async (request, reply) => {
      const { caseRow, transactionId } = await app.docket.createTransaction(
        request.user.id,
        request.body.case_id,
        transactionChangeOf(request.body, todayFor(request)),
      );
      const found = await app.docket.findTransaction(request.user.id, transactionId);
      const summary = await summaryAsOf(caseRow, todayFor(request), () =>
        app.docket.listTransactions(caseRow.id),
      );
      return reply.code(201).send({
        status_code: 201,
        message: "Transaction created successfully.",
        data: {
          transaction: toTransactionDto(found.transaction),
          case: toCaseDto(caseRow, summary),
        },
      });
    },
  );

  app.put(
    "/transactions/:id/update/",
    {
      schema: {
        params: idParams,
        body: transactionSchema,
        response: { 200: ok(z.object({ transaction: transactionDtoSchema, case: caseDtoSchema })) },
      },
    },
    async (request) => {
      const caseRow = await app.docket.updateTransaction(
        request.user.id,
        request.params.id,
        request.body.case_id,
        transactionChangeOf(request.body, todayFor(request)),
      );
      const found = await app.docket.findTransaction(request.user.id, request.params.id);
      const summary = await summaryAsOf(caseRow, todayFor(request), () =>
        app.docket.listTransactions(caseRow.id),
      );
      return {
        status_code: 200,
        message: "Transaction updated successfully.",
        data: {
          transaction: toTransactionDto(found.transaction),
          case: toCaseDto(caseRow, summary),
        },
      };
    },
  );

  app.delete(
    "/transactions/:id/delete/",
    { schema: { params: idParams, response: { 200: ok(z.object({ case: caseDtoSchema })) } } },
    async (request) => {
      const caseRow = await app.docket.deleteTransaction(request.user.id, request.params.id);
      const summary = await summaryAsOf(caseRow, todayFor(request), () =>
        app.docket.listTransactions(caseRow.id),
      );
      return {
        status_code: 200,
        message: "Transaction deleted successfully",
        data: { case: toCaseDto(caseRow, summary) },
      };
    },
  );

  // Beside the spec's routes: the Payoff Demand dialog's summary for a chosen date, as JSON.
  app.get(
    "/cases/:id/payoff/",
    {
      schema: {
        params: idParams,
        querystring: z.object({ date: z.string().optional() }),
        response: { 200: ok(payoffSummarySchema) },
      },
    },
    async (request) => {
      const row = await app.docket.findCase(request.user.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const summary = await summaryAsOf(row, date, () => app.docket.listTransactions(row.id));
      return { status_code: 200, message: "Payoff", data: payoffSummary(summary) };
    },
  );

  // Beside the spec's routes: every row of the statement as of a date (today by default),
  // including the capitalisations and rate changes that explain each change of balance.
  app.get(
    "/cases/:id/ledger/",
    {
      schema: {
        params: idParams,
        querystring: z.object({ date: z.string().max(40).optional() }),
        response: { 200: ok(ledgerSchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const version = await views.version(request);
      const row = await app.docket.findCase(request.user.id, request.params.id);
      const date = request.query.date ? payoffDate(row, request.query.date) : todayFor(request);
      // Polled with the open case: the docket version and the date say whether anything moved.
      if (notModified(request, reply, `ledger-${row.id}-${version}-${date}`)) {
        return sendNotModified(reply);
      }
      const txRows = await app.docket.listTransactions(row.id);
      const descriptions = new Map(txRows.map((t) => [t.id, t.description]));
      const timeline = ledgerTimeline(termsOf(row), ledgerTransactionsOf(txRows), date);
      const figures = (e: LedgerEntry, money: (value: Money) => string) => ({
        amount: money(e.amount),
        calculatedInterest: money(e.interestAccrued),
        appliedToInterest: money(e.appliedToInterest),
        appliedToPrincipal: money(e.appliedToPrincipal),
        newBalance: money(e.principalAfter),
        unpaidInterestAfter: money(e.unpaidInterestAfter),
      });
      return {
        status_code: 200,
        message: "Ledger",
        data: {
          asOf: timeline.asOf,
          entries: timeline.entries.map((e) => ({
            kind: e.kind,
            id: e.id === undefined ? null : String(e.id),
            date: e.date,
            description: e.id === undefined ? "" : (descriptions.get(String(e.id)) ?? ""),
            ...figures(e, money2),
            ratePercent: rateToDecimalString(e.ratePercent),
            perDiem: money4(e.perDiemAfter),
            satisfiesJudgment: e.satisfiesJudgment,
            exact: figures(e, money4),
          })),
          closing: {
            ...timeline.closing,
            perDiem: money4(timeline.closing.perDiem),
            interest: money4(timeline.closing.interest),
          },
          summary: payoffSummary(timeline.summary),
        },
      };
    },
  );

  app.get(
    "/cases/:id/payoff-statement/",
    { schema: { params: idParams, querystring: z.object({ date: z.string().optional() }) } },
    async (request, reply) => {
      const row = await app.docket.findCase(request.user.id, request.params.id);
      const date = payoffDate(row, request.query.date);
      const transactions = await app.docket.listTransactions(row.id);
      const profile = await app.users.findById(request.user.id);
      const pdf = await renderPayoffStatement({
        caseRow: row,
        transactions,
        asOf: date,
        preparedOn: todayFor(request),
        firm: {
          name: profile?.company ?? "",
          person: profile?.fullName ?? "",
          address: profile?.location ?? "",
          phone: profile?.phoneNumber ?? "",
          email: profile?.email ?? "",
        },
      });
      return sendPdf(reply, `payoff-${fileSafe(row.caseName, "_")}-${date}.pdf`, pdf);
    },
  );

  app.get(
    "/transactions/:caseId/download/",
    { schema: { params: caseIdParams } },
    async (request, reply) => {
      const row = await app.docket.findCase(request.user.id, request.params.caseId);
      const transactions = await app.docket.listTransactions(row.id);
      const today = todayFor(request);
      const summary = await summaryAsOf(row, today, async () => transactions);
      const profile = await app.users.findById(request.user.id);
      const pdf = await renderTransactionReport({
        caseRow: row,
        transactions,
        summary,
        preparedOn: today,
        firmName: profile?.company || profile?.fullName || "",
      });
      return sendPdf(reply, `transactions-${fileSafe(row.caseName, " ")}-${today}.pdf`, pdf);
    },
  );
};
