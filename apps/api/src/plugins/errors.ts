import { DomainError } from "@owed/domain";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** The body of every error answer: the spec's `{status_code, message}`, plus detail where useful. */
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, { status_code: 500, message: "Server error: Please try again later." });
  });
}
