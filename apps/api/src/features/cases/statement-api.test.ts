import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Today is 2025-06-01 in UTC.
const clock = new TestClock("2025-06-01T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let bob: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await registerAndLogin(t.app);
  bob = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/docket/api/add-docket/",
    headers: user.headers,
    payload: newCase(change),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    id: string;
    principalBalance: string;
    accruedInterest: string;
    payoffAmount: string;
  };
}

describe("the statement's rows (GET cases/{id}/ledger/)", () => {
  it("shows each annual capitalisation as its own row, so the principal adds up", async () => {
    // docs/interest-method.md: $10,000 at 10% from 02/29/2024 compounding annually.
    const c = await addCase(alice, {
      judgmentDate: "2024-02-29",
      compounding: "annual",
    });
    const pay = await t.app.inject({
      method: "POST",
      url: "/docket/api/transactions/create/",
      headers: alice.headers,
      payload: {
        case_id: c.id,
        transaction_type: "PAYMENT",
        amount: "500.00",
        date: "2025-03-10",
        description: "Wage garnishment",
      },
    });
    expect(pay.statusCode).toBe(201);
    const res = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/ledger/`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.asOf).toBe("2025-06-01");
    expect(
      data.entries.map((e: Record<string, string>) => [
        e.kind,
        e.date,
        e.amount,
        e.calculatedInterest,
        e.newBalance,
        e.description,
      ]),
    ).toEqual([
      ["COMPOUNDING", "2025-02-28", "999.99", "999.99", "10999.99", ""],
      ["PAYMENT", "2025-03-10", "500.00", "30.14", "10530.13", "Wage garnishment"],
    ]);
    expect(data.entries[0].id).toBeNull();
    expect(data.entries[0].exact.amount).toBe("999.9905");
    expect(data.entries[1].exact.appliedToPrincipal).toBe("469.8640");
    // 83 days since the payment at floor4(10,530.1265 × 10% / 365) = $2.8849
    expect(data.closing).toEqual({
      from: "2025-03-10",
      to: "2025-06-01",
      days: 83,
      perDiem: "2.8849",
      interest: "239.4467",
      uniformPerDiem: true,
    });
    expect(data.summary.exact.principalBalance).toBe("10530.1265");
    expect(data.summary.exact.accruedInterest).toBe("239.4467");
    // Each part rounded, the payoff their sum (the exact 10,769.5732 would round to .57).
    expect(data.summary.principalBalance).toBe("10530.13");
    expect(data.summary.accruedInterest).toBe("239.45");
    expect(data.summary.totalPayoff).toBe("10769.58");
  });

  it("answers a repeated poll with 304 until the ledger changes", async () => {
    const c = await addCase(alice, { caseName: "Polled v. Ledger" });
    const url = `/docket/api/cases/${c.id}/ledger/`;
    const first = await t.app.inject({ method: "GET", url, headers: alice.headers });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"ledger-/);
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { ...alice.headers, "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const cost = await t.app.inject({
      method: "POST",
      url: "/docket/api/transactions/create/",
      headers: alice.headers,
      payload: { case_id: c.id, transaction_type: "COST", amount: "10.00", date: "2025-01-02" },
    });
    expect(cost.statusCode).toBe(201);
    const changed = await t.app.inject({
      method: "GET",
      url,
      headers: { ...alice.headers, "if-none-match": etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.entries).toHaveLength(1);
  });

  it("takes a date, refuses a bad one, and keeps another user's case hidden", async () => {
    const c = await addCase(alice, { caseName: "Dated v. Statement" });
    const before = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/ledger/?date=2024-01-14`,
      headers: alice.headers,
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(
      "The payoff date cannot be before the judgment date (01/15/2024).",
    );
    const bad = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/ledger/?date=tomorrow`,
      headers: alice.headers,
    });
    expect(bad.statusCode).toBe(400);
    const dated = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/ledger/?date=2024-02-14`,
      headers: alice.headers,
    });
    expect(dated.json().data.closing).toMatchObject({
      days: 30,
      perDiem: "2.7397",
      interest: "82.1910",
    });
    const other = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/ledger/`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
