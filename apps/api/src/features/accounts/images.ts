/**
 * Recognises an uploaded avatar by its first bytes, never by its name or declared type. Only
 * raster formats browsers display are accepted; SVG (which can carry script) is refused.
 */

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes really are, or undefined when they are not an accepted image. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

/** The largest width and height an avatar may declare (decompression bombs: see the README). */
export const AVATAR_MAX_SIDE = 4096;

export interface ImageSize {
  width: number;
  height: number;
}

// JPEG start-of-frame markers (C4 = huffman tables, C8 = reserved, CC = arithmetic coding).
const JPEG_SOF = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function jpegSize(bytes: Buffer): ImageSize | undefined {
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
    const length = bytes.readUInt16BE(at + 2);
    if (JPEG_SOF.has(marker)) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Buffer): ImageSize | undefined {
  const chunk = bytes.toString("latin1", 12, 16);
  if (chunk === "VP8X" && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

/**
 * The width and height the image's header declares, read from the header bytes alone (nothing
 * is decoded). Undefined when the header is cut short or malformed: then no decoder can size it
 * either, so it cannot make one allocate a huge bitmap.
 */
export function readImageSize(bytes: Buffer, type: ImageType): ImageSize | undefined {
  switch (type) {
    case "image/png":
      if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
      return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
    case "image/gif":
      if (bytes.length < 10) return undefined;
      return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
    case "image/jpeg":
      return jpegSize(bytes);
    case "image/webp":
      return webpSize(bytes);
  }
}

/** The message refusing an avatar whose declared size is too large, or undefined when it is fine. */
export function avatarSizeProblem(bytes: Buffer, type: ImageType): string | undefined {
  const size = readImageSize(bytes, type);
  if (!size || (size.width <= AVATAR_MAX_SIDE && size.height <= AVATAR_MAX_SIDE)) return undefined;
  return `The picture is too large: at most ${AVATAR_MAX_SIDE} × ${AVATAR_MAX_SIDE} pixels is allowed (this one is ${size.width} × ${size.height}).`;
}
