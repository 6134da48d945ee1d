import { toDecimalString } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FREE_ACTIVE_CASE_LIMIT, planCatalog, TRIAL_DAYS } from "./plan-catalog.ts";

const planSchema = z.object({
  id: z.enum(["starter", "normal"]),
  name: z.string(),
  description: z.string(),
  prices: z.object({ month: z.string(), year: z.string() }),
  priceNote: z.object({ month: z.string(), year: z.string() }),
  badge: z.string().nullable(),
  features: z.array(z.string()),
  buttonText: z.string(),
  activeCaseLimit: z.number().int().nullable(),
});

export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/stripe/api/plans/",
    {
      schema: {
        response: {
          200: z.object({
            status_code: z.literal(200),
            message: z.string(),
            data: z.object({
              plans: z.array(planSchema),
              trialDays: z.number().int(),
              freeActiveCaseLimit: z.number().int(),
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
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
  );
};
