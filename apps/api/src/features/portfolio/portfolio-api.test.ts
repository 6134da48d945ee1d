import { parseMoneyInput, toDecimalString } from "@owed/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases, clients, workspaces } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createPortfolio } from "./portfolio-use-cases.ts";

// The portfolio through the API (docs/portfolio.md, "The portfolio"): every total is the sum of
// the cases' own figures for the date, as each case's payoff answer gives them, compared exactly;
// a write to any case is seen at once; a client's portfolio holds its cases only; another
// workspace's client is a 404.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let stranger: LoggedInUser;
let acme: string;
let globex: string;
const ids: string[] = [];
const $ = (text: string) => parseMoneyInput(text);
const c = (value: bigint) => toDecimalString(value, 2);

async function addCase(change: Record<string, unknown>, entries: Record<string, unknown>[]) {
  const created = await docketCall(t.app, alice, "POST", "/add-docket/", newCase(change));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id: string = created.body.data.id;
  for (const entry of entries) {
    const added = await docketCall(t.app, alice, "POST", "/transactions/create/", {
      case_id: id,
      description: "",
      ...entry,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  ids.push(id);
  return id;
}

const pay = (date: string, amount: string) => ({ transaction_type: "PAYMENT", date, amount });
const cost = (date: string, amount: string) => ({ transaction_type: "COST", date, amount });

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app);
  // A paying workspace: the free plan's three-case limit would refuse the fourth case.
  await t.database.db
    .update(workspaces)
    .set({ paidUntil: new Date("2030-01-01T00:00:00Z") })
    .where(eq(workspaces.id, alice.id));
  const made = await t.database.db
    .insert(clients)
    .values([
      { workspaceId: alice.id, name: "Acme Bank" },
      { workspaceId: alice.id, name: "Globex Credit" },
    ])
    .returning({ id: clients.id });
  acme = made[0]?.id as string;
  globex = made[1]?.id as string;

  const a = await addCase(
    { caseName: "Acme v. Roe", judgmentDate: "2019-03-10", jurisdiction: "CA" },
    [pay("2025-10-02", "1200.00"), cost("2025-11-03", "45.50"), pay("2026-11-02", "300.00")],
  );
  const b = await addCase(
    {
      caseName: "Acme v. Doe",
      judgmentDate: "2024-06-30",
      judgmentAmount: 2500,
      interestRate: 7,
      costTreatment: "separate-bearing",
    },
    [cost("2024-07-15", "120.00"), pay("2026-01-15", "99.99"), pay("2026-11-20", "250.00")],
  );
  const g = await addCase(
    { caseName: "Globex v. Poe", judgmentDate: "2016-11-01", jurisdiction: "TX" },
    [pay("2024-05-05", "500.00")],
  );
  // Paid in full: in the totals, in no aging bucket.
  await addCase({ caseName: "Settled v. Paid", judgmentDate: "2026-02-01", judgmentAmount: 100 }, [
    pay("2026-03-01", "100.76"),
  ]);
  // No client, and a judgment after an earlier as-of date.
  await addCase(
    { caseName: "Later v. Judgment", judgmentDate: "2026-09-01", judgmentAmount: 800 },
    [],
  );
  await t.database.db.update(cases).set({ clientId: acme }).where(sql`${cases.id} in (${a}, ${b})`);
  await t.database.db.update(cases).set({ clientId: globex }).where(eq(cases.id, g));
});
afterAll(async () => t.close());

interface Shown {
  principal: bigint;
  interest: bigint;
  costs: bigint;
  total: bigint;
  perDiem: bigint;
}

