import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Answers of 1 KB or more are compressed when the client accepts it: brotli, else gzip. The
 * 50-case list of about 50 KB goes out at a tenth of that. Brotli runs at quality 4, not its
 * default 11: that level is meant for files compressed once, and here every answer is compressed
 * as it is sent. The 304 polling path has no body and stays as it is; PDFs and images are already
 * compressed and are left alone (only compressible types, by mime-db, are compressed).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    globalCompression: true,
    // Request bodies are never taken compressed: no clients send them, a compressed body would
    // pass the body limit before it is inflated, and the hook would cost every request.
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
