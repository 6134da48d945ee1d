import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

export interface PlaceOptions {
  /** Focus the first field given a message (default true). */
  focus?: boolean;
  /** A message the form already shows above its fields: a field does not repeat it. */
  shown?: string;
}

/**
 * Puts each field message of a refused request on the form field it names (`fieldFor` maps the
 * API's field to the form's, or answers undefined for a field the form does not show), focusing the
 * first. Answers whether any was placed, so that the caller shows the message once elsewhere when
 * none was: one message per failure.
 */
export function placeFieldErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]>,
  fieldFor: (apiField: string) => Path<T> | undefined,
  setError: UseFormSetError<T>,
  { focus = true, shown }: PlaceOptions = {},
): boolean {
  let placed = false;
  for (const [apiField, messages] of Object.entries(fieldErrors)) {
    const name = fieldFor(apiField);
    const message = messages[0];
    if (name && message && message !== shown) {
      setError(name, { message }, focus ? { shouldFocus: !placed } : undefined);
      placed = true;
    }
  }
  return placed;
}
