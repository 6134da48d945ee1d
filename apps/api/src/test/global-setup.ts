import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";

/**
 * Migrates one database per run, before any API test file starts, so each file's fresh database is
 * a copy of it instead of another run of every migration (about 2.5 s of CPU on PGlite, for each of
 * some fifty databases a run opens). Each file still gets a database of its own: see
 * createTestDatabase in ./test-app.ts, which also still runs the migrator (finding nothing to do).
 *
 * - PGlite: the migrated data directory, dumped to a file; `PGlite.create({ loadDataDir })` opens a
 *   copy in memory.
 * - PostgreSQL: a migrated database on the TEST_DATABASE_URL server; `create database … template`
 *   copies it.
 *
 * The template is made anew on every run and removed at the end, so it can never be older than the
 * migrations.
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The PGlite template: a file holding a migrated data directory (tar). */
    owedPgliteTemplate: string;
    /** The PostgreSQL template: the name of a migrated database on the TEST_DATABASE_URL server. */
    owedPostgresTemplate: string;
  }
}

/** One statement on the PostgreSQL server as its administrator (create or drop a database). */
export async function runAdminStatement(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "owed-test-template-"));
  const file = join(dir, "migrated.tar");
  const handle = await openPglite(undefined);
  // Drizzle keeps the client it was given; openPglite's own, so the template is what it opens.
  const { $client } = handle.db as unknown as { $client: PGlite };
  const dump = await $client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("owedPgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("OWED_TEST_DRIVER=postgres needs TEST_DATABASE_URL");
  const name = `owed_template_${randomBytes(6).toString("hex")}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 1);
  // No connection may stay open on a template while it is copied.
  await handle.close();
  project.provide("owedPostgresTemplate", name);
  return () => runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`);
}

export async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  return project.config.env.OWED_TEST_DRIVER === "postgres"
    ? postgresTemplate(project)
    : pgliteTemplate(project);
}
