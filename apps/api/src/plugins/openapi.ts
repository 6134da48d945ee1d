import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { LOCAL_CHECKOUT_PATH } from "../features/billing/providers/local.ts";

export const DOCS_PREFIX = "/docs";

/**
 * Not API: the built-in test-mode checkout is HTML pages and the forms they post (a browser
 * arrives there from a redirect). The web app's files and the SPA fallback are hidden already
 * (@fastify/static hides its routes; the fallback is a not-found handler, not a route), and so
 * are this reference page's own routes.
 */
const NOT_API = [
  `${LOCAL_CHECKOUT_PATH}/:id`,
  `${LOCAL_CHECKOUT_PATH}/:id/pay`,
  `${LOCAL_CHECKOUT_PATH}/:id/cancel`,
];

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
    transform: createJsonSchemaTransform({ skipList: NOT_API }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true },
    staticCSP: false,
    transformSpecificationClone: true,
  });
}
