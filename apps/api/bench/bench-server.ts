import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config/env.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "../src/db/client.ts";
import { ensureSigningSecret } from "../src/db/signing-secret.ts";

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * The app on a loopback port for a benchmark: on a database of its own on the server
 * `BENCH_DATABASE_URL` names, else on PGlite in a temporary folder. `stop()` removes both.
 */
export async function startBenchServer(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "owed-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RETENTION_ENABLED: "false" });
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
  console.log(`database: ${database.driver}`);
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
