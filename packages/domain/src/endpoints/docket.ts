import {
  caseDeletedResponse,
  caseListResponse,
  caseReportParams,
  caseReportQuery,
  caseResponse,
  docketIdParams,
  editPreviewResponse,
  ledgerQuery,
  ledgerResponse,
  payoffQuery,
  payoffResponse,
  transactionDeletedResponse,
  transactionListResponse,
  transactionWriteResponse,
} from "../contracts/cases.ts";
import {
  importCheckResponse,
  importDoneResponse,
  importPreviewRequest,
  importPreviewResponse,
  importRequest,
} from "../contracts/csv-import.ts";
import {
  caseHistoryResponse,
  deletedCasesResponse,
  historyIdParams,
  undoResponse,
} from "../contracts/history.ts";
import {
  rateTableUpdateAppliedResponse,
  rateTableUpdateResponse,
} from "../contracts/rate-table-updates.ts";
import { WORKSPACE_MSG } from "../contracts/workspaces.ts";
import { editCaseRequest, newCaseRequest, transactionRequest } from "../schemas/case-schemas.ts";
import { DOCKET_ERRORS as E } from "./docket-errors.ts";
import {
  COMMON_ERRORS,
  defineEndpoint,
  errorAnswer,
  fileAnswer,
  SIGNED_IN_ERRORS,
} from "./endpoint.ts";
import { PORTFOLIO_ERRORS } from "./portfolio-errors.ts";

// The docket: cases, transactions, payoffs and statements, history and undo, the CSV import and
// the exports (docs/product.md, docs/history.md, docs/csv.md, docs/exports.md). Every route runs
// the one authentication hook and the one workspace authorisation hook.

/** The refusals of the authorisation hook: the screen showed another workspace, or none is left. */
const workspaceChanged = errorAnswer(409, "workspace_changed", WORKSPACE_MSG.workspaceChanged);
const workspaceNotFound = errorAnswer(404, "not_found", WORKSPACE_MSG.notFound);
const readOnly = errorAnswer(403, "read_only", WORKSPACE_MSG.readOnly);

/** Every docket read: signed in, in a workspace of theirs. */
const reading = [...SIGNED_IN_ERRORS, workspaceNotFound, workspaceChanged] as const;
/** Every docket write: a viewer reads only. */
const writing = [...reading, readOnly] as const;

/** What the interest engine refuses in a case's terms or ledger (the 400s its sentences explain). */
const engine = [
  E.invalidAmount,
  E.invalidRate,
  E.invalidDate,
  E.invalidCaseTerms,
  E.invalidRateSchedule,
  E.invalidTransaction,
  E.missingPaymentDate,
  E.transactionBeforeJudgment,
  E.transactionAfterSatisfaction,
  E.paymentExceedsPayoff,
  E.tooLarge,
] as const;

/** The rate table a case's terms name, checked against its rates. */
const rateTable = [E.rateTableNotFound, E.rateTableMismatch, E.rateRequired] as const;

/** The `?date=` of a payoff, statement or ledger: required where said, a date, not before judgment. */
const asOfDate = [COMMON_ERRORS.invalidInput, E.invalidDate] as const;

const caseEndpoints = {
  caseList: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/",
    summary: "Every case of the workspace with today's figures (polled: 304 when nothing moved)",
    access: "workspace",
    answer: caseListResponse,
    errors: [...reading],
  }),
  caseDetail: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/",
    summary: "One case with today's figures (polled: 304 when nothing moved)",
    access: "workspace",
    params: docketIdParams,
    answer: caseResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  createCase: defineEndpoint({
    method: "POST",
    path: "/docket/api/add-docket/",
    summary: "Adds a case; the free plan keeps a limited number of active cases",
    access: "workspace",
    body: newCaseRequest,
    status: 201,
    answer: caseResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.planLimit,
      ...rateTable,
      ...engine,
      PORTFOLIO_ERRORS.clientNotFound,
    ],
  }),
  editCase: defineEndpoint({
    method: "PUT",
    path: "/docket/api/case/:id/edit/",
    summary: "Corrects a case's terms; the whole ledger is recomputed",
    access: "workspace",
    params: docketIdParams,
    body: editCaseRequest,
    answer: caseResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      E.planLimit,
      ...rateTable,
      ...engine,
      PORTFOLIO_ERRORS.clientNotFound,
    ],
  }),
  previewCaseEdit: defineEndpoint({
    method: "POST",
    path: "/docket/api/case/:id/edit/preview/",
    summary: "What an edit would do to today's figures, before it is saved; stores nothing",
    access: "workspace",
    params: docketIdParams,
    body: editCaseRequest,
    answer: editPreviewResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      ...rateTable,
      ...engine,
    ],
  }),
  deleteCase: defineEndpoint({
    method: "DELETE",
    path: "/docket/api/cases/:id/delete/",
    summary: "Deletes a case and its transactions (restorable for 30 days)",
    access: "workspace",
    params: docketIdParams,
    answer: caseDeletedResponse,
    errors: [...writing, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  rateTableUpdate: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/rate-table-update/",
    summary: "A newer rate table's rates for the case, with today's payoff before and after",
    access: "workspace",
    params: docketIdParams,
    answer: rateTableUpdateResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound, ...engine],
  }),
  applyRateTableUpdate: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/rate-table-update/",
    summary: "Replaces the case's rates with the rate table's, as one undoable change",
    access: "workspace",
    params: docketIdParams,
    answer: rateTableUpdateAppliedResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      E.caseNotFound,
      E.noRateTableUpdate,
      ...engine,
    ],
  }),
} as const;

