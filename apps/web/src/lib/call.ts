import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  isFileAnswer,
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

/** Calls one endpoint with its input and gives back its answer, parsed where answers are checked. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const parts = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const client = options.client ?? api;
  const file = isFileAnswer(endpoint.answer);
  const answer = await client.request<unknown>(urlOf(endpoint, parts.params, parts.query), {
    method: endpoint.method,
    body: parts.body,
    auth: endpoint.access !== "public",
    responseType: file ? "blob" : "json",
    signal: options.signal,
    ...(options.onHeaders ? { onHeaders: options.onHeaders } : {}),
  });
  if (!file && checkAnswers && !isFileAnswer(endpoint.answer)) {
    const parsed = endpoint.answer.safeParse(answer);
    if (!parsed.success) {
      throw new AnswerShapeError(
        `${endpoint.method} ${endpoint.path} answered a shape its contract does not allow: ${parsed.error.message}`,
      );
    }
  }
  return answer as EndpointAnswer<E>;
}
