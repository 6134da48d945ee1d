import type { UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api-client.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";

/**
 * What to tell the user about a failed call: the server's own sentence (WORKSPACE_ERRORS: owners
 * only, the last owner...) as it is worded; null when the session ended, which the app shell has
 * already said.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof ApiError) return error.sessionExpired ? null : error.message || fallback;
  return fallback;
}

export function toastFailure(error: unknown, fallback: string) {
  const text = failureText(error, fallback);
  if (text) toast.error(text);
}

/**
 * A workspace name form's failure: the server's word on the name goes under the field (and null is
 * answered); anything else is the sentence to show above the form, as failureText words it.
 */
export function nameFailure(
  error: unknown,
  setError: UseFormSetError<{ name: string }>,
  fallback: string,
): string | null {
  const placed =
    error instanceof ApiError &&
    !error.sessionExpired &&
    placeFieldErrors(
      error.fieldErrors,
      (field) => (field === "name" ? "name" : undefined),
      setError,
    );
  return placed ? null : failureText(error, fallback);
}
