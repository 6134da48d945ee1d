/**
 * Avatars are recognised by their first bytes and sized from their headers by the domain package,
 * so the web app refuses a file with the same words the moment it is chosen
 * (packages/domain/src/images/avatar-image.ts). Buffers are Uint8Arrays, so they go in as they are.
 */
export {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SIDE,
  AVATAR_MSG,
  avatarSizeProblem,
  type ImageSize,
  type ImageType,
  readImageSize,
  sniffImageType,
} from "@owed/domain";
