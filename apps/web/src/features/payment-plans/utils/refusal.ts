import { ApiError } from "../../../lib/api-client.ts";

/**
 * The server's sentence for a refusal the user can act on (the installment does not cover the
 * interest, the plan runs too long, the case has ended, a date out of range), or `fallback` for
 * anything else; null when the session ended, which the app has already said. A refusal that names
 * a field says its reason there ("The first due date cannot be before the judgment date..."), so
 * that sentence is the one shown.
 */
export function refusalText(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return fallback;
  if (error.sessionExpired) return null;
  if (error.status < 400 || error.status >= 500) return fallback;
  const named = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
  return named ?? error.message;
}
