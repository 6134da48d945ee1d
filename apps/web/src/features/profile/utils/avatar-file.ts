import { AVATAR_MAX_BYTES, AVATAR_MSG, avatarProblem } from "@owed/domain";

export { AVATAR_MAX_BYTES, AVATAR_MSG };

/**
 * Why the chosen file cannot be the profile picture, in the API's own words, or null when it can
 * (docs/product.md, "Profile"). Checked the moment it is chosen, with the API's rules: at most
 * 5 MB (known without reading the file), a PNG, JPEG, GIF or WebP by its bytes whatever its name
 * or declared type, and no more than 4096 pixels a side by its header.
 */
export async function avatarFileProblem(file: Blob): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_MSG.tooManyBytes;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return avatarProblem(bytes, file.size);
}
