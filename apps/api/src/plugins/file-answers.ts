import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * A download: the bytes with their type, a file name for the browser (ASCII, plus the UTF-8
 * name for browsers that read it), and never cached, since every file here is personal.
 */
export function sendFile(
  reply: FastifyReply,
  type: string,
  fileName: string,
  body: Buffer | string | Readable,
) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_");
  return reply
    .type(type)
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header("cache-control", "private, no-store")
    .send(body);
}

/** "Acme v. Roe" -> "Acme_v._Roe": the file name keeps the case name, spaces as underscores. */
export function fileSafe(name: string, spaces: "_" | " "): string {
  // Characters no file system accepts, and control characters, are dropped.
  const cleaned =
    [...name]
      .filter((ch) => ch.charCodeAt(0) >= 32 && !'\\/:*?"<>|'.includes(ch))
      .join("")
      .trim() || "case";
  return spaces === "_" ? cleaned.replace(/\s+/g, "_") : cleaned;
}
