import { accountEndpoints } from "./accounts.ts";
import { billingEndpoints } from "./billing.ts";
import { courtFactsEndpoints } from "./court-facts.ts";
import { courtFormEndpoints } from "./court-forms.ts";
import { deadlineSettingEndpoints } from "./deadline-settings.ts";
import { deadlineEndpoints } from "./deadlines.ts";
import { docketEndpoints } from "./docket.ts";
import type { Endpoint } from "./endpoint.ts";
import { letterheadEndpoints } from "./letterhead.ts";
import { paymentPlanEndpoints } from "./payment-plans.ts";
import { payoffLetterEndpoints } from "./payoff-letters.ts";
import { clientEndpoints, portfolioEndpoints, remittanceEndpoints } from "./portfolio.ts";
import { publicEndpoints } from "./public.ts";
import { workspaceEndpoints } from "./workspaces.ts";

export * from "./account-errors.ts";
export * from "./accounts.ts";
export * from "./billing.ts";
export * from "./billing-errors.ts";
export * from "./court-facts.ts";
export * from "./court-form-errors.ts";
export * from "./court-forms.ts";
export * from "./deadline-settings.ts";
export * from "./deadlines.ts";
export * from "./docket.ts";
export * from "./docket-errors.ts";
export * from "./endpoint.ts";
export * from "./letter-plan-errors.ts";
export * from "./letterhead.ts";
export * from "./payment-plans.ts";
export * from "./payoff-letters.ts";
export * from "./portfolio.ts";
export * from "./portfolio-errors.ts";
export * from "./public.ts";
export * from "./workspace-errors.ts";
export * from "./workspaces.ts";
/** Every endpoint there is: the OpenAPI test holds the running API to this list, both ways. */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(deadlineEndpoints),
  ...Object.values(workspaceEndpoints),
  ...Object.values(deadlineSettingEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(billingEndpoints),
  ...Object.values(publicEndpoints),
  ...Object.values(docketEndpoints),
  ...Object.values(courtFormEndpoints),
  ...Object.values(courtFactsEndpoints),
  ...Object.values(letterheadEndpoints),
  ...Object.values(payoffLetterEndpoints),
  ...Object.values(paymentPlanEndpoints),
  ...Object.values(clientEndpoints),
  ...Object.values(portfolioEndpoints),
  ...Object.values(remittanceEndpoints),
];
