import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type * as AppModule from "../src/app.ts";
import type * as EnvModule from "../src/config/env.ts";
import type * as ClientModule from "../src/db/client.ts";
import type { DatabaseHandle } from "../src/db/client.ts";
import type * as SecretModule from "../src/db/signing-secret.ts";
import { TEST_PASSWORD_HASHING } from "../src/test/password-hashing.ts";

// `npm run bench` measures the compiled server (BENCH_COMPILED, set by scripts/bench.mjs after it
// builds), as `npm start` runs it; a bench started by hand with tsx measures the sources.
const from = process.env.BENCH_COMPILED ? "../dist" : "../src";
const ext = process.env.BENCH_COMPILED ? "js" : "ts";
const { buildApp } = (await import(`${from}/app.${ext}`)) as typeof AppModule;
const { loadConfig } = (await import(`${from}/config/env.${ext}`)) as typeof EnvModule;
const { openPglite, openPostgres } = (await import(
  `${from}/db/client.${ext}`
)) as typeof ClientModule;
const { ensureSigningSecret } = (await import(
  `${from}/db/signing-secret.${ext}`
)) as typeof SecretModule;

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * The app on a loopback port for a benchmark: on a database of its own on the server
 * `BENCH_DATABASE_URL` names, else on PGlite in a temporary folder. `stop()` removes both.
 * A smoke run (BENCH_SMOKE) hashes passwords at the test servers' cost: it proves the bench still
 * runs, its figures mean nothing, and production's 200 ms a hash on a shared machine would make
 * `npm test` wait a minute on the flood bench's signups alone.
 */
export async function startBenchServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "owed-bench-"));
  const loaded = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RETENTION_ENABLED: "false" });
  const config = process.env.BENCH_SMOKE
    ? { ...loaded, passwordHashing: TEST_PASSWORD_HASHING }
    : loaded;
  const adminUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `owed_bench_${name}_${Date.now()}`;
  let database: DatabaseHandle;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    database = await openPostgres(url.toString(), 10);
  } else {
    database = await openPglite(join(dataDir, "db"));
  }
  console.log(
    `database: ${database.driver}; server: ${from === "../dist" ? "compiled (dist)" : "sources through tsx"}`,
  );
  const signingSecret = await ensureSigningSecret(database.db, undefined);
  const app = await buildApp({ config, database, signingSecret, logger: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    database,
    signingSecret,
    port,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      await app.close();
      await database.close();
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${dbName} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
