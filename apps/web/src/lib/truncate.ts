/**
 * Cuts `text` to `max` characters and marks the cut with an ellipsis. Counts user-perceived
 * characters (code points), so an accented or non-Latin name is never split mid-character.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/**
 * The top-bar name (docs/product.md, "Screens"): the full name cut to 10 characters, else the
 * username or e-mail.
 */
export const DISPLAY_NAME_LENGTH = 10;

export function displayName(
  user: {
    full_name?: string | null;
    username?: string | null;
    email?: string | null;
  } | null,
): string {
  const name =
    user?.full_name?.trim() || user?.username?.trim() || user?.email?.trim() || "Account";
  return truncate(name, DISPLAY_NAME_LENGTH);
}

/** Initials for the default avatar: first letters of the first two words. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? "");
  return letters.join("").toUpperCase() || "?";
}
