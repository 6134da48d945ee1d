// Slow request bodies against the real limits: 50 connections each trickle a POST body at one
// byte every 10 s to a loopback server on PGlite, while a normal client keeps asking /healthz.
// Prints when each connection was closed and how the normal client fared. Target: every slow
// connection closed within 60 s, every normal request answered.
//   node --import tsx apps/api/bench/slow-bodies.bench.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config/env.ts";
import { openPglite } from "../src/db/client.ts";
import { ensureSigningSecret } from "../src/db/signing-secret.ts";
import { trickleBody } from "../src/test/slow-bodies.ts";

const dataDir = mkdtempSync(join(tmpdir(), "owed-bench-slow-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RETENTION_ENABLED: "false" });
const database = await openPglite(undefined);
const signingSecret = await ensureSigningSecret(database.db, undefined);
const app = await buildApp({ config, database, signingSecret, logger: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;

const tricklers = Array.from({ length: 50 }, () => trickleBody(port, 10_000, 90_000));
const normal: number[] = [];
let failures = 0;
const poll = setInterval(async () => {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    if (res.status !== 200) failures += 1;
    normal.push(performance.now() - started);
  } catch {
    failures += 1;
  }
}, 1_000);

const results = await Promise.all(tricklers);
clearInterval(poll);
const closed = results.map((r) => r.closedAfterMs / 1000).sort((a, b) => a - b);
console.log(
  `slow bodies: ${results.length}, server answers: ${[...new Set(results.map((r) => r.answer || "(closed)"))].join(", ")}`,
);
console.log(
  `closed after: first ${closed[0]?.toFixed(1)} s, last ${closed.at(-1)?.toFixed(1)} s (limit 60 s)`,
);
console.log(
  `normal requests meanwhile: ${normal.length} answered, ${failures} failed, slowest ${Math.max(...normal).toFixed(0)} ms`,
);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(closed.every((s) => s <= 60) && failures === 0 ? 0 : 1);
