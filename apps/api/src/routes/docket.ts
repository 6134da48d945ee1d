import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { balanceChartRoutes } from "../features/balance-chart/routes.ts";
import { caseRoutes } from "../features/cases/routes.ts";
import { clientRoutes } from "../features/clients/routes.ts";
import { courtFactsRoutes } from "../features/court-facts/routes.ts";
import { letterheadRoutes } from "../features/court-forms/letterhead-routes.ts";
import { letterheadOf } from "../features/court-forms/letterhead-store.ts";
import { courtFormRoutes } from "../features/court-forms/routes.ts";
import { csvExportRoutes, csvImportRoutes } from "../features/csv/routes.ts";
import { deadlineRoutes } from "../features/deadlines/routes.ts";
import { docketExportRoutes } from "../features/exports/routes.ts";
import { paymentPlanOf } from "../features/payment-plans/plan-use-cases.ts";
import { paymentPlanRoutes } from "../features/payment-plans/routes.ts";
import { payoffLetterRoutes } from "../features/payoff-letters/routes.ts";
import { portfolioRoutes } from "../features/portfolio/routes.ts";
import { remittanceRoutes } from "../features/remittance/routes.ts";

/**
 * The docket API under its prefix: every feature's routes behind the one authentication hook and
 * the one workspace authorisation hook. Composed here, so the features depend one way (the CSV
 * import, the exports and the deadlines on the cases), never back.
 */
export const docketApi: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", app.authorise);
  // The statements print the workspace's letterhead; handed in, so the cases need no court forms.
  const deps = { letterheadOf: (workspaceId: string) => letterheadOf(app.db, workspaceId) };
  caseRoutes(app, deps);
  courtFactsRoutes(app);
  csvExportRoutes(app);
  csvImportRoutes(app);
  docketExportRoutes(app, deps);
  deadlineRoutes(app);
  courtFormRoutes(app);
  letterheadRoutes(app);
  // The chart draws the plan's projection as the plan's own route answers it.
  const plans = { db: app.db, docket: app.docket };
  balanceChartRoutes(app, {
    planProjection: async (actor, caseId) => (await paymentPlanOf(plans, actor, caseId)).projection,
  });
  paymentPlanRoutes(app);
  payoffLetterRoutes(app);
  remittanceRoutes(app, deps);
  portfolioRoutes(app);
  clientRoutes(app);
};
