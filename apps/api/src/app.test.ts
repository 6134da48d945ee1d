import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureSigningSecret } from "./db/signing-secret.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the server", () => {
  it("reports a healthy database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status_code: 200, message: "ok", database: t.database.driver });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    for (const url of [
      "/docket/api/nothing-here/",
      "/authentication/api/nope/",
      "/stripe/api/x/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ status_code: 404, message: "Not found.", code: "not_found" });
    }
  });

  it("answers browser deep links with the web app", async () => {
    for (const url of ["/", "/home", "/login", "/profile?tab=1"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("Owed test shell");
    }
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: { "content-type": "application/json" },
      payload: '{"caseName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status_code: 400,
      message: "Request body is not valid JSON.",
    });
  });

  it("refuses oversized bodies with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ caseName: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status_code: 413, code: "too_large" });
  });

  it("keeps one signing secret per database across restarts and instances", async () => {
    const first = await ensureSigningSecret(t.database.db, undefined);
    const second = await ensureSigningSecret(t.database.db, undefined);
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(await ensureSigningSecret(t.database.db, "c".repeat(40))).toBe("c".repeat(40));
  });
});
