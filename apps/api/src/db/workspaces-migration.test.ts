import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, testDriver } from "../test/test-app.ts";
import { migrationsFolder } from "./client.ts";

// Migration 0010 (docs/workspaces.md): a database with accounts, cases, transactions, history and
// docket versions made before workspaces existed keeps every row, each account gets its personal
// workspace with its own id, and the cases, history and versions are that workspace's. Run on the
// driver of the project (PGlite, or PostgreSQL through TEST_DATABASE_URL).

/** The migrations up to and including `last`, in a folder of their own. */
function migrationsUpTo(last: string): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((e) => e.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Migrated {
  run(query: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function open(): Promise<Migrated> {
  if (testDriver === "pglite") {
    const client = await PGlite.create();
    const db = drizzlePglite(client);
    return {
      run: async (query) => (await client.query<Record<string, unknown>>(query)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const created = await createPostgresDatabase();
  const pool = new pg.Pool({ connectionString: created.url, max: 2 });
  const db = drizzlePg(pool);
  return {
    run: async (query) => (await pool.query(query)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await created.drop();
    },
  };
}

const ANN = "11111111-1111-4111-8111-111111111111";
const BOB = "22222222-2222-4222-8222-222222222222";
const CASE_A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const CASE_B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

let db: Migrated;
let before: string;
beforeAll(async () => {
  db = await open();
  before = migrationsUpTo("0009_judgment_deadlines");
  await db.migrate(before);
  for (const [id, email] of [
    [ANN, "ann@example.com"],
    [BOB, "bob@example.com"],
  ] as const) {
    // Ann on her trial, Bob paid to 2031: migration 0011 moves both to their workspaces.
    const paid = id === BOB ? "'2031-01-01T00:00:00Z'" : "null";
    await db.run(`insert into users (id, email, username, password_hash, trial_ends_at, paid_until, email_verified_at)
      values ('${id}', '${email}', '${email.split("@")[0]}', 'x', '2024-05-01T00:00:00Z', ${paid}, now())`);
  }
  for (const [id, owner] of [
    [CASE_A, ANN],
    [CASE_B, BOB],
  ] as const) {
    await db.run(`insert into cases (id, user_id, case_name, court_name, court_case_number,
        judgment_amount, judgment_date, interest_rate, snapshot)
      values ('${id}', '${owner}', 'Case ${id.slice(0, 4)}', 'Court', '1', 100000000, '2024-01-02', 100000, '{}')`);
    await db.run(`insert into transactions (case_id, type, amount, date, calculated_interest,
        applied_to_interest, applied_to_principal, new_balance, unpaid_interest_after)
      values ('${id}', 'PAYMENT', 50000, '2024-02-01', 0, 0, 0, 0, 0)`);
    await db.run(`insert into case_history (owner_id, actor_id, case_id, action, at, payoff_date)
      values ('${owner}', '${owner}', '${id}', 'case.create', now(), '2024-01-02')`);
  }
  await db.migrate(migrationsFolder);
});
afterAll(async () => {
  await db.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migrations 0010 and 0011 on ${testDriver}`, () => {
  it("moves each account's trial and paid term to its personal workspace", async () => {
    const rows = await db.run(
      "select id, trial_ends_at::text as trial, paid_until::text as paid from workspaces order by id",
    );
    expect(
      rows.map((r) => [r.id, String(r.trial).slice(0, 10), r.paid && String(r.paid).slice(0, 10)]),
    ).toEqual([
      [ANN, "2024-05-01", null],
      [BOB, "2024-05-01", "2031-01-01"],
    ]);
  });

  it("gives every account its personal workspace, with the account's id, as its only owner", async () => {
    expect(await db.run("select id, name, kind, created_by from workspaces order by id")).toEqual([
      { id: ANN, name: "Personal", kind: "personal", created_by: ANN },
      { id: BOB, name: "Personal", kind: "personal", created_by: BOB },
    ]);
    expect(
      await db.run("select workspace_id, user_id, role from workspace_members order by user_id"),
    ).toEqual([
      { workspace_id: ANN, user_id: ANN, role: "owner" },
      { workspace_id: BOB, user_id: BOB, role: "owner" },
    ]);
  });

  it("keeps every case, transaction and history entry, now in their owner's workspace", async () => {
    expect(await db.run("select id, workspace_id from cases order by id")).toEqual([
      { id: CASE_A, workspace_id: ANN },
      { id: CASE_B, workspace_id: BOB },
    ]);
    expect(
      await db.run("select case_id, amount::text as amount from transactions order by case_id"),
    ).toEqual([
      { case_id: CASE_A, amount: "50000" },
      { case_id: CASE_B, amount: "50000" },
    ]);
    expect(
      await db.run("select workspace_id, actor_id, case_id from case_history order by case_id"),
    ).toEqual([
      { workspace_id: ANN, actor_id: ANN, case_id: CASE_A },
      { workspace_id: BOB, actor_id: BOB, case_id: CASE_B },
    ]);
    const versions = await db.run("select workspace_id from docket_versions order by workspace_id");
    expect(versions).toEqual([{ workspace_id: ANN }, { workspace_id: BOB }]);
  });

  it("keeps the docket triggers working by workspace, and makes a new account's workspace", async () => {
    const [was] = await db.run(
      `select version::text as v from docket_versions where workspace_id = '${ANN}'`,
    );
    await db.run(`update cases set case_name = 'Renamed' where id = '${CASE_A}'`);
    const [is] = await db.run(
      `select version::text as v from docket_versions where workspace_id = '${ANN}'`,
    );
    expect(BigInt(String(is?.v))).toBeGreaterThan(BigInt(String(was?.v)));
    await db.run(`insert into users (id, email, username, password_hash, created_at)
      values ('33333333-3333-4333-8333-333333333333', 'cy@example.com', 'cy', 'x', '2030-05-01T00:00:00Z')`);
    // Migration 0011: its personal workspace's 14-day trial starts with the account.
    const [made] = await db.run(
      "select trial_ends_at::text as t from workspaces where id = '33333333-3333-4333-8333-333333333333'",
    );
    expect(String(made?.t)).toMatch(/^2030-05-15 00:00:00/);
    expect(
      await db.run(
        "select role from workspace_members where workspace_id = '33333333-3333-4333-8333-333333333333'",
      ),
    ).toEqual([{ role: "owner" }]);
  });
});
