import { ApiError } from "../../../lib/api-client.ts";

/**
 * A refusal's own sentence (the case ended, is past its enforceable life, its rate is unknown for
 * part of the period; a field the server refused), as the server words it; anything else, the
 * fallback.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : fallback;
}
