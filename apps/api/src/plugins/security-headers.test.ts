import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema/index.ts";
import { registerAndLogin, registerVerifiedUser } from "../test/accounts.ts";
import { newCase } from "../test/cases.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { HSTS, NON_HTML_CSP, WEB_APP_CSP } from "./security-headers.ts";

let direct: TestApp; // TRUST_PROXY unset: the default
let proxied: TestApp; // behind a proxy on this host
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: "127.0.0.1" });
});
afterAll(async () => {
  await proxied.close();
  await direct.close();
});

/** The addresses the app's rate limiter has counted something for. */
async function countedAddresses(t: TestApp, ...candidates: string[]): Promise<string[]> {
  const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
    (row) => row.key,
  );
  return candidates.filter((address) => keys.some((key) => key.includes(address)));
}

async function failLogin(t: TestApp, remoteAddress: string, headers: Record<string, string>) {
  const user = await registerVerifiedUser(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: "/authentication/api/login/",
    payload: { email: user.email, password: "not-the-password" },
    remoteAddress,
    headers,
  });
  expect(res.statusCode).toBe(401);
}

describe("TRUST_PROXY", () => {
  it("off by default: a forged X-Forwarded-For changes nothing, the socket's address is counted", async () => {
    await failLogin(direct, "198.51.100.10", { "x-forwarded-for": "203.0.113.99" });
    expect(await countedAddresses(direct, "198.51.100.10", "203.0.113.99")).toEqual([
      "198.51.100.10",
    ]);
  });

  it("believes X-Forwarded-For only when the request comes from a listed proxy", async () => {
    await failLogin(proxied, "127.0.0.1", { "x-forwarded-for": "203.0.113.42" });
    // Sent by someone who is not the proxy: ignored.
    await failLogin(proxied, "198.51.100.20", { "x-forwarded-for": "203.0.113.43" });
    expect(
      await countedAddresses(proxied, "203.0.113.42", "198.51.100.20", "203.0.113.43"),
    ).toEqual(["203.0.113.42", "198.51.100.20"]);
  });

  it("sends HSTS only for HTTPS reported by a trusted proxy", async () => {
    const forged = await direct.app.inject({
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
    const viaProxy = await proxied.app.inject({
      url: "/healthz",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(viaProxy.headers["strict-transport-security"]).toBe(HSTS);
    const plainViaProxy = await proxied.app.inject({ url: "/healthz" });
    expect(plainViaProxy.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("browser security headers", () => {
  it("the web app's page carries the strict policy and no inline script is allowed", async () => {
    const res = await direct.app.inject({ url: "/home" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-security-policy"]).toBe(WEB_APP_CSP);
    expect(WEB_APP_CSP).toContain("script-src 'self';");
    expect(WEB_APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
    expect(WEB_APP_CSP).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("every answer says nosniff, refuses framing and names a referrer policy", async () => {
    const user = await registerAndLogin(direct.app);
    const answers = await Promise.all([
      direct.app.inject({ url: "/healthz" }),
      direct.app.inject({ url: "/docket/api/nowhere/" }),
      direct.app.inject({ url: "/authentication/api/profile/" }),
      direct.app.inject({ url: "/authentication/api/profile/", headers: user.headers }),
      direct.app.inject({ url: "/stripe/api/plans/" }),
      direct.app.inject({
        method: "POST",
        url: "/authentication/api/login/",
        payload: { email: "x" },
      }),
    ]);
    for (const res of answers) {
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toBe(NON_HTML_CSP);
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
    }
  });

  it("personal API answers are not stored; the polling routes keep their ETag and 304", async () => {
    const user = await registerAndLogin(direct.app);
    const profile = await direct.app.inject({
      url: "/authentication/api/profile/",
      headers: user.headers,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers["cache-control"]).toBe("no-store");

    const created = await direct.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      payload: newCase(),
      headers: user.headers,
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");

    const list = await direct.app.inject({ url: "/docket/api/cases/", headers: user.headers });
    expect(list.headers["cache-control"]).toBe("private, no-cache");
    const etag = list.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await direct.app.inject({
      url: "/docket/api/cases/",
      headers: { ...user.headers, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe("private, no-cache");
    expect(again.headers["x-content-type-options"]).toBe("nosniff");

    // Public and the same for everyone: still cacheable.
    const plans = await direct.app.inject({ url: "/stripe/api/plans/" });
    expect(plans.headers["cache-control"]).toBe("public, max-age=300");
  });
});
