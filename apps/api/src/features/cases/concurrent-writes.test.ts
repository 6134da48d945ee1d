import { computeLedger, snapshotFromLedger } from "@owed/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isConflictAbort, retryOnConflict } from "../../db/client.ts";
import { cases, transactions, workspaces } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp, testDriver } from "../../test/test-app.ts";
import { ledgerTransactionsOf, termsOf } from "./case-figures.ts";

// docs/decisions/008-security.md, item 9: one user's writes running at the same time used to
// deadlock on PostgreSQL in the docket-version trigger and answer 500. PGlite has one connection
// and runs them one after another, so there the test shows only that nothing is lost or
// miscomputed.
const clock = new TestClock("2025-01-15T15:00:00Z");
const ROUNDS = 50;
let t: TestApp;
let alice: LoggedInUser;

interface Answer {
  label: string;
  /** The case a transaction was added to. */
  caseId?: string;
  status: number;
  body: { status_code?: number; message?: string; data?: unknown };
}

async function call(
  label: string,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
): Promise<Answer> {
  const caseId = typeof payload?.case_id === "string" ? payload.case_id : undefined;
  const res = await t.app.inject({
    method,
    url: `/docket/api${url}`,
    headers: alice.headers,
    ...(payload ? { payload } : {}),
  });
  return { label, caseId, status: res.statusCode, body: res.json() };
}

const caseIdOf = (a: Answer) => (a.body.data as { id: string }).id;
const transactionIdOf = (a: Answer) =>
  (a.body.data as { transaction: { id: string } }).transaction.id;

