import {
  clientDeletedResponse,
  clientIdParams,
  clientListResponse,
  clientRequest,
  clientResponse,
} from "../contracts/clients.ts";
import {
  portfolioCasesQuery,
  portfolioCasesResponse,
  portfolioQuery,
  portfolioResponse,
} from "../contracts/portfolio.ts";
import {
  closePeriodRequest,
  remittancePeriodListResponse,
  remittancePeriodParams,
  remittancePeriodReopenedResponse,
  remittanceQuery,
  remittanceReportResponse,
} from "../contracts/remittance.ts";
import { DOCKET_ERRORS as E } from "./docket-errors.ts";
import { COMMON_ERRORS, defineEndpoint, fileAnswer, SIGNED_IN_ERRORS } from "./endpoint.ts";
import { PORTFOLIO_ERRORS as P } from "./portfolio-errors.ts";
import { WORKSPACE_ERRORS as W } from "./workspace-errors.ts";

// Creditor clients, the portfolio and the remittance report (docs/portfolio.md). Docket routes:
// the one authentication hook and the one workspace authorisation hook decide (viewers read;
// owners and editors manage clients and close periods).

const reading = [...SIGNED_IN_ERRORS, W.notFound, W.workspaceChanged] as const;
const writing = [...reading, W.readOnly] as const;
const body = [COMMON_ERRORS.invalidInput, COMMON_ERRORS.badJson] as const;
const period = [COMMON_ERRORS.invalidInput, E.invalidDate] as const;

export const clientEndpoints = {
  clients: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/",
    summary: "The workspace's creditor clients, by name",
    access: "workspace",
    answer: clientListResponse,
    errors: [...reading],
  }),
  createClient: defineEndpoint({
    method: "POST",
    path: "/docket/api/clients/",
    summary: "Adds a creditor client",
    access: "workspace",
    status: 201,
    body: clientRequest,
    answer: clientResponse,
    errors: [...writing, ...body, P.clientNameTaken],
  }),
  client: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/",
    summary: "One creditor client",
    access: "workspace",
    params: clientIdParams,
    answer: clientResponse,
    errors: [...reading, P.clientNotFound],
  }),
  updateClient: defineEndpoint({
    method: "PUT",
    path: "/docket/api/clients/:id/",
    summary: "Replaces a client's details and fee terms",
    access: "workspace",
    params: clientIdParams,
    body: clientRequest,
    answer: clientResponse,
    errors: [...writing, ...body, P.clientNotFound, P.clientNameTaken],
  }),
  deleteClient: defineEndpoint({
    method: "DELETE",
    path: "/docket/api/clients/:id/",
    summary: "Deletes a client; its cases are left with no client, each a history entry",
    access: "workspace",
    params: clientIdParams,
    answer: clientDeletedResponse,
    errors: [...writing, P.clientNotFound, P.clientHasReports],
  }),
} as const;

export const portfolioEndpoints = {
  portfolio: defineEndpoint({
    method: "GET",
    path: "/docket/api/portfolio/",
    summary: "The docket (or one client's cases) added up as of a date: totals, months, buckets",
    access: "workspace",
    query: portfolioQuery,
    answer: portfolioResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.invalidDate, P.clientNotFound],
  }),
  portfolioCases: defineEndpoint({
    method: "GET",
    path: "/docket/api/portfolio/cases/",
    summary: "The cases of one portfolio bucket with their own figures as of the date",
    access: "workspace",
    query: portfolioCasesQuery,
    answer: portfolioCasesResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.invalidDate, P.clientNotFound],
  }),
} as const;

export const remittanceEndpoints = {
  remittanceReport: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/remittance/",
    summary: "The client's remittance report for a period (frozen if the period was closed)",
    access: "workspace",
    params: clientIdParams,
    query: remittanceQuery,
    answer: remittanceReportResponse,
    errors: [...reading, ...period, P.clientNotFound],
  }),
  remittancePdf: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/remittance/report.pdf",
    summary: "The remittance report as a PDF on the firm's letterhead",
    access: "workspace",
    params: clientIdParams,
    query: remittanceQuery,
    answer: fileAnswer("application/pdf", "The remittance report"),
    errors: [...reading, ...period, P.clientNotFound],
  }),
  remittanceCsv: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/remittance/report.csv",
    summary: "The remittance report as CSV, one row per case and a totals row",
    access: "workspace",
    params: clientIdParams,
    query: remittanceQuery,
    answer: fileAnswer("text/csv", "The remittance report"),
    errors: [...reading, ...period, P.clientNotFound],
  }),
  remittanceXlsx: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/remittance/report.xlsx",
    summary: "The remittance report as an Excel workbook",
    access: "workspace",
    params: clientIdParams,
    query: remittanceQuery,
    answer: fileAnswer(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "The remittance report",
    ),
    errors: [...reading, ...period, P.clientNotFound],
  }),
  remittancePeriods: defineEndpoint({
    method: "GET",
    path: "/docket/api/clients/:id/remittance/periods/",
    summary: "The client's closed remittance periods, latest first",
    access: "workspace",
    params: clientIdParams,
    answer: remittancePeriodListResponse,
    errors: [...reading, P.clientNotFound],
  }),
  closeRemittancePeriod: defineEndpoint({
    method: "POST",
    path: "/docket/api/clients/:id/remittance/periods/",
    summary: "Closes a period: its report is frozen as it reads now",
    access: "workspace",
    status: 201,
    params: clientIdParams,
    body: closePeriodRequest,
    answer: remittanceReportResponse,
    errors: [
      ...writing,
      ...body,
      E.invalidDate,
      P.clientNotFound,
      P.periodOverlaps,
      P.periodNotEnded,
    ],
  }),
  reopenRemittancePeriod: defineEndpoint({
    method: "DELETE",
    path: "/docket/api/clients/:id/remittance/periods/:periodId/",
    summary: "Reopens a closed period: its report reads live figures again",
    access: "workspace",
    params: remittancePeriodParams,
    answer: remittancePeriodReopenedResponse,
    errors: [...writing, COMMON_ERRORS.invalidInput, P.clientNotFound, P.periodNotFound],
  }),
} as const;
