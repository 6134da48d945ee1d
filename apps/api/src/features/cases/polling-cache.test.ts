import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CHANGE_FEED_APPLICATION_NAME } from "../../db/change-feed.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import {
  createSecondInstance,
  createTestApp,
  type TestApp,
  testDriver,
} from "../../test/test-app.ts";

// Two API instances on one database, as behind a load balancer: each keeps the signed-in user and
// the docket in memory (docs/decisions/004-polling-cache.md), and must never answer from a copy
// older than a write another instance, the CLI or a hand-run statement has committed.

const clock = new TestClock("2025-01-15T15:00:00Z");
let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
let user: LoggedInUser;
let caseId: string;

async function addCase(): Promise<string> {
  const created = await a.inject({
    method: "POST",
    url: "/docket/api/add-docket/",
    headers: user.headers,
    payload: newCase(),
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  a = t.app;
  b = await createSecondInstance(t, { now: clock.now });
  user = await registerAndLogin(a);
  caseId = await addCase();
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = user.headers) =>
  app.inject({ method: "GET", url, headers });

async function pay(amount: string, date: string) {
  const res = await a.inject({
    method: "POST",
    url: "/docket/api/transactions/create/",
    headers: user.headers,
    payload: { case_id: caseId, transaction_type: "PAYMENT", amount, date, description: "Check" },
  });
  expect(res.statusCode).toBe(201);
}

describe("answers kept in memory stay true across instances", () => {
  it("a payment through one instance shows at once in the other's list and case", async () => {
    const list = await get(b, "/docket/api/cases/");
    const detail = await get(b, `/docket/api/cases/${caseId}/`);
    expect(list.json().data[0].totalPayments).toBe("0.00");
    // Asked again, b answers from memory: the same tag, and 304 to a dashboard that has it.
    const again = await get(b, "/docket/api/cases/", {
      ...user.headers,
      "if-none-match": String(list.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    await pay("500.00", "2024-07-15");

    const listAfter = await get(b, "/docket/api/cases/", {
      ...user.headers,
      "if-none-match": String(list.headers.etag),
    });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.headers.etag).not.toBe(list.headers.etag);
    expect(listAfter.json().data[0].totalPayments).toBe("500.00");
    const detailAfter = await get(b, `/docket/api/cases/${caseId}/`, {
      ...user.headers,
      "if-none-match": String(detail.headers.etag),
    });
    expect(detailAfter.statusCode).toBe(200);
    expect(detailAfter.json().data.totalPayments).toBe("500.00");
    expect(detailAfter.json().data.lastPaymentDate).toBe("2024-07-15");
  });

  it("both instances answer the same figures and tag after every write", async () => {
    await pay("250.00", "2024-09-01");
    const [fromA, fromB] = await Promise.all([
      get(a, "/docket/api/cases/"),
      get(b, "/docket/api/cases/"),
    ]);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    expect(fromB.body).toBe(fromA.body);
    expect(fromB.json().data[0].totalPayments).toBe("750.00");
  });

  it("a password changed through one instance voids the old token on the other at once", async () => {
    const other = await registerAndLogin(a);
    expect((await get(b, "/docket/api/cases/", other.headers)).statusCode).toBe(200);
    const changed = await a.inject({
      method: "POST",
      url: "/authentication/api/change-password/",
      headers: other.headers,
      payload: { current_password: other.password, new_password: "A-new-passphrase-42" },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await get(b, "/docket/api/cases/", other.headers);
    expect(stale.statusCode).toBe(401);
    const fresh = await get(b, "/docket/api/cases/", {
      authorization: `Bearer ${changed.json().access}`,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("a change made straight in the database, as the CLI makes it, reaches every instance", async () => {
    const other = await registerAndLogin(a);
    expect((await get(a, "/docket/api/cases/", other.headers)).statusCode).toBe(200);
    expect((await get(b, "/docket/api/cases/", other.headers)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update users set email_verified_at = null where id = ${other.id}`,
    );
    expect((await get(a, "/docket/api/cases/", other.headers)).statusCode).toBe(401);
    expect((await get(b, "/docket/api/cases/", other.headers)).statusCode).toBe(401);

    const before = await get(b, "/docket/api/cases/");
    await t.database.db.execute(
      sql`update docket_versions set version = version + 1 where workspace_id = ${user.id}`,
    );
    const after = await get(b, "/docket/api/cases/");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("a case or transaction corrected by hand in the database reaches every instance", async () => {
    const warmList = await get(b, "/docket/api/cases/");
    const warmDetail = await get(b, `/docket/api/cases/${caseId}/`);
    await t.database.db.execute(
      sql`update cases set case_name = 'Acme Supply v. Roe (corrected)' where id = ${caseId}`,
    );
    const list = await get(b, "/docket/api/cases/");
    const detail = await get(b, `/docket/api/cases/${caseId}/`);
    expect(list.json().data[0].caseName).toBe("Acme Supply v. Roe (corrected)");
    expect(detail.json().data.caseName).toBe("Acme Supply v. Roe (corrected)");
    // A dashboard holding the old tags gets the new answer, not a 304.
    expect(list.headers.etag).not.toBe(warmList.headers.etag);
    expect(detail.headers.etag).not.toBe(warmDetail.headers.etag);

    const version = async () => {
      const result = (await t.database.db.execute(
        sql`select version from docket_versions where workspace_id = ${user.id}`,
      )) as unknown as { rows: { version: string | number }[] };
      return Number(result.rows[0]?.version);
    };
    const beforeTransactionFix = await version();
    await t.database.db.execute(
      sql`update transactions set description = 'Cashier''s check' where case_id = ${caseId}`,
    );
    expect(await version()).toBeGreaterThan(beforeTransactionFix);
    expect((await get(b, "/docket/api/cases/")).headers.etag).not.toBe(list.headers.etag);
  });

  it("never reuses a version, even after the versions are emptied by hand", async () => {
    const before = await get(b, "/docket/api/cases/");
    await t.database.db.execute(sql`truncate docket_versions`);
    await t.database.db.execute(
      sql`update cases set case_name = 'Acme Supply v. Roe' where id = ${caseId}`,
    );
    const after = await get(b, "/docket/api/cases/");
    expect(after.json().data[0].caseName).toBe("Acme Supply v. Roe");
    const versionOf = (etag: unknown) =>
      Number(/-(\d+)-\d{4}-\d{2}-\d{2}"$/.exec(String(etag))?.[1]);
    expect(versionOf(after.headers.etag)).toBeGreaterThan(versionOf(before.headers.etag));
  });

  it("finds a case asked for by its id in capitals, on either instance", async () => {
    const upper = caseId.toUpperCase();
    for (const app of [a, b]) {
      const res = await get(app, `/docket/api/cases/${upper}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(caseId);
    }
  });

  it("a poll is answered from memory: a change that notifies no one goes unseen", async () => {
    // Proof that the database is not read on the polling path (the benchmark measures its
    // speed): with the trigger off, a version bump is invisible to a warm instance.
    const warm = await get(b, "/docket/api/cases/");
    await t.database.db.execute(
      sql`alter table docket_versions disable trigger docket_versions_notify_changed`,
    );
    try {
      await t.database.db.execute(
        sql`update docket_versions set version = version + 1 where workspace_id = ${user.id}`,
      );
      const cached = await get(b, "/docket/api/cases/");
      expect(cached.headers.etag).toBe(warm.headers.etag);
    } finally {
      await t.database.db.execute(
        sql`alter table docket_versions enable trigger docket_versions_notify_changed`,
      );
    }
    // A reset (what TRUNCATE sends, naming no row) makes every instance forget everything.
    await t.database.db.execute(sql`select pg_notify('owed_changes', 'reset')`);
    const afterReset = await get(b, "/docket/api/cases/");
    expect(afterReset.headers.etag).not.toBe(warm.headers.etag);
    // The next notified write brings every instance up to date again.
    await pay("10.00", "2024-10-01");
    const caughtUp = await get(b, "/docket/api/cases/");
    expect(caughtUp.headers.etag).not.toBe(warm.headers.etag);
    expect(caughtUp.json().data[0].totalPayments).toBe("760.00");
  });

  it("a deleted case disappears from the other instance's list and answers 404 there", async () => {
    await get(b, `/docket/api/cases/${caseId}/`);
    const deleted = await a.inject({
      method: "DELETE",
      url: `/docket/api/cases/${caseId}/delete/`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(b, `/docket/api/cases/${caseId}/`)).statusCode).toBe(404);
    expect((await get(b, "/docket/api/cases/")).json().data).toEqual([]);
    // Recreated for any test that follows.
    caseId = await addCase();
  });
});

describe("a poll that finds nothing new reads no case", () => {
  it("answers the open case, its transactions and its ledger with 304 from the version alone", async () => {
    const urls = [
      `/docket/api/cases/${caseId}/`,
      `/docket/api/cases/${caseId}/transactions/`,
      `/docket/api/cases/${caseId}/ledger/`,
    ];
    const tags: string[] = [];
    for (const url of urls) {
      const first = await get(b, url);
      expect(first.statusCode).toBe(200);
      tags.push(String(first.headers.etag));
    }
    const reads = [
      vi.spyOn(b.docket, "findCase"),
      vi.spyOn(b.docket, "listCases"),
      vi.spyOn(b.docket, "listTransactions"),
    ];
    try {
      for (const [i, url] of urls.entries()) {
        const again = await get(b, url, { ...user.headers, "if-none-match": tags[i] ?? "" });
        expect(again.statusCode, url).toBe(304);
        expect(again.headers.etag).toBe(tags[i]);
        expect(again.body).toBe("");
      }
      for (const read of reads) expect(read).not.toHaveBeenCalled();
    } finally {
      for (const read of reads) read.mockRestore();
    }
  });

  it("answers one case without building the docket when no view is kept", async () => {
    // A user of its own: the stories after this one count this file's payments.
    const owner = await registerAndLogin(a);
    const created = await a.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: owner.headers,
      payload: newCase(),
    });
    const id = created.json().data.id;
    const paid = await a.inject({
      method: "POST",
      url: "/docket/api/transactions/create/",
      headers: owner.headers,
      payload: { case_id: id, transaction_type: "PAYMENT", amount: "10.00", date: "2024-08-01" },
    });
    expect(paid.statusCode).toBe(201); // a new version: no view is kept for it yet
    const listCases = vi.spyOn(b.docket, "listCases");
    try {
      const detail = await get(b, `/docket/api/cases/${id}/`, owner.headers);
      expect(detail.statusCode).toBe(200);
      expect(listCases).not.toHaveBeenCalled();
      const list = await get(b, "/docket/api/cases/", owner.headers);
      expect(list.json().data.find((c: { id: string }) => c.id === id)).toEqual(detail.json().data);
    } finally {
      listCases.mockRestore();
    }
  });

  it("a tag for a case that is not the user's tells nothing: the same 304 as for no case at all", async () => {
    const stranger = await registerAndLogin(a);
    const listTag = String((await get(b, "/docket/api/cases/", stranger.headers)).headers.etag);
    const version = /^W\/"cases-[0-9a-f-]{36}-(\d+)-/.exec(listTag)?.[1];
    expect(version).toBeDefined();
    const today = "2025-01-15";
    const crafted = (id: string) => ({
      ...stranger.headers,
      "if-none-match": `W/"case-${id}-${version}-${today}"`,
    });
    const theirs = await get(b, `/docket/api/cases/${caseId}/`, crafted(caseId));
    const none = "00000000-0000-4000-8000-000000000000";
    const nothing = await get(b, `/docket/api/cases/${none}/`, crafted(none));
    expect([theirs.statusCode, nothing.statusCode]).toEqual([304, 304]);
    expect(theirs.body).toBe("");
    // Without the tag, the answer is the usual 404.
    expect((await get(b, `/docket/api/cases/${caseId}/`, stranger.headers)).statusCode).toBe(404);
  });
});

describe.runIf(testDriver === "postgres")("when the change feed's connection drops", () => {
  async function listeners(): Promise<number> {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME}`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n);
  }

  it("answers come from the database until it is back, then from memory again", async () => {
    await get(b, "/docket/api/cases/");
    expect(await listeners()).toBe(2);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${CHANGE_FEED_APPLICATION_NAME}`,
    );
    // Written while neither instance can hear it: b must still answer the new figures.
    await pay("40.00", "2024-11-01");
    const during = await get(b, "/docket/api/cases/");
    expect(during.json().data[0].totalPayments).toBe("40.00");

    await vi.waitFor(async () => expect(await listeners()).toBe(2), {
      timeout: 10_000,
      interval: 100,
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("Change feed lost"));
    errors.mockRestore();
    await pay("60.00", "2024-11-15");
    const after = await get(b, "/docket/api/cases/");
    expect(after.json().data[0].totalPayments).toBe("100.00");
  });
});
