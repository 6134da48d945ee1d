import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { openPglite, openPostgres } from "../../db/client.ts";
import { countsOf, type StoreCounts } from "./backup-store.ts";

export type { StoreCounts } from "./backup-store.ts";

// Backups of either store (docs/backups.md): the embedded store as PGlite's own dump of its data
// directory (a gzipped tar), PostgreSQL as pg_dump's custom format, restored with pg_restore in
// one transaction. A restore never silently replaces data: over a database that holds accounts or
// cases it needs --force, and the embedded store's old directory is kept aside, not deleted.

const run = promisify(execFile);

export function describeCounts(c: StoreCounts): string {
  return `${c.users} accounts, ${c.cases} cases, ${c.transactions} transactions, ${c.history} history entries`;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** pg_dump and pg_restore must be on PATH for a PostgreSQL backup; say so plainly when not. */
async function tool(name: "pg_dump" | "pg_restore", args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === "ENOENT") {
      throw new BackupError(
        `${name} was not found: install the PostgreSQL client tools of the server's version (Debian: apt-get install postgresql-client).`,
      );
    }
    // Only the tool's own words; the connection string (with any password) is not repeated.
    throw new BackupError(`${name} failed: ${(e.stderr ?? e.message).trim().slice(0, 500)}`);
  }
}

export interface Store {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Writes a backup of the store to `file` (which must not exist) and answers what it holds. */
export async function backup(store: Store, file: string): Promise<StoreCounts> {
  if (existsSync(file)) {
    throw new BackupError(
      `${file} already exists: choose a new file name, nothing is overwritten.`,
    );
  }
  if (store.databaseUrl) {
    const handle = await openPostgres(store.databaseUrl, 2);
    try {
      const counts = await countsOf(handle.db);
      await tool("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${file}`,
        `--dbname=${store.databaseUrl}`,
      ]);
      return counts;
    } finally {
      await handle.close();
    }
  }
  if (!existsSync(store.dataDir) || readdirSync(store.dataDir).length === 0) {
    throw new BackupError(`There is no embedded database in ${store.dataDir} to back up.`);
  }
  const handle = await openPglite(store.dataDir);
  const counts = await countsOf(handle.db);
  await handle.close();
  // Opened again bare: the dump is the data directory as PGlite itself writes and reads it.
  const client = await PGlite.create(store.dataDir);
  try {
    const dump = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: "wx" });
  } finally {
    await client.close();
  }
  return counts;
}

export interface RestoreResult {
  before: StoreCounts;
  after: StoreCounts;
  /** Where the embedded store's previous directory was kept, when there was one. */
  keptAside: string | null;
}

/**
 * Restores `file` into the store. Refuses over accounts or cases unless `force`; the backup's
 * schema is then migrated to this version's, so an older backup restores too.
 */
export async function restore(
  store: Store,
  file: string,
  options: { force: boolean; now: Date },
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file} was not found.`);
  const refuseOver = (before: StoreCounts) => {
    if (!options.force && (before.users > 0 || before.cases > 0)) {
      throw new BackupError(
        `The database is not empty (${describeCounts(before)}): restoring would replace it. Run again with --force to replace it.`,
      );
    }
  };
  if (store.databaseUrl) {
    const handle = await openPostgres(store.databaseUrl, 2);
    let before: StoreCounts;
    try {
      before = await countsOf(handle.db);
    } finally {
      await handle.close();
    }
    refuseOver(before);
    await tool("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      `--dbname=${store.databaseUrl}`,
      file,
    ]);
    const after = await openPostgres(store.databaseUrl, 2);
    try {
      return { before, after: await countsOf(after.db), keptAside: null };
    } finally {
      await after.close();
    }
  }
  const bytes = await readFile(file);
  let before: StoreCounts = { users: 0, cases: 0, transactions: 0, history: 0 };
  let keptAside: string | null = null;
  if (existsSync(store.dataDir) && readdirSync(store.dataDir).length > 0) {
    const current = await openPglite(store.dataDir);
    before = await countsOf(current.db);
    await current.close();
    refuseOver(before);
    keptAside = `${store.dataDir}.before-restore-${options.now.toISOString().replace(/[:.]/g, "-")}`;
    renameSync(store.dataDir, keptAside);
  }
  mkdirSync(store.dataDir, { recursive: true });
  const client = await PGlite.create(store.dataDir, { loadDataDir: new Blob([bytes]) });
  await client.close();
  const after = await openPglite(store.dataDir);
  try {
    return { before, after: await countsOf(after.db), keptAside };
  } finally {
    await after.close();
  }
}
