import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EMPTY_LETTERHEAD } from "@owed/domain";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { type CliContext, runCommand } from "../../cli.ts";
import { loadConfig } from "../../config/env.ts";
import { type DatabaseHandle, type Db, openPglite, openPostgres } from "../../db/client.ts";
import { ensureSigningSecret } from "../../db/signing-secret.ts";
import { registerAndLogin } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { TEST_PASSWORD_HASHING } from "../../test/password-hashing.ts";
import { createPostgresDatabase, testDriver } from "../../test/test-app.ts";
import { backup, restore, type Store } from "./backup.ts";

// Backups round-trip on the driver this suite runs on (docs/backups.md): every account, case,
// transaction and history entry identical after a restore, and a restore over data refused
// without --force.

const scratch = mkdtempSync(join(tmpdir(), "owed-backup-"));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh store on this suite's driver: a PGlite directory, or a new PostgreSQL database. */
async function newStore(name: string): Promise<Store> {
  if (testDriver === "postgres") {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    return { databaseUrl: created.url, dataDir: join(scratch, name) };
  }
  return { databaseUrl: undefined, dataDir: join(scratch, name, "db") };
}

const open = (store: Store): Promise<DatabaseHandle> =>
  store.databaseUrl ? openPostgres(store.databaseUrl, 2) : openPglite(store.dataDir);

/** Every row of the tables a backup must keep, in a fixed order, as JSON. */
async function contents(db: Db): Promise<string> {
  const tables = {
    users: "id",
    user_sessions: "id",
    cases: "id",
    transactions: "id",
    case_history: "seq",
    // Settings beside the docket: the workspace's letterhead and its history (docs/court-forms.md).
    workspace_letterheads: "workspace_id",
    workspace_events: "seq",
  };
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    const result = await db.execute(sql.raw(`select * from ${table} order by ${order}`));
    out[table] = (result as unknown as { rows: unknown[] }).rows;
  }
  return JSON.stringify(out);
}

/** A store with a docket in it: accounts, cases, payments, an edit and a delete (history). */
async function populate(store: Store): Promise<string> {
  const database = await open(store);
  const config = {
    ...loadConfig({
      LOG_LEVEL: "silent",
      RETENTION_ENABLED: "false",
      DATA_DIR: join(scratch, "app-data"),
    }),
    // The accounts are data to back up here, not a test of hashing.
    passwordHashing: TEST_PASSWORD_HASHING,
  };
  const app = await buildApp({
    config,
    database,
    signingSecret: await ensureSigningSecret(database.db, undefined),
    logger: false,
  });
  try {
    for (const name of ["Alpha", "Beta"]) {
      const user = await registerAndLogin(app);
      const c = (
        await docketCall(
          app,
          user,
          "POST",
          "/add-docket/",
          newCase({ caseName: `${name} v. Roe`, cost: 25 }),
        )
      ).body.data;
      const paid = await docketCall(app, user, "POST", "/transactions/create/", {
        case_id: c.id,
        transaction_type: "PAYMENT",
        amount: 750,
        date: "2024-06-01",
      });
      expect(paid.status).toBe(201);
      await docketCall(app, user, "PUT", `/case/${c.id}/edit/`, {
        caseName: `${name} v. Roe (corrected)`,
        courtName: "Court",
        courtCaseNumber: "1",
      });
      const letterhead = await app.inject({
        method: "PUT",
        url: "/docket/api/workspace/letterhead/",
        headers: user.headers,
        payload: { ...EMPTY_LETTERHEAD, firm: `${name} Law LLP`, barNumber: "123456" },
      });
      expect(letterhead.statusCode).toBe(200);
      const other = (await docketCall(app, user, "POST", "/add-docket/", newCase())).body.data;
      await docketCall(app, user, "DELETE", `/cases/${other.id}/delete/`);
    }
    return await contents(database.db);
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * The populated store both tests back up, made once: opening a new store (PGlite's first start
 * and the migrations) is most of this file's time, and a backup only reads its source.
 */
let source: Promise<{ store: Store; contents: string }> | undefined;
function populatedSource() {
  source ??= newStore("source").then(async (store) => ({ store, contents: await populate(store) }));
  return source;
}

describe(`backup and restore (${testDriver})`, () => {
  it("round-trips every account, case, transaction and history entry", async () => {
    const { store: source, contents: before } = await populatedSource();
    const file = join(scratch, "owed.backup");
    const counts = await backup(source, file);
    // Each account: 2 cases added, a payment, an edit, a case deleted (the opening cost is
    // listed in its case's entry): 5 entries; 2 cases and 2 transactions each remain.
    expect(counts).toEqual({ users: 2, cases: 2, transactions: 4, history: 10 });
    await expect(backup(source, file)).rejects.toThrow(/already exists/);

    const target = await newStore("target");
    const restored = await restore(target, file, { force: false, now: new Date() });
    expect(restored.after).toEqual(counts);
    const database = await open(target);
    try {
      expect(await contents(database.db)).toBe(before);
      // The dump is of the whole database, so tables added later (the letterhead) come along.
      expect(before).toContain("Alpha Law LLP");
      expect(before).toContain("letterhead changed");
    } finally {
      await database.close();
    }
  });

  it("refuses to restore over accounts or cases without --force, and keeps the old data aside", async () => {
    const { store: source } = await populatedSource();
    const file = join(scratch, "owed-2.backup");
    await backup(source, file);
    const target = await newStore("target-2");
    await populate(target);
    await expect(restore(target, file, { force: false, now: new Date() })).rejects.toThrow(
      "The database is not empty (2 accounts, 2 cases, 4 transactions, 10 history entries): restoring would replace it. Run again with --force to replace it.",
    );
    const forced = await restore(target, file, {
      force: true,
      now: new Date("2026-11-25T12:00:00Z"),
    });
    expect(forced.after).toEqual({ users: 2, cases: 2, transactions: 4, history: 10 });
    if (testDriver === "pglite") {
      expect(forced.keptAside).toBe(`${target.dataDir}.before-restore-2026-11-25T12-00-00-000Z`);
      expect(existsSync(forced.keptAside ?? "")).toBe(true);
    }
  });

  it("the commands say what is missing and what went wrong, without a stack trace", async () => {
    const lines: string[] = [];
    const errors: string[] = [];
    const ctx: CliContext = {
      config: loadConfig({ DATA_DIR: join(scratch, "nothing-here") }),
      db: undefined as unknown as Db,
      now: () => new Date(),
      out: (line) => lines.push(line),
    };
    expect(await runCommand(["backup"], ctx, (line) => errors.push(line))).toBe(2);
    expect(errors.join("\n")).toContain("--to is required");
    errors.length = 0;
    expect(
      await runCommand(["restore", "--from", join(scratch, "missing.backup")], ctx, (line) =>
        errors.push(line),
      ),
    ).toBe(2);
    expect(errors.join("\n")).toMatch(/missing\.backup was not found\./);
  });
});
