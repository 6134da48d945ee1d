import { DomainError, type ErrorAnswer } from "@owed/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * The body of every error answer: the contract's `{status_code, message}`, plus detail where
 * useful (docs/product.md ("Answers and errors")).
 */
export interface ErrorBody {
  status_code: number;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** An error a route throws on purpose: its status, message and code go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/**
 * A refusal a use case decides (a case that is not the user's, a plan limit...), said in the
 * application's words: `kind` becomes an HTTP status here and nowhere else, so stores and use
 * cases know nothing of HTTP.
 */
export class RefusedError extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "RefusedError";
  }

  /** The status its kind answers with, as an HttpError or a Fastify error carries it. */
  get statusCode(): number {
    return REFUSAL_STATUS[this.kind];
  }
}

const REFUSAL_STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_many: 429,
} as const;
export type RefusalKind = keyof typeof REFUSAL_STATUS;

/**
 * A refusal a use case decides, as an endpoint declares it (packages/domain/src/endpoints):
 * its status's kind, its code, and its fixed sentence unless `message` words this instance.
 */
export function refused(
  answer: ErrorAnswer,
  message = answer.message,
  errors?: Record<string, string[]>,
): RefusedError {
  const kind = (Object.keys(REFUSAL_STATUS) as RefusalKind[]).find(
    (k) => REFUSAL_STATUS[k] === answer.status,
  );
  if (!kind || message === undefined) {
    throw new Error(`${answer.code} (${answer.status}) is not a refusal with a sentence`);
  }
  return new RefusedError(kind, message, answer.code, errors);
}

/** A route's own refusal (a status no use case decides: 413, 502...), as an endpoint declares it. */
export function answerError(
  answer: ErrorAnswer,
  message = answer.message,
  errors?: Record<string, string[]>,
): HttpError {
  if (message === undefined) throw new Error(`${answer.code} needs its sentence`);
  return new HttpError(answer.status, message, answer.code, errors);
}

export function sendError(reply: FastifyReply, body: ErrorBody): FastifyReply {
  return reply.code(body.status_code).type("application/json").send(body);
}

function fieldErrors(
  issues: ReadonlyArray<{ instancePath: string; message?: string; params?: unknown }>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
    const message = issue.message ?? "Invalid input";
    errors[path] = [...(errors[path] ?? []), message];
  }
  return errors;
}

/** The SQLSTATE of a database error, looked for along the cause chain (Drizzle wraps the driver's). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Input the schemas let through but the database still refuses: the transaction is rolled back,
 * so the user's data is untouched, and the answer says what was wrong instead of "Server error".
 * The schemas are the first line (docs/decisions/008-security.md); this is the second.
 */
function databaseRefusal(error: unknown): ErrorBody | undefined {
  switch (sqlStateOf(error)) {
    case "22003": // numeric_value_out_of_range: a figure past the bigint columns
      return {
        status_code: 400,
        message:
          "The amounts are too large to record: each figure must stay under $922,337,203,685,477.",
        code: "too_large",
      };
    case "22001": // string_data_right_truncation
      return { status_code: 400, message: "A text field is too long.", code: "invalid_input" };
    case "22021": // character_not_in_repertoire
    case "22P05": // untranslatable_character (NUL in text)
      return {
        status_code: 400,
        message: "Text must not contain control characters",
        code: "invalid_input",
      };
    default:
      return undefined;
  }
}

const WITHHELD = "[withheld]";

/** Drizzle writes the query's values into its message ("Failed query: ...\nparams: a,b"). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${WITHHELD}`);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  [key: string]: unknown;
}

/**
 * The log's view of an error. A failed query must never put its parameters in the log: they are
 * personal data (names, e-mail addresses, debtors) and can be megabytes of input. So values
 * (`params`, the driver's `detail`, which quotes the offending key, and `where`) are withheld;
 * the SQL text, which holds placeholders only, stays, as do the codes that say what went wrong.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const fields = error as unknown as Record<string, unknown>;
  // PostgreSQL quotes the offending value in its own message ('invalid input syntax for type
  // integer: "..."'), so a database error's quoted text is withheld too; its codes remain.
  const fromDatabase = typeof fields.severity === "string" && typeof fields.code === "string";
  const clean = (text: string) => {
    const cleaned = withoutParams(text);
    return fromDatabase ? cleaned.replace(/"[^"\n]*"/g, `"${WITHHELD}"`) : cleaned;
  };
  const out: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message).slice(0, 2000),
    stack: clean(error.stack ?? "").slice(0, 8000),
  };
  for (const key of [
    "code",
    "statusCode",
    "severity",
    "routine",
    "table",
    "column",
    "constraint",
  ]) {
    const value = fields[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  if (typeof fields.query === "string") out.query = fields.query.slice(0, 2000);
  if ("params" in fields) out.params = WITHHELD;
  if ("detail" in fields && fields.detail) out.detail = WITHHELD;
  if ("where" in fields && fields.where) out.where = WITHHELD;
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * Errors the router raises before any route runs (a path parameter past `maxParamLength`, a path
 * that is not valid URL encoding): the envelope, not Fastify's own body.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    sendError(reply, { status_code: 414, message: "The address is too long.", code: "too_long" });
    return;
  }
  sendError(reply, {
    status_code: 400,
    message: "The address is not valid.",
    code: "bad_url",
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | RefusedError, request, reply) => {
    if (error instanceof RefusedError) {
      return sendError(reply, {
        status_code: REFUSAL_STATUS[error.kind],
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error instanceof HttpError) {
      return sendError(reply, {
        status_code: error.statusCode,
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    // The interest engine's refusals (a payment above the payoff, a date before the judgment,
    // too many decimals...) are the user's input being wrong: 400 with the engine's message.
    if (error instanceof DomainError) {
      return sendError(reply, {
        status_code: 400,
        message: error.message,
        code: error.code,
        ...(error.field ? { errors: { [error.field]: [error.message] } } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const first = Object.values(errors)[0]?.[0] ?? "Invalid input";
      return sendError(reply, { status_code: 400, message: first, code: "invalid_input", errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendError(reply, {
        status_code: 413,
        message: "Request is too large.",
        code: "too_large",
      });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
      return sendError(reply, {
        status_code: 400,
        message: "Request body is not valid JSON.",
        code: "bad_json",
      });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return sendError(reply, {
        status_code: 415,
        message: "Unsupported content type.",
        code: "bad_media_type",
      });
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, { status_code: status, message: error.message });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      request.log.warn({ err: error }, "database refused the input");
      return sendError(reply, refusal);
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, { status_code: 500, message: "Server error: Please try again later." });
  });
}
