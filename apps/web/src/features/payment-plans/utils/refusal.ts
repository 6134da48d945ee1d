import { ApiError } from "../../../lib/api-client.ts";

/**
 * The server's sentence for a refusal the user can act on (the installment does not cover the
 * interest, the plan runs too long, the case has ended, a bad figure), or `fallback` for anything
 * else; null when the session ended, which the app has already said.
 */
export function refusalText(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.sessionExpired) return null;
  return error.status >= 400 && error.status < 500 ? error.message : fallback;
}
