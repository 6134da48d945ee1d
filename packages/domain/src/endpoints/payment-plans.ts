import { docketIdParams } from "../contracts/cases.ts";
import {
  balanceChartResponse,
  casePaymentPlanResponse,
  paymentPlanRequest,
  planSummaryListResponse,
  settlementComparisonResponse,
  settlementRequest,
} from "../contracts/payment-plans.ts";
import { DOCKET_ERRORS as E } from "./docket-errors.ts";
import { COMMON_ERRORS, defineEndpoint, SIGNED_IN_ERRORS } from "./endpoint.ts";
import { LETTER_PLAN_ERRORS as L } from "./letter-plan-errors.ts";
import { WORKSPACE_ERRORS as W } from "./workspace-errors.ts";

// Payment plans and the balance chart (docs/letters-and-plans.md): a case's plan with its
// schedule, state and projection; the plan being agreed, previewed; a lump sum weighed against it;
// the dashboard's list of plan states; the balance over time. Docket routes: the one
// authentication hook and the one workspace authorisation hook decide.

const reading = [...SIGNED_IN_ERRORS, W.notFound, W.workspaceChanged] as const;
const writing = [...reading, W.readOnly] as const;
const body = [COMMON_ERRORS.invalidInput, COMMON_ERRORS.badJson] as const;
const figures = [E.invalidDate, E.invalidAmount, E.tooLarge] as const;
const planRefusals = [L.caseEnded, L.planDoesNotCoverInterest, L.planTooLong] as const;

export const paymentPlanEndpoints = {
  paymentPlan: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/payment-plan/",
    summary: "The case's payment plan with its schedule, state and projection (plan null if none)",
    access: "workspace",
    params: docketIdParams,
    answer: casePaymentPlanResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound, ...figures],
  }),
  savePaymentPlan: defineEndpoint({
    method: "PUT",
    path: "/docket/api/cases/:id/payment-plan/",
    summary: "Agrees a payment plan on the case, or replaces its terms; a history entry",
    access: "workspace",
    params: docketIdParams,
    body: paymentPlanRequest,
    answer: casePaymentPlanResponse,
    errors: [...writing, ...body, E.caseNotFound, ...planRefusals, ...figures],
  }),
  endPaymentPlan: defineEndpoint({
    method: "DELETE",
    path: "/docket/api/cases/:id/payment-plan/",
    summary: "Ends the case's payment plan; a history entry",
    access: "workspace",
    params: docketIdParams,
    answer: casePaymentPlanResponse,
    errors: [...writing, COMMON_ERRORS.invalidInput, E.caseNotFound, L.noPlan],
  }),
  previewPaymentPlan: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/payment-plan/preview/",
    summary: "The schedule and projection a plan's terms would give (writes nothing)",
    access: "workspace",
    params: docketIdParams,
    body: paymentPlanRequest,
    answer: casePaymentPlanResponse,
    errors: [...reading, ...body, E.caseNotFound, ...planRefusals, ...figures],
  }),
  compareSettlement: defineEndpoint({
    method: "POST",
    path: "/docket/api/cases/:id/settlement-comparison/",
    summary: "A lump sum on a date weighed against the plan, in that date's money",
    access: "workspace",
    params: docketIdParams,
    body: settlementRequest,
    answer: settlementComparisonResponse,
    errors: [...reading, ...body, E.caseNotFound, L.noPlan, ...planRefusals, ...figures],
  }),
  paymentPlans: defineEndpoint({
    method: "GET",
    path: "/docket/api/payment-plans/",
    summary: "Every payment plan in the workspace with its state, for the dashboard",
    access: "workspace",
    answer: planSummaryListResponse,
    errors: [...reading],
  }),
  balanceChart: defineEndpoint({
    method: "GET",
    path: "/docket/api/cases/:id/balance-chart/",
    summary: "The case's balance over time, its events, and the plan's projection ahead of today",
    access: "workspace",
    params: docketIdParams,
    answer: balanceChartResponse,
    errors: [...reading, COMMON_ERRORS.invalidInput, E.caseNotFound, ...figures],
  }),
} as const;
