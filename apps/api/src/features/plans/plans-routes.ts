import { publicEndpoints, toDecimalString } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { FREE_ACTIVE_CASE_LIMIT, planCatalog, TRIAL_DAYS } from "./plan-catalog.ts";

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicEndpoints.plans),
    handler: async (_request, reply) => {
      // Public and identical for everyone: let browsers and proxies keep it for a few minutes.
      reply.header("cache-control", "public, max-age=300");
      return {
        status_code: 200 as const,
        message: "Plans",
        data: {
          plans: planCatalog.map((plan) => ({
            ...plan,
            prices: {
              month: toDecimalString(plan.prices.month),
              year: toDecimalString(plan.prices.year),
            },
          })),
          trialDays: TRIAL_DAYS,
          freeActiveCaseLimit: FREE_ACTIVE_CASE_LIMIT,
        },
      };
    },
  });
};
