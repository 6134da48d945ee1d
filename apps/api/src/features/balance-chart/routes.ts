import { paymentPlanEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { actorOf } from "../cases/docket-requests.ts";
import { type BalanceChartDeps, balanceChartOf } from "./balance-chart-use-case.ts";

// The balance chart's route (docs/letters-and-plans.md, "The balance chart"), in the docket API
// (routes/docket.ts) behind its one authentication and authorisation hooks. Reading: a viewer may.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

export function balanceChartRoutes(
  app: DocketApp,
  given: Pick<BalanceChartDeps, "planProjection">,
): void {
  const deps: BalanceChartDeps = { docket: app.docket, ...given };

  app.route({
    ...endpointRoute(app, endpoints.balanceChart),
    handler: async (request) => ({
      status_code: 200,
      message: "Balance chart",
      data: await balanceChartOf(deps, actorOf(request), request.params.id),
    }),
  });
}
