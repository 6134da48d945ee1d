import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ChangeFeed, type ChangeHandlers, watchPglite, watchPostgres } from "./change-feed.ts";
import * as schema from "./schema/index.ts";

/** The one database type every repository takes: the same on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  driver: "pglite" | "postgres";
  /** Hear committed changes to users and dockets (see change-feed.ts). */
  watchChanges(handlers: ChangeHandlers): Promise<ChangeFeed>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** PGlite in a data directory (or in memory when dataDir is undefined), migrated. */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return migratedPglite(dataDir ? await PGlite.create(dataDir) : await PGlite.create());
}

/**
 * The handle of an open PGlite, after the migrator has applied whatever it lacks (nothing, for a
 * copy of an already migrated database).
 */
export async function migratedPglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    watchChanges: (handlers) => watchPglite(client, handlers),
    close: () => client.close(),
  };
}

// Several API instances may start at once against one server; the lock makes exactly one of them
// apply pending migrations while the others wait and then find nothing to do.
const MIGRATION_LOCK_ID = 7_264_031;

/** A PostgreSQL pool for the given URL, migrated under an advisory lock. */
export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover, admin kill) emits 'error' on the
  // pool; without a listener that would crash the process. The pool replaces the connection.
  pool.on("error", (err) => {
    console.error(`PostgreSQL connection lost: ${err.message}`);
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: "postgres",
    watchChanges: (handlers) => watchPostgres(url, handlers),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** SQLSTATEs PostgreSQL uses for a transaction it aborted only because of another: try again. */
const CONFLICT_CODES = new Set(["40P01", "40001"]);

/** A deadlock or serialization failure, however deep the driver and Drizzle wrapped it. */
export function isConflictAbort(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONFLICT_CODES.has(code)) return true;
    depth++;
  }
  return false;
}

export interface RetryOptions {
  /** Runs after the first one; 3 unless told. */
  retries?: number;
  /** The wait before retry n is up to base × 2^(n-1) ms, at random. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `attempt` (a whole database transaction) and runs it again, a bounded number of times
 * after a short random wait, when PostgreSQL aborted it as a deadlock (40P01) or serialization
 * failure (40001). Nothing of an aborted transaction was kept, so another run is safe; any
 * other error, and the last conflict, goes to the caller.
 */
export async function retryOnConflict<T>(
  attempt: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 15;
  const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
  for (let run = 0; ; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (run >= retries || !isConflictAbort(error)) throw error;
      // Jittered, so the transactions that collided do not meet again at the same instant.
      await sleep(Math.random() * base * 2 ** run);
    }
  }
}