/** The case's own figures for the date, from its payoff answer (the case page's figures). */
async function payoffOf(id: string, date: string): Promise<Shown> {
  const res = await docketCall(t.app, alice, "GET", `/cases/${id}/payoff/?date=${date}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const p = res.body.data;
  const principal = $(p.principalBalance);
  const interest = $(p.accruedInterest);
  const total = $(p.totalPayoff);
  return {
    principal,
    interest,
    costs: total - principal - interest,
    total,
    perDiem: parseMoneyInput(p.perDiem, { maxDecimals: 4 }),
  };
}

async function judgmentDateOf(id: string): Promise<string> {
  return (await docketCall(t.app, alice, "GET", `/cases/${id}/`)).body.data.judgmentDate;
}

/** The sum of the given cases' payoff answers for the date (cases not yet judged then left out). */
async function sumOfCases(caseIds: readonly string[], date: string) {
  const sum = { principal: 0n, interest: 0n, costs: 0n, total: 0n, perDiem: 0n };
  for (const id of caseIds) {
    if ((await judgmentDateOf(id)) > date) continue;
    const shown = await payoffOf(id, date);
    for (const key of Object.keys(sum) as (keyof Shown)[]) sum[key] += shown[key];
  }
  return {
    principal: c(sum.principal),
    interest: c(sum.interest),
    costs: c(sum.costs),
    total: c(sum.total),
    perDiem: toDecimalString(sum.perDiem, 4),
  };
}

const portfolio = (query = "") => docketCall(t.app, alice, "GET", `/portfolio/${query}`);

describe("the portfolio", () => {
  it("adds up exactly the cases' own figures for the date, at every point of the chart", async () => {
    const res = await portfolio("?asOf=2026-11-26");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p.asOf).toBe("2026-11-26");
    expect(p.client).toBeNull();
    expect(p.totals.judgments).toBe(5);
    expect(p.totals.openJudgments).toBe(4);
    const own = await sumOfCases(ids, "2026-11-26");
    expect({ ...p.totals.outstanding, perDiem: p.totals.perDiem }).toEqual(own);
    expect(p.totals.collectedThisMonth).toBe("550.00");
    expect(p.totals.collectedThisYear).toBe("750.75");
    expect(p.collectionsByMonth).toHaveLength(24);
    expect(p.collectionsByMonth[0].month).toBe("2024-12");
    expect(p.collectionsByMonth.at(-1)).toMatchObject({ month: "2026-11", collected: "550.00" });
    expect(
      p.collectionsByMonth.find((m: { month: string }) => m.month === "2025-11"),
    ).toMatchObject({
      collected: "0.00",
      costsAdded: "45.50",
    });
    expect(p.outstandingOverTime).toHaveLength(24);
    for (const point of p.outstandingOverTime) {
      const { perDiem: _perDiem, ...sum } = await sumOfCases(ids, point.date);
      expect(point, point.date).toEqual({ date: point.date, ...sum });
    }
    expect(p.outstandingOverTime.at(-1).total).toBe(p.totals.outstanding.total);
  });

  it("has each bucket's cases add up to the bucket, and each case's figures be its own", async () => {
    const p = (await portfolio("?asOf=2026-11-26")).body.data;
    const buckets = [...p.byJudgmentAge, ...p.bySinceLastPayment, ...p.byJurisdiction];
    expect(p.byJurisdiction.map((b: { key: string }) => b.key)).toEqual([
      "jurisdiction:CA",
      "jurisdiction:TX",
      "jurisdiction:none",
    ]);
    for (const bucket of buckets) {
      const res = await docketCall(
        t.app,
        alice,
        "GET",
        `/portfolio/cases/?asOf=2026-11-26&bucket=${encodeURIComponent(bucket.key)}`,
      );
      expect(res.status, bucket.key).toBe(200);
      const listed = res.body.data.cases as { outstanding: { total: string } }[];
      expect(listed.length, bucket.key).toBe(bucket.cases);
      const sum = listed.reduce((s, x) => s + $(x.outstanding.total), 0n);
      expect(c(sum), bucket.key).toBe(bucket.outstanding);
    }
    expect(p.bySinceLastPayment.find((b: { key: string }) => b.key === "quiet:0-30").cases).toBe(2);
    expect(p.bySinceLastPayment.find((b: { key: string }) => b.key === "quiet:never").cases).toBe(
      1,
    );
    expect(p.byJudgmentAge.find((b: { key: string }) => b.key === "age:10y-plus").cases).toBe(1);

    const all = await docketCall(t.app, alice, "GET", "/portfolio/cases/?asOf=2026-11-26");
    expect(all.body.data.bucket).toBe("all");
    for (const row of all.body.data.cases) {
      const own = await payoffOf(row.id, "2026-11-26");
      expect(row.outstanding, row.caseName).toEqual({
        principal: c(own.principal),
        interest: c(own.interest),
        costs: c(own.costs),
        total: c(own.total),
      });
    }
    const interest = all.body.data.cases.reduce(
      (s: bigint, x: { interestThisMonth: string }) => s + $(x.interestThisMonth),
      0n,
    );
    expect(c(interest)).toBe(p.totals.interestThisMonth);
  });

  it("sees a payment's edit at once, and a row changed by hand without its version", async () => {
    const before = (await portfolio()).body.data;
    const ledger = await docketCall(t.app, alice, "GET", `/cases/${ids[0]}/transactions/`);
    const payment = (ledger.body.data as { id: string; date: string }[]).find(
      (x) => x.date === "2026-11-02",
    );
    const edited = await docketCall(t.app, alice, "PUT", `/transactions/${payment?.id}/update/`, {
      case_id: ids[0],
      transaction_type: "PAYMENT",
      amount: "900.00",
      date: "2026-11-02",
      description: "",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = (await portfolio()).body.data;
    expect(after.totals.collectedThisMonth).toBe("1150.00");
    expect(after.totals.outstanding).not.toEqual(before.totals.outstanding);
    const own = await sumOfCases(ids, "2026-11-26");
    expect({ ...after.totals.outstanding, perDiem: after.totals.perDiem }).toEqual(own);

    // A hand-run UPDATE that does not bump the case's version still reaches the portfolio.
    await t.database.db.execute(
      sql`update cases set judgment_amount = judgment_amount + 100000000 where id = ${ids[4]}`,
    );
    const byHand = (await portfolio()).body.data;
    expect($(byHand.totals.judgmentAmount) - $(after.totals.judgmentAmount)).toBe($("10000"));
    // Put back by hand too (the case's stored snapshot was never changed), and seen again.
    await t.database.db.execute(
      sql`update cases set judgment_amount = judgment_amount - 100000000 where id = ${ids[4]}`,
    );
    expect((await portfolio()).body.data.totals).toEqual(after.totals);
  });

  it("leaves out a judgment entered after the date", async () => {
    const p = (await portfolio("?asOf=2026-08-31")).body.data;
    expect(p.totals.judgments).toBe(4);
    const own = await sumOfCases(ids, "2026-08-31");
    expect(p.totals.outstanding.total).toBe(own.total);
  });

  it("reports one client's cases, or those with no client", async () => {
    const one = await portfolio(`?client=${acme}&asOf=2026-11-26`);
    expect(one.status).toBe(200);
    expect(one.body.data.client).toEqual({ id: acme, name: "Acme Bank" });
    expect(one.body.data.totals.judgments).toBe(2);
    expect(one.body.data.totals.outstanding.total).toBe(
      (await sumOfCases(ids.slice(0, 2), "2026-11-26")).total,
    );
    const none = await portfolio("?client=none&asOf=2026-11-26");
    expect(none.body.data).toMatchObject({ client: null, unassignedOnly: true });
    expect(none.body.data.totals.judgments).toBe(2);
    const listed = await docketCall(t.app, alice, "GET", `/portfolio/cases/?client=${globex}`);
    expect(listed.body.data.cases.map((x: { clientName: string }) => x.clientName)).toEqual([
      "Globex Credit",
    ]);
  });

  it("refuses a date, a group or a client it does not know, in words", async () => {
    const date = await portfolio("?asOf=2026-02-30");
    expect(date.status).toBe(400);
    expect(date.body.code).toBe("invalid_date");
    expect((await portfolio("?asOf=1066-10-14")).status).toBe(400);
    const group = await docketCall(t.app, alice, "GET", "/portfolio/cases/?bucket=age:forever");
    expect(group.status).toBe(400);
    expect(group.body.code).toBe("invalid_input");
    for (const client of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await portfolio(`?client=${client}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("client_not_found");
    }
    expect((await portfolio(`?asOf=${"9".repeat(41)}`)).status).toBe(400);
  });

  it("is another workspace's business: a stranger sees none of it", async () => {
    const theirs = await docketCall(t.app, stranger, "GET", "/portfolio/");
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.totals).toMatchObject({ judgments: 0, outstanding: { total: "0.00" } });
    for (const url of [`/portfolio/?client=${acme}`, `/portfolio/cases/?client=${acme}`]) {
      const res = await docketCall(t.app, stranger, "GET", url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe("client_not_found");
    }
  });

  it("lists the judgment deadlines of the next 90 days with their rule", async () => {
    // The Texas judgment of 2016-11-01 goes dormant ten years on (Tex. Civ. Prac. & Rem. Code).
    const p = (await portfolio("?asOf=2026-09-01")).body.data;
    for (const d of p.deadlines) {
      expect(d.date >= "2026-09-01" && d.date <= "2026-11-30", d.date).toBe(true);
      expect(d.rule.length).toBeGreaterThan(10);
    }
    expect(p.deadlines.map((d: { caseName: string }) => d.caseName)).toContain("Globex v. Poe");
  });

  it("derives a later date in the month from an earlier one's kept figures, exactly", async () => {
    // 2026-08-05, then 2026-08-20 (no request has asked for August yet): the cases with no entry
    // after the 5th (Globex v. Poe, Settled v. Paid) are derived, the others replayed; every figure
    // is still the sum of the cases' own payoff answers for the 20th.
    const first = (await portfolio("?asOf=2026-08-05")).body.data;
    const later = (await portfolio("?asOf=2026-08-20")).body.data;
    expect(later.asOf).toBe("2026-08-20");
    const own = await sumOfCases(ids, "2026-08-20");
    expect({ ...later.totals.outstanding, perDiem: later.totals.perDiem }).toEqual(own);
    expect(later.totals.interestThisMonth).not.toBe(first.totals.interestThisMonth);
    expect(later.collectionsByMonth).toEqual(first.collectionsByMonth);
    expect(later.outstandingOverTime.slice(0, 23)).toEqual(first.outstandingOverTime.slice(0, 23));
    const { perDiem: _perDiem, ...point } = own;
    expect(later.outstandingOverTime.at(-1)).toEqual({ date: "2026-08-20", ...point });
    // Globex v. Poe's Texas judgment goes dormant on 2026-11-01, within 90 days of the 20th.
    expect(later.deadlines.map((d: { caseName: string }) => d.caseName)).toContain("Globex v. Poe");
    const byBucket = await docketCall(t.app, alice, "GET", "/portfolio/cases/?asOf=2026-08-20");
    for (const row of byBucket.body.data.cases) {
      const shown = await payoffOf(row.id, "2026-08-20");
      expect(row.outstanding.total, row.caseName).toBe(c(shown.total));
    }

    // A case written since (a cost dated before the 20th) is replayed; the rest derived again.
    const added = await docketCall(t.app, alice, "POST", "/transactions/create/", {
      case_id: ids[2],
      description: "",
      ...cost("2026-08-02", "30.00"),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const written = (await portfolio("?asOf=2026-08-27")).body.data;
    const ownLater = await sumOfCases(ids, "2026-08-27");
    expect({ ...written.totals.outstanding, perDiem: written.totals.perDiem }).toEqual(ownLater);

    // How many were derived, on a service of its own (the docket version read as always new).
    const counts: { replayed: number; derived: number }[] = [];
    let version = 0;
    const service = createPortfolio({
      db: t.database.db,
      docketVersion: async () => ++version,
      writsByCase: async () => new Map(),
      workedOut: (count) => counts.push(count),
    });
    const all = { kind: "all" } as const;
    const d1 = await service.portfolio(alice.id, "2026-08-05", all);
    const d2 = await service.portfolio(alice.id, "2026-08-28", all);
    const d3 = await service.portfolio(alice.id, "2026-09-03", all);
    const d4 = await service.portfolio(alice.id, "2026-08-04", all);
    // Acme v. Roe and Acme v. Doe have entries after the 5th; Later v. Judgment was not yet a
    // judgment; a new month and an earlier date are worked out from the ledgers.
    expect(counts).toEqual([
      { replayed: 5, derived: 0 },
      { replayed: 3, derived: 2 },
      { replayed: 5, derived: 0 },
      { replayed: 5, derived: 0 },
    ]);
    const ownD2 = await sumOfCases(ids, "2026-08-28");
    expect({ ...d2.totals.outstanding, perDiem: d2.totals.perDiem }).toEqual(ownD2);
    expect(d1.asOf).toBe("2026-08-05");
    expect(d3.asOf).toBe("2026-09-03");
    expect(d4.asOf).toBe("2026-08-04");
  });
});
