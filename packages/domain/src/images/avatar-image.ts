/**
 * What makes an uploaded file a profile picture, shared by the API (which decides) and the web
 * app (which says so the moment a file is chosen, before anything is sent). The image is
 * recognised by its first bytes, never by its name or declared type; only raster formats browsers
 * display are accepted (SVG, which can carry script, is refused); and its header's declared size
 * is checked without decoding anything (decompression bombs: README, "Security").
 */

/** The largest picture accepted, in bytes (the route's body limit for the profile update). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** The largest width and height an avatar may declare. */
export const AVATAR_MAX_SIDE = 4096;

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export interface ImageSize {
  width: number;
  height: number;
}

/** The refusals, worded once for the API's answers and the profile screen. */
export const AVATAR_MSG = {
  notAnImage: "The picture must be a PNG, JPEG, GIF or WebP image.",
  tooManyBytes: "The image is too large: at most 5 MB is allowed.",
  tooManyPixels: (size: ImageSize) =>
    `The picture is too large: at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels is allowed (this one is ${size.width} × ${size.height}).`,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The image type the bytes really are, or undefined when they are not an accepted image. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

// JPEG start-of-frame markers (C4 = huffman tables, C8 = reserved, CC = arithmetic coding).
const JPEG_SOF = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end, or image data before a frame
    const length = data.getUint16(at + 2);
    if (JPEG_SOF.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** A little-endian unsigned integer of 3 bytes. */
const uint24 = (bytes: Uint8Array, at: number) =>
  (bytes[at] as number) | ((bytes[at + 1] as number) << 8) | ((bytes[at + 2] as number) << 16);

function webpSize(bytes: Uint8Array): ImageSize | undefined {
  const data = view(bytes);
  const chunk = latin1(bytes, 12, 16);
  if (chunk === "VP8X" && bytes.length >= 30) {
    return { width: uint24(bytes, 24) + 1, height: uint24(bytes, 27) + 1 };
  }
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  return undefined;
}

/**
 * The width and height the image's header declares, read from the header bytes alone (nothing
 * is decoded). Undefined when the header is cut short or malformed: then no decoder can size it
 * either, so it cannot make one allocate a huge bitmap.
 */
export function readImageSize(bytes: Uint8Array, type: ImageType): ImageSize | undefined {
  const data = view(bytes);
  switch (type) {
    case "image/png":
      if (bytes.length < 24 || latin1(bytes, 12, 16) !== "IHDR") return undefined;
      return { width: data.getUint32(16), height: data.getUint32(20) };
    case "image/gif":
      if (bytes.length < 10) return undefined;
      return { width: data.getUint16(6, true), height: data.getUint16(8, true) };
    case "image/jpeg":
      return jpegSize(bytes);
    case "image/webp":
      return webpSize(bytes);
  }
}

/** The message refusing an avatar whose declared size is too large, or undefined when it is fine. */
export function avatarSizeProblem(bytes: Uint8Array, type: ImageType): string | undefined {
  const size = readImageSize(bytes, type);
  if (!size || (size.width <= AVATAR_MAX_SIDE && size.height <= AVATAR_MAX_SIDE)) return undefined;
  return AVATAR_MSG.tooManyPixels(size);
}

/**
 * Why a file of `byteLength` bytes whose content is `bytes` cannot be a profile picture, in the
 * API's words, or null when it can. The order is the API's: size, then type, then dimensions.
 */
export function avatarProblem(bytes: Uint8Array, byteLength = bytes.length): string | null {
  if (byteLength > AVATAR_MAX_BYTES) return AVATAR_MSG.tooManyBytes;
  const type = sniffImageType(bytes);
  if (!type) return AVATAR_MSG.notAnImage;
  return avatarSizeProblem(bytes, type) ?? null;
}
