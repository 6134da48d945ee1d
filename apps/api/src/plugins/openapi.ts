import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/docs";

/**
 * The OpenAPI 3.1 document of every route, made from the same zod schemas that validate requests
 * and serialise answers, at GET /docs/json, and a reference page at /docs (Swagger UI, served from
 * this server's own files, nothing from a CDN). Registered before the routes, whose schemas it
 * collects as they are added. The page needs no policy of its own: its scripts are files of this
 * origin and its styles are inline, which the web app's policy (security-headers.ts) allows.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Owed API",
        description:
          "Post-judgment interest, balances and payoff statements. Every answer is the envelope " +
          "{status_code, message, data}; a refusal carries {status_code, message, code?, errors?}.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    // Routes that are not API (the test-mode checkout's HTML pages) say so themselves with
    // `schema.hide`, so this plugin needs to know no feature.
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    staticCSP: false,
    transformSpecificationClone: true,
  });
}
