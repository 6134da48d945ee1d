import { z } from "zod";
import { plansResponse } from "../contracts/billing.ts";
import { envelope } from "../contracts/envelope.ts";
import {
  rateTableCodeParams,
  rateTableResponse,
  rateTablesResponse,
} from "../contracts/rate-tables.ts";
import {
  COMMON_ERRORS as C,
  defineEndpoint,
  type EndpointRoute,
  errorAnswer,
  PUBLIC_ROUTES,
} from "./endpoint.ts";

// What anyone may read without signing in: the plan catalog, the published rate tables, the
// server's public settings and its health.

export const PUBLIC_ERRORS = {
  rateTableNotFound: errorAnswer(404, "not_found", "Rate table not found."),
} as const;

/** GET /healthz: up, and which database driver answered. 503 answers the same shape. */
export const healthAnswer = (status: 200 | 503) =>
  z.object({ status_code: z.literal(status), message: z.string(), database: z.string() });

export const publicConfigAnswer = envelope(z.object({ testMode: z.boolean() }));

export const publicEndpoints = {
  plans: defineEndpoint({
    ...PUBLIC_ROUTES.plans,
    summary: "The plan catalog: prices, features, trial days and the free plan's case limit",
    answer: plansResponse,
    errors: [C.badJson],
  }),
  rateTables: defineEndpoint({
    method: "GET",
    path: "/api/rate-tables/",
    summary: "Every published post-judgment rate table, without its rows",
    access: "public",
    answer: rateTablesResponse,
    errors: [C.badJson],
  }),
  rateTable: defineEndpoint({
    method: "GET",
    path: "/api/rate-tables/:code",
    summary: "One rate table with its rows",
    access: "public",
    params: rateTableCodeParams,
    answer: rateTableResponse,
    errors: [C.invalidInput, PUBLIC_ERRORS.rateTableNotFound],
  }),
  publicConfig: defineEndpoint({
    ...PUBLIC_ROUTES.publicConfig,
    summary: "What the web app must know before anyone signs in (whether payments are simulated)",
    answer: publicConfigAnswer,
    errors: [C.badJson],
  }),
  health: defineEndpoint({
    method: "GET",
    path: "/healthz",
    summary: "Whether the server and its database answer (503 when the database does not)",
    access: "public",
    answer: healthAnswer(200),
    errors: [C.badJson],
  }),
} as const;

/** The public endpoint a route of `PUBLIC_ROUTES` belongs to: what a call made from the route answers. */
export type PublicEndpointOf<R extends EndpointRoute> = Extract<
  (typeof publicEndpoints)[keyof typeof publicEndpoints],
  Pick<R, "method" | "path">
>;
