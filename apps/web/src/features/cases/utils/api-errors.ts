import { DOCKET_ERRORS, PORTFOLIO_ERRORS } from "@owed/domain";
import { ApiError } from "../../../lib/api-client.ts";

/** The add-case messages (docs/product.md, "Validation and messages"). */
export const ADD_CASE_MESSAGES = {
  badRequest: "Bad request: Please check your input.",
  planLimit: DOCKET_ERRORS.planLimit.message,
  server: "Server error: Please try again later.",
  success: "Case added successfully.",
} as const;

/** The plan-limit redirect to /billing happens after 2 seconds (docs/product.md, "Plans and limits"). */
export const BILLING_REDIRECT_MS = 2000;

/** The session ended (401, or a 403 that gives no reason): the app shell already told the user. */
export function endedSession(error: unknown): boolean {
  return error instanceof ApiError && error.sessionExpired;
}

export type AddCaseFailure =
  | { kind: "session" }
  | { kind: typeof DOCKET_ERRORS.planLimit.code; message: string }
  | { kind: "bad_request"; message: string; fieldErrors: Record<string, string[]> }
  | { kind: "other"; message: string };

/** Which of the add-case outcomes an error is. */
export function classifyAddCaseError(error: unknown): AddCaseFailure {
  if (endedSession(error)) return { kind: "session" };
  if (!(error instanceof ApiError)) return { kind: "other", message: ADD_CASE_MESSAGES.server };
  if (
    error.status === DOCKET_ERRORS.planLimit.status &&
    error.code === DOCKET_ERRORS.planLimit.code
  ) {
    return { kind: DOCKET_ERRORS.planLimit.code, message: ADD_CASE_MESSAGES.planLimit };
  }
  if (error.status === 400) {
    return { kind: "bad_request", message: error.message, fieldErrors: error.fieldErrors };
  }
  if (error.status >= 500) return { kind: "other", message: ADD_CASE_MESSAGES.server };
  return { kind: "other", message: error.message };
}

/**
 * A refusal of the user's role (a viewer's write: the workspace's "Your role in this workspace is
 * viewer..."), in the server's words; any other failure keeps the screen's own `fallback`.
 */
export function forbiddenMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 403 ? error.message : fallback;
}

/** A message for a failed action: the server's words when it gave a reason, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/**
 * The case's client is not (or no longer) one of the workspace's: deleted since the form opened,
 * say. Its message goes on the Client field, and nothing was written.
 */
export function clientGone(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === PORTFOLIO_ERRORS.clientNotFound.code;
}
