import { publicEndpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../plugins/endpoint-route.ts";

/**
 * What the web app must know about this server before anyone signs in: today only whether
 * payments are simulated (BILLING_PROVIDER=local), so every page can say so.
 */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicEndpoints.publicConfig),
    handler: async (_request, reply) => {
      // The same for everyone and fixed until a restart: browsers may keep it a few minutes.
      reply.header("cache-control", "public, max-age=300");
      return {
        status_code: 200 as const,
        message: "Configuration",
        data: { testMode: app.config.billing.testMode },
      };
    },
  });
};
