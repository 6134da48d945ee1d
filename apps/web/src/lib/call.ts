import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointRoute,
  isFileAnswer,
  type PUBLIC_ROUTES,
  type PublicEndpointOf,
  urlOf,
} from "@owed/domain";
import { type ApiClient, api } from "./api-client.ts";

// The web side of one definition per endpoint (docs/decisions/017-one-definition-per-endpoint.md):
// the endpoint builds the URL and says the method, the session and the answer's shape, so no
// screen types a path or casts an answer.

export interface CallOptions {
  signal?: AbortSignal;
  /** The client to send with; tests pass their own. */
  client?: ApiClient;
  /** Reads a successful answer's headers, for what a file answer says beside its bytes. */
  onHeaders?: (headers: Headers) => void;
}

/**
 * Development and tests parse every answer against the endpoint's schema and throw on a mismatch,
 * so a server and client that drifted apart fail loudly there (the answer itself is
 * returned as sent, in every build); a production build trusts the
 * server's own strict answer check and does not pay for the parse.
 */
const checkAnswers = import.meta.env?.DEV === true || import.meta.env?.MODE === "test";

export class AnswerShapeError extends Error {
  override readonly name = "AnswerShapeError";
}

type InputParts = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

function send(route: EndpointRoute, parts: InputParts, file: boolean, options: CallOptions) {
  const client = options.client ?? api;
  return client.request<unknown>(urlOf(route, parts.params, parts.query), {
    method: route.method,
    body: parts.body,
    auth: route.access !== "public",
    responseType: file ? "blob" : "json",
    signal: options.signal,
    ...(options.onHeaders ? { onHeaders: options.onHeaders } : {}),
  });
}

function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  if (isFileAnswer(endpoint.answer)) return;
  const parsed = endpoint.answer.safeParse(answer);
  if (!parsed.success) {
    throw new AnswerShapeError(
      `${endpoint.method} ${endpoint.path} answered a shape its contract does not allow: ${parsed.error.message}`,
    );
  }
}

/** Calls one endpoint with its input and gives back its answer, parsed where answers are checked. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const answer = await send(endpoint, input as InputParts, isFileAnswer(endpoint.answer), options);
  if (checkAnswers) checkAnswer(endpoint, answer);
  return answer as EndpointAnswer<E>;
}

type PublicRoute = (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES];

/**
 * Calls a public endpoint from its route alone (`PUBLIC_ROUTES`), for the first screen: its
 * definition carries zod schemas, which the landing page's first download does without (held to
 * its budget by apps/web/bench/bundle-size.bench.mjs). Where answers are checked, the definition
 * with this method and path is loaded and checks the answer as `call` does; a production build
 * drops that branch, and zod with it.
 */
export async function callRoute<R extends PublicRoute>(
  route: R,
  input: EndpointInput<PublicEndpointOf<R>>,
  options: CallOptions = {},
): Promise<EndpointAnswer<PublicEndpointOf<R>>> {
  const answer = await send(route, input as InputParts, false, options);
  if (checkAnswers) {
    const { ALL_ENDPOINTS } = await import("@owed/domain");
    const endpoint = ALL_ENDPOINTS.find((e) => e.method === route.method && e.path === route.path);
    if (!endpoint) throw new Error(`${route.method} ${route.path} has no endpoint definition`);
    checkAnswer(endpoint, answer);
  }
  return answer as EndpointAnswer<PublicEndpointOf<R>>;
}
