import { healthAnswer, publicEndpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pingDatabase } from "../db/client.ts";
import { endpointRoute } from "../plugins/endpoint-route.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoute(app, publicEndpoints.health);
  app.route({
    ...route,
    // An unreachable database answers 503 in the success's shape (a monitor reads `database`).
    schema: { ...route.schema, response: { ...route.schema.response, 503: healthAnswer(503) } },
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status_code: 200 as const, message: "ok", database: app.dbDriver };
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        return reply.code(503).send({
          status_code: 503 as const,
          message: "Database unavailable",
          database: app.dbDriver,
        });
      }
    },
  });
};
