import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upgradeToPro } from "../features/billing/test-helpers.ts";
import { type LoggedInUser, registerAndLogin } from "../test/accounts.ts";
import { newCase } from "../test/cases.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

// Answers an operator expects (docs/decisions/013-production-runtime.md): JSON compressed when the
// client accepts it, the polling 304 left as it is, PDFs left alone.
let t: TestApp;
let user: LoggedInUser;

/** Adds `count` cases named `<prefix> <n> v. Roe`; answers their ids. */
async function addCases(owner: LoggedInUser, count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: owner.headers,
      payload: newCase({ caseName: `${prefix} ${i} v. Roe` }),
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerAndLogin(t.app);
  await addCases(user, 3, "Compressed");
});
afterAll(async () => {
  await t.close();
});

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "GET",
    url: "/docket/api/cases/",
    headers: { ...user.headers, ...headers },
  });

describe("compression", () => {
  it("sends the case list as brotli or gzip when accepted, the same JSON once decoded", async () => {
    const plain = await list();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list({ "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await list({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves the 304 of a poll, small answers and PDFs as they are", async () => {
    const tag = String((await list()).headers.etag);
    const poll = await list({ "accept-encoding": "br, gzip", "if-none-match": tag });
    expect(poll.statusCode).toBe(304);
    expect(poll.headers["content-encoding"]).toBeUndefined();
    expect(poll.rawPayload.length).toBe(0);

    const health = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();

    const id = JSON.parse((await list()).body).data[0].id;
    const pdf = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${id}/payoff-statement/?date=2025-01-15`,
      headers: { ...user.headers, "accept-encoding": "br, gzip" },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  // @fastify/compress compresses answers up to 8 KB in one call and larger ones as a stream; a
  // polled route whose handler resolved before the stream ended was answered again with no body
  // (an empty 200) for any docket of more than about seven cases.
  it("sends answers over 8 KB whole: a 12-case list and a 40-entry ledger decode to the plain JSON", async () => {
    const firm = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const ids = await addCases(firm, 12, "Large");
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/docket/api/transactions/create/",
        headers: firm.headers,
        payload: {
          case_id: ids[0],
          transaction_type: "PAYMENT",
          amount: "25.00",
          date: `2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
          description: `Garnishment ${i}`,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const url of ["/docket/api/cases/", `/docket/api/cases/${ids[0]}/transactions/`]) {
      const get = (headers: Record<string, string> = {}) =>
        t.app.inject({ method: "GET", url, headers: { ...firm.headers, ...headers } });
      const plain = await get();
      expect(plain.statusCode).toBe(200);
      expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
      const br = await get({ "accept-encoding": "br" });
      expect([br.statusCode, br.headers["content-encoding"]]).toEqual([200, "br"]);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await get({ "accept-encoding": "gzip" });
      expect([gzip.statusCode, gzip.headers["content-encoding"]]).toEqual([200, "gzip"]);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });
});