const transactionEndpoints = {
  transactionList: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/transactions/",
    summary: "A case's transactions in the order they apply (polled: 304 when nothing moved)",
    access: "workspace",
    params: docketIdParams,
    answer: transactionListResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  createTransaction: defineEndpoint({
    method: "POST",
    path: "/docket/api/transactions/create/",
    summary: "Records a payment, cost or other entry; the case's figures are recomputed",
    access: "workspace",
    body: transactionRequest,
    status: 201,
    answer: transactionWriteResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      E.caseEnded,
      ...engine,
    ],
  }),
  updateTransaction: defineEndpoint({
    method: "PUT",
    path: "/docket/api/transactions/:id/update/",
    summary: "Corrects a transaction; every later one is recomputed",
    access: "workspace",
    params: docketIdParams,
    body: transactionRequest,
    answer: transactionWriteResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      COMMON_ERRORS.badJson,
      E.caseNotFound,
      E.transactionNotFound,
      E.caseMismatch,
      ...engine,
    ],
  }),
  deleteTransaction: defineEndpoint({
    method: "DELETE",
    path: "/docket/api/transactions/:id/delete/",
    summary: "Deletes a transaction (restorable for 30 days); the case's figures are recomputed",
    access: "workspace",
    params: docketIdParams,
    answer: transactionDeletedResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      E.caseNotFound,
      E.transactionNotFound,
      ...engine,
    ],
  }),
} as const;

const payoffEndpoints = {
  payoff: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/payoff/",
    summary: "The Payoff Demand summary for a date",
    access: "workspace",
    params: docketIdParams,
    query: payoffQuery,
    answer: payoffResponse,
    errors: [...reading, ...asOfDate, E.caseNotFound],
  }),
  ledger: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/ledger/",
    summary: "Every row of the statement as of a date, today by default (polled: 304)",
    access: "workspace",
    params: docketIdParams,
    query: ledgerQuery,
    answer: ledgerResponse,
    errors: [...reading, ...asOfDate, E.caseNotFound],
  }),
  payoffStatement: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/payoff-statement/",
    summary: "The payoff statement for a date, as PDF",
    access: "workspace",
    params: docketIdParams,
    query: payoffQuery,
    answer: fileAnswer("application/pdf", "The payoff statement (PDF)"),
    errors: [...reading, ...asOfDate, E.caseNotFound],
  }),
  transactionReport: defineEndpoint({
    method: "GET",
    path: "/docket/api/transactions/:caseId/download/",
    summary: "The printable transaction report, as PDF; with ?history=1 the case's history too",
    access: "workspace",
    params: caseReportParams,
    query: caseReportQuery,
    answer: fileAnswer("application/pdf", "The transaction report (PDF)"),
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
} as const;

const historyEndpoints = {
  caseHistory: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/history/",
    summary: "Every change to a case, newest first, with the undo each allows",
    access: "workspace",
    params: docketIdParams,
    answer: caseHistoryResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound],
  }),
  deletedCases: defineEndpoint({
    method: "GET",
    path: "/docket/api/deleted-cases/",
    summary: "Cases deleted in the last 30 days and not restored since",
    access: "workspace",
    answer: deletedCasesResponse,
    errors: [...reading],
  }),
  restoreCase: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/restore/",
    summary: "Brings a deleted case back with its transactions",
    access: "workspace",
    params: docketIdParams,
    answer: undoResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      E.caseNotFound,
      E.caseNotDeleted,
      E.restoreExpired,
      E.undoPlanLimit,
      ...engine,
    ],
  }),
  restoreTransaction: defineEndpoint({
    method: "POST",
    path: "/docket/api/transactions/:id/restore/",
    summary: "Puts a deleted transaction back in its place",
    access: "workspace",
    params: docketIdParams,
    answer: undoResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      E.transactionNotFound,
      E.transactionNotDeleted,
      E.transactionCaseDeleted,
      E.restoreExpired,
      E.undoPlanLimit,
      ...engine,
    ],
  }),
  revertChange: defineEndpoint({
    method: "POST",
    path: "/docket/api/history/:id/revert/",
    summary: "Puts back the values an edit changed",
    access: "workspace",
    params: historyIdParams,
    answer: undoResponse,
    errors: [
      ...writing,
      COMMON_ERRORS.invalidInput,
      E.historyEntryNotFound,
      E.notRevertible,
      E.alreadyUndone,
      E.caseDeleted,
      E.transactionDeleted,
      PORTFOLIO_ERRORS.clientDeleted,
      E.noChange,
      E.undoPlanLimit,
      ...engine,
    ],
  }),
} as const;

