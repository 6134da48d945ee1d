/** The server's limit (docs/product.md, "Profile"): checked here first so nobody waits for a refusal. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const AVATAR_MESSAGES = {
  notImage: "Please choose an image file (PNG, JPEG, GIF or WebP).",
  tooLarge: "The picture is too large: at most 5 MB is allowed.",
} as const;

/** Why the file cannot be the profile picture, or null when it can. */
export function avatarProblem(file: Pick<File, "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return AVATAR_MESSAGES.notImage;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MESSAGES.tooLarge;
  return null;
}