/** Deadlocks PostgreSQL has detected in the test's database; always 0 on PGlite. */
async function deadlocksSoFar(): Promise<number> {
  if (testDriver === "pglite") return 0;
  const db = t.database.db;
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const result = (await db.execute(
    sql`select deadlocks::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await registerAndLogin(t.app);
  // A paying user: the free plan's three-case limit would turn most creates into 403s.
  await t.database.db
    .update(workspaces)
    .set({ paidUntil: new Date("2030-01-01T00:00:00Z") })
    .where(eq(workspaces.id, alice.id));
});
afterAll(async () => {
  await t.close();
});

describe("one user's writes at the same time", () => {
  it(`never answer 5xx in ${ROUNDS} rounds of mixed writes, and every ledger matches a replay`, async () => {
    // Each case keeps the transactions this test added to it and that still exist.
    const ledgers = new Map<string, string[]>();
    for (let i = 0; i < 4; i++) {
      const created = await call(
        "seed",
        "POST",
        "/add-docket/",
        newCase({ caseName: `Seed ${i}` }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ledgers.set(caseIdOf(created), []);
    }

    const deadlocksBefore = await deadlocksSoFar();
    const answers: Answer[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ids = [...ledgers.keys()];
      const pick = (k: number) => ids[(round * 3 + k) % ids.length] as string;
      const [a, b, c, d] = [pick(0), pick(1), pick(2), pick(3)];
      const writes: Promise<Answer>[] = [
        call("add-docket", "POST", "/add-docket/", newCase({ caseName: `Round ${round}` })),
        call("edit", "PUT", `/case/${a}/edit/`, {
          caseName: `Edited in round ${round}`,
          courtName: "Alameda Superior Court",
          courtCaseNumber: `RG-${round}`,
          interestRate: round % 2 === 0 ? 10 : 9,
        }),
        call("transaction create", "POST", "/transactions/create/", {
          case_id: b,
          transaction_type: "PAYMENT",
          amount: "1.25",
          date: "2024-06-01",
        }),
        call("transaction create", "POST", "/transactions/create/", {
          case_id: c,
          transaction_type: "COST",
          amount: "3.10",
          date: "2024-03-01",
        }),
      ];
      // Change and remove transactions added in earlier rounds, on cases other than b and c.
      const own = ledgers.get(d) ?? [];
      const toUpdate = own[0];
      const toDelete = own[1];
      if (toUpdate) {
        writes.push(
          call("transaction update", "PUT", `/transactions/${toUpdate}/update/`, {
            case_id: d,
            transaction_type: "PAYMENT",
            amount: round % 2 === 0 ? "2.00" : "2.50",
            date: "2024-07-01",
          }),
        );
      }
      if (toDelete) {
        writes.push(call("transaction delete", "DELETE", `/transactions/${toDelete}/delete/`));
        own.splice(1, 1);
      }
      if (round % 10 === 9) {
        const gone = ids.find((id) => ![a, b, c, d].includes(id));
        if (gone) {
          writes.push(call("case delete", "DELETE", `/cases/${gone}/delete/`));
          ledgers.delete(gone);
        }
      }
      const done = await Promise.all(writes);
      answers.push(...done);
      for (const answer of done) {
        if (answer.status === 201 && answer.label === "add-docket") {
          ledgers.set(caseIdOf(answer), []);
        }
        if (answer.status === 201 && answer.label === "transaction create") {
          ledgers.get(answer.caseId as string)?.push(transactionIdOf(answer));
        }
      }
    }

    const failures = answers.filter((a) => a.status >= 500);
    expect(
      failures.map((a) => `${a.label}: ${a.status} ${a.body.message}`),
      `${failures.length} of ${answers.length} writes failed`,
    ).toEqual([]);
    // Every write here is valid and touches only what exists: each one succeeds.
    expect(answers.filter((a) => a.status >= 400).map((a) => `${a.label}: ${a.status}`)).toEqual(
      [],
    );
    expect(answers.length).toBeGreaterThan(ROUNDS * 4);
    expect([...new Set(answers.map((a) => a.label))].sort()).toEqual([
      "add-docket",
      "case delete",
      "edit",
      "transaction create",
      "transaction delete",
      "transaction update",
    ]);
    // Retries would hide deadlocks from the answers; taking locks in one order means there are
    // none to retry. (PostgreSQL counts them per database; this one is the test's own.)
    expect((await deadlocksSoFar()) - deadlocksBefore, "deadlocks PostgreSQL detected").toBe(0);

    // The stored figures are exactly what a fresh replay of each case's ledger gives.
    const db = t.database.db;
    const stored = await db.select().from(cases).where(eq(cases.workspaceId, alice.id));
    expect(stored.length).toBe(ledgers.size);
    for (const row of stored) {
      const rows = await db
        .select()
        .from(transactions)
        .where(eq(transactions.caseId, row.id))
        .orderBy(asc(transactions.date), asc(transactions.sequence));
      const ledger = computeLedger(termsOf(row), ledgerTransactionsOf(rows));
      expect(row.snapshot).toEqual(JSON.parse(JSON.stringify(snapshotFromLedger(ledger))));
      expect(row.isEnded).toBe(ledger.state.satisfiedOn !== null);
      const figures = (r: {
        calculatedInterest: bigint;
        appliedToInterest: bigint;
        appliedToPrincipal: bigint;
        newBalance: bigint;
        unpaidInterestAfter: bigint;
      }) =>
        [
          r.calculatedInterest,
          r.appliedToInterest,
          r.appliedToPrincipal,
          r.newBalance,
          r.unpaidInterestAfter,
        ]
          .map(String)
          .join(" ");
      expect(rows.map((r) => `${r.id} ${figures(r)}`)).toEqual(
        ledger.rows.map(
          (r) =>
            `${r.id} ${figures({
              calculatedInterest: r.interestAccrued,
              appliedToInterest: r.appliedToInterest,
              appliedToPrincipal: r.appliedToPrincipal,
              newBalance: r.principalAfter,
              unpaidInterestAfter: r.unpaidInterestAfter,
            })}`,
        ),
      );
    }
  }, 180_000);
});

/** An error shaped like Drizzle's: the driver's error, with its SQLSTATE, as the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error("Failed query: update ..."), {
    cause: Object.assign(new Error("deadlock detected"), { code }),
  });

describe("a write PostgreSQL aborts for a conflict", () => {
  const noWait = { sleep: async () => {} };

  it("runs again after a deadlock or a serialization failure, and then succeeds", async () => {
    for (const code of ["40P01", "40001"]) {
      let runs = 0;
      const result = await retryOnConflict(async () => {
        runs++;
        if (runs < 3) throw wrapped(code);
        return "saved";
      }, noWait);
      expect(result).toBe("saved");
      expect(runs).toBe(3);
    }
  });

  it("gives up after three more runs and passes the conflict on", async () => {
    let runs = 0;
    const failing = retryOnConflict(async () => {
      runs++;
      throw wrapped("40P01");
    }, noWait);
    await expect(failing).rejects.toSatisfy(isConflictAbort);
    expect(runs).toBe(4);
  });

  it("never runs again for any other error", async () => {
    for (const error of [wrapped("23505"), wrapped("22P02"), new Error("Case not found.")]) {
      let runs = 0;
      const failing = retryOnConflict(async () => {
        runs++;
        throw error;
      }, noWait);
      await expect(failing).rejects.toBe(error);
      expect(runs).toBe(1);
    }
  });

  it.skipIf(testDriver === "pglite")(
    "survives a real deadlock on PostgreSQL (PGlite has one connection and cannot deadlock)",
    async () => {
      const db = t.database.db;
      const seeded = await call("seed", "POST", "/add-docket/", newCase({ caseName: "Deadlock" }));
      const other = await call("seed", "POST", "/add-docket/", newCase({ caseName: "Lock" }));
      const [first, second] = [caseIdOf(seeded), caseIdOf(other)];
      // Two transactions take the same two rows in opposite orders and meet halfway, so
      // PostgreSQL must abort one of them: with the retry, both still finish.
      let halfway = 0;
      let aborted = 0;
      const both = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (halfway >= 2) {
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
      const crosswise = (a: string, b: string) =>
        retryOnConflict(async () => {
          try {
            return await db.transaction(async (tx) => {
              await tx.execute(sql`select id from cases where id = ${a} for update`);
              halfway++;
              await both;
              await tx.execute(sql`select id from cases where id = ${b} for update`);
              return "done";
            });
          } catch (error) {
            if (isConflictAbort(error)) aborted++;
            throw error;
          }
        });
      expect(await Promise.all([crosswise(first, second), crosswise(second, first)])).toEqual([
        "done",
        "done",
      ]);
      expect(aborted).toBe(1);
    },
  );
});