/** The import's three steps; a file of 8 MB of text fits the body limit with room to spare. */
const importErrors = [
  ...writing,
  COMMON_ERRORS.invalidInput,
  COMMON_ERRORS.badJson,
  E.importTooLarge,
  E.invalidCsv,
] as const;

const importEndpoints = {
  previewImport: defineEndpoint({
    method: "POST",
    path: "/docket/api/imports/preview/",
    summary: "A CSV file's columns, first rows and a suggested mapping; nothing saved",
    access: "workspace",
    body: importPreviewRequest,
    answer: importPreviewResponse,
    errors: [...importErrors],
  }),
  checkImport: defineEndpoint({
    method: "POST",
    path: "/docket/api/imports/check/",
    summary: "Every row checked and the payoffs the import would give; nothing saved",
    access: "workspace",
    body: importRequest,
    answer: importCheckResponse,
    errors: [...importErrors],
  }),
  importCases: defineEndpoint({
    method: "POST",
    path: "/docket/api/imports/",
    summary: "Imports every case of the file with its transactions, or none",
    access: "workspace",
    body: importRequest,
    status: 201,
    answer: importDoneResponse,
    errors: [...importErrors, E.importInvalid, E.importPlanLimit, ...rateTable, ...engine],
  }),
} as const;

const exportEndpoints = {
  caseListCsv: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/export/",
    summary: "The case list with today's figures, as CSV",
    access: "workspace",
    answer: fileAnswer("text/csv", "The case list with today's figures"),
    errors: [...reading],
  }),
  ledgerCsv: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/ledger/export/",
    summary: "Every entry of a case's ledger as of a date, as CSV",
    access: "workspace",
    params: docketIdParams,
    query: ledgerQuery,
    answer: fileAnswer("text/csv", "Every entry of the case's ledger"),
    errors: [...reading, ...asOfDate, E.caseNotFound],
  }),
  exportEverything: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/export/all/",
    summary: "Everything in one ZIP: the case list, every ledger, every payoff statement, history",
    access: "workspace",
    answer: fileAnswer(
      "application/zip",
      "Everything: the case list, every ledger (CSV), every payoff statement (PDF) and the history",
    ),
    errors: [...reading],
  }),
  caseListWorkbook: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/export/xlsx/",
    summary: "The case list and every ledger as an Excel workbook",
    access: "workspace",
    answer: fileAnswer(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "The case list and every ledger as an Excel workbook",
    ),
    errors: [...reading],
  }),
  ledgerWorkbook: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/ledger/export/xlsx/",
    summary: "A case's row of the list and its ledger as of a date, as an Excel workbook",
    access: "workspace",
    params: docketIdParams,
    query: ledgerQuery,
    answer: fileAnswer(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "The case's ledger as an Excel workbook",
    ),
    errors: [...reading, ...asOfDate, E.caseNotFound],
  }),
} as const;

export const docketEndpoints = {
  ...caseEndpoints,
  ...transactionEndpoints,
  ...payoffEndpoints,
  ...historyEndpoints,
  ...importEndpoints,
  ...exportEndpoints,
} as const;
