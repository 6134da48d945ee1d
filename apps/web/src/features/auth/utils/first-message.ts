/**
 * The first message of a failed validation, in field order: the login screen shows one at a
 * time, in its alert (docs/product.md, "Validation and messages").
 */
export function firstMessage(
  errors: Record<string, { message?: unknown } | undefined>,
): string | null {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === "string" && error.message !== "") return error.message;
  }
  return null;
}
