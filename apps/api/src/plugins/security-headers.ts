import type { FastifyInstance } from "fastify";
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

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Set on the raw response so that answers written directly (the polling routes' 304) carry
  // them too; a route's own value for the same header still wins (Node merges, writeHead last).
  // A callback hook, not async: it runs on every request, the polling 304s included, and an async
  // hook costs a promise and a microtask each time.
  app.addHook("onRequest", (request, reply, done) => {
    const raw = reply.raw;
    raw.setHeader("x-content-type-options", "nosniff");
    raw.setHeader("x-frame-options", "DENY");
    raw.setHeader("referrer-policy", "no-referrer");
    raw.setHeader("cross-origin-opener-policy", "same-origin");
    raw.setHeader("cross-origin-resource-policy", "same-origin");
    // request.protocol is "https" only for a TLS socket or an X-Forwarded-Proto from a proxy
    // listed in TRUST_PROXY: a forged header from anyone else cannot switch HSTS on.
    if (request.protocol === "https") raw.setHeader("strict-transport-security", HSTS);
    done();
  });

  app.addHook("onSend", async (request, reply, payload) => {
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
