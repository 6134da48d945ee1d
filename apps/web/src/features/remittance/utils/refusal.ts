import { ApiError } from "../../../lib/api-client.ts";

/**
 * The server's sentence for a refusal the user can act on (the period overlaps a closed one, it
 * has not ended, a date it cannot read), or `fallback` for anything else; null when the session
 * ended, which the app has already said.
 */
export function refusalText(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.sessionExpired) return null;
  if (error.status < 400 || error.status >= 500) return fallback;
  const named = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
  return named ?? error.message;
}
