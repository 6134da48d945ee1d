import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { DEFAULT_TIMEOUTS, loadConfig } from "./config/env.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { ensureSigningSecret } from "./db/signing-secret.ts";
import { trickleBody } from "./test/slow-bodies.ts";
import { createTestDatabase } from "./test/test-app.ts";

// The production limits scaled down 20 times, so the test proves the wiring in seconds; the
// bench (apps/api/bench/slow-bodies.bench.ts) runs the real ones.
const timeouts = {
  request: 2_000,
  headers: 1_000,
  idle: 1_500,
  keepAlive: 500,
  checkInterval: 250,
};

let app: FastifyInstance;
let database: DatabaseHandle;
let dataDir: string;
let port: number;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "owed-slow-"));
  writeFileSync(join(dataDir, "index.html"), "<!doctype html><title>Owed</title>");
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RETENTION_ENABLED: "false" }),
    timeouts,
  };
  database = await createTestDatabase();
  const signingSecret = await ensureSigningSecret(database.db, undefined);
  app = await buildApp({ config, database, signingSecret, webDist: dataDir, logger: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("slow clients", () => {
  it("the production limits cut a trickled body within 60 s", () => {
    expect(DEFAULT_TIMEOUTS.request + DEFAULT_TIMEOUTS.checkInterval).toBeLessThanOrEqual(60_000);
    expect(DEFAULT_TIMEOUTS.headers).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.request);
  });

  it("closes 20 bodies trickled a byte at a time while other requests are still served", async () => {
    const tricklers = Array.from({ length: 20 }, () => trickleBody(port, 200, 10_000));
    await new Promise((r) => setTimeout(r, 500));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const results = await Promise.all(tricklers);
    for (const result of results) {
      // Cut by the request timeout (plus one check interval), never left to the 10 s give-up.
      expect(result.closedAfterMs).toBeLessThan(
        timeouts.request + 2 * timeouts.checkInterval + 500,
      );
      expect(result.closedAfterMs).toBeGreaterThanOrEqual(timeouts.request - 100);
    }
  });
});
