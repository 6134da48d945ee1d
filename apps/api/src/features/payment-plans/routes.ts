import { paymentPlanEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { actorOf } from "../cases/docket-requests.ts";
import {
  compareSettlementFor,
  endPaymentPlan,
  paymentPlanOf,
  paymentPlansOf,
  previewPaymentPlan,
  savePaymentPlan,
} from "./plan-use-cases.ts";

// The payment plans' routes (docs/letters-and-plans.md, "Payment plans"), in the docket API
// (routes/docket.ts) behind its one authentication and authorisation hooks: each parses (its
// endpoint's schemas), calls a use case and replies. The balance chart's route is its own feature's.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

const MESSAGES = {
  agreed: "Payment plan agreed",
  changed: "Payment plan changed",
  unchanged: "Payment plan unchanged",
} as const;

export function paymentPlanRoutes(app: DocketApp): void {
  const deps = { db: app.db, docket: app.docket };

  app.route({
    ...endpointRoute(app, endpoints.paymentPlan),
    handler: async (request) => ({
      status_code: 200,
      message: "Payment plan",
      data: await paymentPlanOf(deps, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.savePaymentPlan),
    handler: async (request) => {
      const saved = await savePaymentPlan(deps, actorOf(request), request.params.id, request.body);
      return {
        status_code: 200,
        message: MESSAGES[saved.result],
        data: saved.dto,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.endPaymentPlan),
    handler: async (request) => ({
      status_code: 200,
      message: "Payment plan ended",
      data: await endPaymentPlan(deps, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.previewPaymentPlan),
    // A preview writes nothing: a viewer may see what terms would give, as they may a payoff.
    config: { need: "read" },
    handler: async (request) => ({
      status_code: 200,
      message: "Payment plan preview",
      data: await previewPaymentPlan(deps, actorOf(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.compareSettlement),
    // Weighing a lump sum writes nothing either.
    config: { need: "read" },
    handler: async (request) => ({
      status_code: 200,
      message: "Settlement comparison",
      data: await compareSettlementFor(deps, actorOf(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.paymentPlans),
    handler: async (request) => ({
      status_code: 200,
      message: "Payment plans",
      data: await paymentPlansOf(deps, actorOf(request)),
    }),
  });
}
