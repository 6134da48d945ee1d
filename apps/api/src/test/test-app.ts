import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type AppConfig, loadConfig } from "../config/env.ts";
import { type DatabaseHandle, migratedPglite, openPglite, openPostgres } from "../db/client.ts";
import { ensureSigningSecret } from "../db/signing-secret.ts";
import type { ScryptParams } from "../features/accounts/passwords.ts";
import { runAdminStatement } from "./global-setup.ts";
import { TEST_PASSWORD_HASHING } from "./password-hashing.ts";

/** Which database the API suite runs on: set per Vitest project (see vitest.config.ts). */
export const testDriver = (process.env.OWED_TEST_DRIVER ?? "pglite") as "pglite" | "postgres";

function adminQuery(statement: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("OWED_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  return runAdminStatement(adminUrl, statement);
}

/** A new database on the TEST_DATABASE_URL server, empty or a copy of `template`. */
async function newPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("OWED_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `owed_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A new, empty (unmigrated) database on the TEST_DATABASE_URL server, for tests that open it
 * themselves (a server process, a second listener); `drop` removes it, connections and all.
 */
export function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return newPostgresDatabase();
}

/** The migrated template the run's global setup made (./global-setup.ts), if it ran. */
function template<K extends "owedPgliteTemplate" | "owedPostgresTemplate">(
  key: K,
): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined; // outside Vitest
  }
}

/** An in-memory PGlite, copied from the migrated template when there is one. */
async function openTestPglite(): Promise<DatabaseHandle> {
  const file = template("owedPgliteTemplate");
  if (!file) return openPglite(undefined);
  return migratedPglite(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or a new database created
 * on the TEST_DATABASE_URL server and dropped again by close(). Both are copies of a template
 * migrated once per run (see ./global-setup.ts), which is what makes them quick to open.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === "pglite") return openTestPglite();
  const created = await newPostgresDatabase(template("owedPostgresTemplate"));
  const handle = await openPostgres(created.url, 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** A web build stand-in, so API tests never depend on `vite build` having run. */
function fakeWebDist(): string {
  const dir = join(tmpdir(), "owed-test-web");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Owed test shell</title>");
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The clock the app reads (`app.now`); see TestClock in ./accounts.ts. */
  now?: () => Date;
  /** The cost new password hashes are made with: TEST_PASSWORD_HASHING unless given. */
  passwordHashing?: ScryptParams;
}

/**
 * An app on a fresh database, with its own temporary DATA_DIR (so the mail outbox,
 * `${dataDir}/mail-outbox.jsonl`, belongs to this app alone), removed again by close().
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "owed-test-data-"));
  const config: AppConfig = {
    ...loadConfig({
      LOG_LEVEL: "silent",
      RETENTION_ENABLED: "false",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...env,
    }),
    passwordHashing: options.passwordHashing ?? TEST_PASSWORD_HASHING,
  };
  const database = await createTestDatabase();
  const signingSecret = await ensureSigningSecret(database.db, config.jwtSecret);
  const app = await buildApp({
    config,
    database,
    signingSecret,
    webDist: fakeWebDist(),
    logger: false,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second API instance on the same database and data directory as `t`, as behind a load
 * balancer. Close it before `t`.
 */
export async function createSecondInstance(
  t: TestApp,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const signingSecret = await ensureSigningSecret(t.database.db, t.config.jwtSecret);
  const app = await buildApp({
    config: { ...t.config, passwordHashing: options.passwordHashing ?? t.config.passwordHashing },
    database: t.database,
    signingSecret,
    webDist: fakeWebDist(),
    logger: false,
    now: options.now,
  });
  await app.ready();
  return app;
}
