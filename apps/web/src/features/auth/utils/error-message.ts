import { ACCOUNT_ERRORS } from "@owed/domain";
import { ApiError } from "../../../lib/api-client.ts";

export const LOGIN_FAILED_FALLBACK = "Login failed. Please try again.";
export const ACCOUNT_FAILED_FALLBACK = "An unexpected error occurred.";

/**
 * docs/product.md ("Answers and errors"): the server's message (the client already falls back to its detail, then its
 * first field error), else the error's own message, else the flow's fallback, and never a
 * non-string.
 */
export function accountErrorMessage(error: unknown, fallback = ACCOUNT_FAILED_FALLBACK): string {
  let message: unknown = fallback;
  if (error instanceof ApiError || error instanceof Error) message = error.message || fallback;
  else if (typeof error === "string" && error.trim() !== "") message = error;
  return typeof message === "string" ? message : "Something went wrong.";
}

/** A code problem (wrong, expired, too many tries) means the user must fix the code, not the rest. */
const CODE_ERRORS: readonly string[] = [
  ACCOUNT_ERRORS.codeInvalid.code,
  ACCOUNT_ERRORS.codeExpired.code,
  ACCOUNT_ERRORS.codeLocked.code,
];

export function isCodeError(error: unknown): boolean {
  return error instanceof ApiError && error.code !== undefined && CODE_ERRORS.includes(error.code);
}
