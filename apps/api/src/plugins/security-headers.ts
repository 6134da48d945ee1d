import type { FastifyInstance, FastifyRequest } from "fastify";
import { isApiPath } from "./web-app.ts";

/**
 * Browser hardening headers, set by hand rather than with @fastify/helmet: each answer needs its
 * own decision (the web app's page, API answers, and routes that already set a stricter policy:
 * avatars, the test checkout page), HSTS depends on the trusted-proxy setting, and a dozen lines
 * are easier to audit than a dependency's defaults. Reasons: docs/decisions/008-security.md.
 */

/**
 * The web app's page: scripts only from this origin (the Vite build has no inline script), no
 * plugins, no framing, forms and fetches to this origin only. Styles allow 'unsafe-inline'
 * because the dialog and toast libraries insert <style> elements at run time; a style cannot run
 * code, so the script policy is what keeps a stolen token out of reach.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Everything else (JSON, files): nothing in it may load or run anything, nor be framed. */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = "max-age=31536000";

/** What every answer carries, whatever it is. */
const BASE_HEADERS: readonly (readonly [string, string])[] = [
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "no-referrer"],
  ["cross-origin-opener-policy", "same-origin"],
  ["cross-origin-resource-policy", "same-origin"],
];
const HTTPS_HEADERS = [...BASE_HEADERS, ["strict-transport-security", HSTS] as const];

/**
 * The hardening headers for an answer to `request`. request.protocol is "https" only for a TLS
 * socket or an X-Forwarded-Proto from a proxy listed in TRUST_PROXY: a forged header from anyone
 * else cannot switch HSTS on. Answers written directly to the socket (the polling 304s) add them
 * themselves; every other answer gets them in the onSend hook below.
 */
export function securityHeadersFor(
  request: FastifyRequest,
): readonly (readonly [string, string])[] {
  return request.protocol === "https" ? HTTPS_HEADERS : BASE_HEADERS;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    // A route's own value for one of these (the avatar and checkout pages set some) is kept.
    for (const [name, value] of securityHeadersFor(request)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader("content-security-policy")) {
      const type = String(reply.getHeader("content-type") ?? "");
      reply.header(
        "content-security-policy",
        type.startsWith("text/html") ? WEB_APP_CSP : NON_HTML_CSP,
      );
    }
    // Personal API answers must not stay in a browser or proxy cache. Routes that chose their
    // own policy keep it: the polling routes' "private, no-cache" with an ETag (so 304s work),
    // the public plan catalog and the immutable avatar URLs.
    const path = request.url.split("?")[0] ?? "/";
    if (isApiPath(path) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
