import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "./errors.ts";

export const defaultWebDist = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/** Paths that belong to the API: an unknown one is a JSON 404, never the web app's page. */
const API_PREFIXES = [
  "/authentication/",
  "/calendar/",
  "/docket/",
  "/stripe/",
  "/workspaces/",
  "/checkout/",
  "/healthz",
  "/api/",
  // The API reference (/docs itself is a route): an unknown /docs/x is a 404, not the web app.
  "/docs/",
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the built web app and answers every other browser path with its index.html, so deep
 * links such as /home survive a reload. Without a build, browser paths say how to make one.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, "index.html");
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Hashed assets never change under the same name; index.html must always be revalidated.
      setHeaders(res, path) {
        res.raw.setHeader(
          "cache-control",
          path.includes(`${join(distDir, "assets")}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (isApiPath(path) || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendError(reply, { status_code: 404, message: "Not found.", code: "not_found" });
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (npm start does it for you).");
    }
    return reply
      .code(200)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  });
}
