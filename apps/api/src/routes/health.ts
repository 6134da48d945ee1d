import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../db/client.ts";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      schema: {
        response: {
          200: z.object({ status_code: z.literal(200), message: z.string(), database: z.string() }),
          503: z.object({ status_code: z.literal(503), message: z.string(), database: z.string() }),
        },
      },
    },
    async (request, reply) => {
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
  );
};
