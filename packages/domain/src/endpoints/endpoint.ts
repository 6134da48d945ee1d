import type { z } from "zod";

// One definition per endpoint: what the API registers and what the web calls, so a URL, a shape,
// an error code or a sentence is written once. docs/decisions/017-one-definition-per-endpoint.md.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One refusal an endpoint can answer with: its HTTP status, its machine code, and the sentence the
 * user reads when that sentence is fixed (a validation answer's sentence depends on the field, so it
 * has none here). The web compares codes, and shows `message` rather than typing the sentence again.
 */
export interface ErrorAnswer {
  readonly status: number;
  readonly code: string;
  readonly message?: string;
}

// With a sentence, the answer's type says it has one, so a thrower needs no check.
export function errorAnswer<const S extends number, const C extends string>(
  status: S,
  code: C,
): { readonly status: S; readonly code: C; readonly message?: undefined };
export function errorAnswer<const S extends number, const C extends string>(
  status: S,
  code: C,
  message: string,
): { readonly status: S; readonly code: C; readonly message: string };
export function errorAnswer(status: number, code: string, message?: string): ErrorAnswer {
  return message === undefined ? { status, code } : { status, code, message };
}

/** A file answer (PDF, CSV, ZIP, iCalendar...): bytes of one media type, never JSON. */
export interface FileAnswer {
  readonly file: { readonly mediaType: string; readonly description: string };
}

export function fileAnswer(mediaType: string, description: string): FileAnswer {
  return { file: { mediaType, description } };
}

/**
 * Who may call: `public` (no session), `user` (a signed-in account, no workspace), `workspace`
 * (signed in, acting in the current workspace, checked by the one authorisation hook).
 */
export type EndpointAccess = "public" | "user" | "workspace";

export interface Endpoint {
  readonly method: HttpMethod;
  /** The whole path as clients call it, Fastify-style params (`/docket/api/cases/:id/`). */
  readonly path: `/${string}`;
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body's fields arrive as multipart/form-data (a file upload): callers send a FormData. */
  readonly multipart?: boolean;
  /** The success answer's status; 200 unless said. */
  readonly status?: number;
  readonly answer: z.ZodType | FileAnswer;
  /** Every refusal it can give, beyond a 500. */
  readonly errors: readonly ErrorAnswer[];
}

/** Declares an endpoint, keeping its literal types (the schemas, the path) for callers. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

export function isFileAnswer(answer: z.ZodType | FileAnswer): answer is FileAnswer {
  return typeof answer === "object" && answer !== null && "file" in answer;
}

type InputPart<E, K extends "params" | "query" | "body"> = E extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

type BodyPart<E> = E extends { readonly multipart: true }
  ? { body: FormData }
  : InputPart<E, "body">;

/** What a caller sends: the path parameters, the query and the body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = InputPart<E, "params"> &
  InputPart<E, "query"> &
  BodyPart<E>;

/** What a successful call gives back: the parsed answer, or the file's bytes. */
export type EndpointAnswer<E extends Endpoint> = E["answer"] extends z.ZodType
  ? z.output<E["answer"]>
  : Blob;

/** True when no part of the input is required, so callers may omit it. */
export type InputOptional<E extends Endpoint> = E extends { params: z.ZodType }
  ? false
  : E extends { body: z.ZodType }
    ? false
    : true;

/**
 * The URL of one call: each `:name` replaced by its encoded value, then the query's defined,
 * non-empty values in declaration order. Throws on a missing parameter, so a typo never calls
 * `/cases/undefined/`.
 */
export function urlOf(
  endpoint: Pick<Endpoint, "path">,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${endpoint.path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text === "" ? path : `${path}?${text}`;
}

/**
 * Where every docket route lives: the API registers the docket there, and the web sends the
 * expected-workspace header on writes under it.
 */
export const DOCKET_API_PREFIX = "/docket/api";

/**
 * The two session calls the web's HTTP client makes itself (refresh a token, sign out), here rather
 * than only in the account endpoints so the client's first download needs no schema.
 */
export const SESSION_PATHS = {
  refresh: "/authentication/api/token/refresh/",
  logout: "/authentication/api/logout/",
} as const;

/** Where an endpoint is and who may call it: the part of its definition that holds no schema. */
export type EndpointRoute = Pick<Endpoint, "method" | "path" | "access">;

/**
 * The two public reads every visitor's first screen makes (the plan catalog, the server's public
 * settings), here without their schemas so the web's first download needs no zod: the web calls
 * them with `callRoute`, and `publicEndpoints` builds their definitions from these, so each path
 * is still written once (docs/decisions/017-one-definition-per-endpoint.md).
 */
export const PUBLIC_ROUTES = {
  plans: { method: "GET", path: "/stripe/api/plans/", access: "public" },
  publicConfig: { method: "GET", path: "/api/config/", access: "public" },
} as const satisfies Record<string, EndpointRoute>;

/** The refusals almost every endpoint shares, named once. */
export const COMMON_ERRORS = {
  invalidInput: errorAnswer(400, "invalid_input"),
  badJson: errorAnswer(400, "bad_json"),
  unauthenticated: errorAnswer(401, "unauthorized"),
  passwordChanged: errorAnswer(401, "password_changed"),
  rateLimited: errorAnswer(429, "rate_limited"),
} as const;

/**
 * What every signed-in route can answer before it runs: no or a bad token, a token from before a
 * password change, too many requests.
 */
export const SIGNED_IN_ERRORS = [
  COMMON_ERRORS.unauthenticated,
  COMMON_ERRORS.passwordChanged,
  COMMON_ERRORS.rateLimited,
] as const;
