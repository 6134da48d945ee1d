import {
  type Endpoint,
  type ErrorAnswer,
  errorBody,
  fileResponse,
  isFileAnswer,
} from "@owed/domain";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";

// The API side of one definition per endpoint (docs/decisions/017-one-definition-per-endpoint.md):
// a route takes its method, path and every schema from the endpoint, so the contract the web calls
// is the one the server checks, and the OpenAPI document lists each error answer it declares.

type SchemaPart<E, K extends string, S extends string> = E extends {
  readonly [P in K]: infer T extends z.ZodType;
}
  ? { [P in S]: T }
  : unknown;

type SuccessStatus<E> = E extends { readonly status: infer N extends number } ? N : 200;

type AnswerSchema<E extends Endpoint> = E["answer"] extends z.ZodType
  ? E["answer"]
  : ReturnType<typeof fileResponse>;

/** The Fastify route schema of an endpoint, typed so handlers see parsed params, query and body. */
export type EndpointSchema<E extends Endpoint> = SchemaPart<E, "params", "params"> &
  SchemaPart<E, "query", "querystring"> &
  SchemaPart<E, "body", "body"> & {
    response: { [S in SuccessStatus<E>]: AnswerSchema<E> };
  };

/** A short description of an error status for the OpenAPI document: its codes and sentences. */
function describeErrors(answers: readonly ErrorAnswer[]): string {
  return answers.map((a) => (a.message ? `${a.code}: ${a.message}` : a.code)).join("; ");
}

/**
 * The route options of an endpoint: method, URL relative to the plugin's prefix, and the schemas.
 * Spread it into `app.route({ ...endpointRoute(app, endpoint), handler })`.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
): { method: E["method"]; url: string; schema: EndpointSchema<E> } {
  const prefix = app.prefix;
  if (!endpoint.path.startsWith(prefix)) {
    throw new Error(`${endpoint.path} is registered under ${prefix}, which is not its prefix`);
  }
  const url = endpoint.path.slice(prefix.length) || "/";
  const response: Record<number, unknown> = {
    [endpoint.status ?? 200]: isFileAnswer(endpoint.answer)
      ? fileResponse(endpoint.answer.file.mediaType, endpoint.answer.file.description)
      : endpoint.answer,
  };
  const byStatus = new Map<number, ErrorAnswer[]>();
  for (const answer of endpoint.errors) {
    byStatus.set(answer.status, [...(byStatus.get(answer.status) ?? []), answer]);
  }
  for (const [status, answers] of byStatus) {
    response[status] = errorBody.describe(describeErrors(answers));
  }
  const schema: Record<string, unknown> = { summary: endpoint.summary, response };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  return { method: endpoint.method, url, schema: schema as EndpointSchema<E> };
}
