import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Today is 2025-01-15 in UTC (the users register with the default time zone, UTC).
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let bob: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  bob = await registerAndLogin(t.app);
});

// The free plan allows 3 active cases: each story gets an account of its own.
let alice: LoggedInUser;
beforeEach(async () => {
  alice = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { data: Record<string, unknown> };

async function call(
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const res = await call(user, "POST", "/docket/api/add-docket/", newCase(change));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string } & Record<string, unknown>;
}

const pay = (caseId: string, amount: string, date: string, type = "PAYMENT") => ({
  case_id: caseId,
  transaction_type: type,
  amount,
  date,
  description: "",
});

async function caseAndLedger(user: LoggedInUser, id: string) {
  const detail = await call(user, "GET", `/docket/api/cases/${id}/`);
  const tx = await call(user, "GET", `/docket/api/cases/${id}/transactions/`);
  return {
    detail: detail.body.data,
    transactions: tx.body.data as unknown as Record<string, string>[],
  };
}

describe("dates that cannot be right", () => {
  it("refuses a judgment dated after the user's today", async () => {
    const res = await call(
      alice,
      "POST",
      "/docket/api/add-docket/",
      newCase({ judgmentDate: "2025-01-16" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Judgment date cannot be after today (01/15/2025)");
    expect(res.body.errors).toEqual({
      judgmentDate: ["Judgment date cannot be after today (01/15/2025)"],
    });
  });

  it("refuses a payment or cost dated after today, on create and on update", async () => {
    const c = await addCase(alice, { caseName: "Future v. Dated" });
    const future = await call(
      alice,
      "POST",
      "/docket/api/transactions/create/",
      pay(c.id, "10.00", "2025-01-16"),
    );
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Date cannot be after today (01/15/2025)");
    expect(future.body.errors).toEqual({ date: ["Date cannot be after today (01/15/2025)"] });
    const ok = await call(
      alice,
      "POST",
      "/docket/api/transactions/create/",
      pay(c.id, "10.00", "2025-01-15"),
    );
    expect(ok.status).toBe(201);
    const id = (ok.body.data.transaction as { id: string }).id;
    const moved = await call(
      alice,
      "PUT",
      `/docket/api/transactions/${id}/update/`,
      pay(c.id, "10.00", "2025-02-01"),
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe("Date cannot be after today (01/15/2025)");
    expect((await caseAndLedger(alice, c.id)).transactions[0]?.date).toBe("2025-01-15");
  });

  it("refuses a debtor e-mail that is not one, and keeps a blank one", async () => {
    const res = await call(
      alice,
      "POST",
      "/docket/api/add-docket/",
      newCase({ debtorEmail: "roe at example" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ debtorEmail: ["Enter a valid email address"] });
    await addCase(alice, { caseName: "No Email v. Roe", debtorEmail: "" });
  });
});

describe("Edit Case corrects everything", () => {
  it("changes amount, date, rate and compounding, and recomputes the whole ledger", async () => {
    const c = await addCase(alice, {
      caseName: "Typo v. Roe",
      judgmentAmount: 1000,
      interestRate: 10,
    });
    expect(
      (
        await call(
          alice,
          "POST",
          "/docket/api/transactions/create/",
          pay(c.id, "100.00", "2024-07-14"),
        )
      ).status,
    ).toBe(201);
    // $1,000 at 10% from 01/15/2024: 181 days × $0.2739 = $49.5759 of interest when the $100 is paid.
    const before = await caseAndLedger(alice, c.id);
    expect(before.transactions[0]).toMatchObject({
      calculatedInterest: "49.58",
      newBalance: "949.58",
    });

    const body = {
      caseName: "Typo Corrected v. Roe",
      courtName: "Superior Court",
      courtCaseNumber: "RG24-1",
      judgmentAmount: "10000",
      judgmentDate: "2024-01-15",
      interestRate: "9",
      compounding: "annual",
      jurisdiction: "ca",
      debtorCity: "Oakland",
    };
    const preview = await call(alice, "POST", `/docket/api/case/${c.id}/edit/preview/`, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      before: { asOf: "2025-01-15", payoffAmount: before.detail.payoffAmount },
      figuresChange: true,
    });
    // The preview stores nothing.
    expect((await caseAndLedger(alice, c.id)).detail.judgmentAmount).toBe("1000.00");

    const saved = await call(alice, "PUT", `/docket/api/case/${c.id}/edit/`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe("Case updated successfully");
    expect(saved.body.data).toMatchObject({
      caseName: "Typo Corrected v. Roe",
      judgmentAmount: "10000.00",
      interestRate: "9",
      compounding: "annual",
      jurisdiction: "CA",
      debtorCity: "Oakland",
      payoffAmount: (preview.body.data.after as { payoffAmount: string }).payoffAmount,
    });
    // $10,000 at 9%: 181 days × $2.4657 = $446.2917 when the $100 is paid.
    const after = await caseAndLedger(alice, c.id);
    expect(after.transactions[0]).toMatchObject({
      calculatedInterest: "446.29",
      appliedToInterest: "100.00",
      newBalance: "10000.00",
    });
  });

  it("a preview with nothing that moves figures says so", async () => {
    const c = await addCase(alice, { caseName: "Rename v. Only" });
    const res = await call(alice, "POST", `/docket/api/case/${c.id}/edit/preview/`, {
      caseName: "Renamed v. Only",
      courtName: "Court",
      courtCaseNumber: "1",
      judgmentAmount: 10000,
      judgmentDate: "2024-01-15",
    });
    expect(res.body.data.figuresChange).toBe(false);
  });

  it("refuses a change that would push a later payment above the payoff, naming it, and changes nothing", async () => {
    const c = await addCase(alice, {
      caseName: "Big Payment v. Roe",
      judgmentAmount: 1000,
      interestRate: 0,
    });
    expect(
      (
        await call(
          alice,
          "POST",
          "/docket/api/transactions/create/",
          pay(c.id, "900.00", "2024-06-01"),
        )
      ).status,
    ).toBe(201);
    const body = {
      caseName: "Big Payment v. Roe",
      courtName: "Court",
      courtCaseNumber: "1",
      judgmentAmount: "500",
    };
    const message =
      "This change would make the payment of $900.00 on 06/01/2024 more than the payoff of $500.00 on that date.";
    const preview = await call(alice, "POST", `/docket/api/case/${c.id}/edit/preview/`, body);
    expect(preview.status).toBe(400);
    expect(preview.body.message).toBe(message);
    const saved = await call(alice, "PUT", `/docket/api/case/${c.id}/edit/`, body);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(message);
    expect(saved.body.code).toBe("payment_exceeds_payoff");
    expect((await caseAndLedger(alice, c.id)).detail.judgmentAmount).toBe("1000.00");
  });

  it("names the later payment, not the entry being changed, when a new or edited entry breaks it", async () => {
    const c = await addCase(alice, {
      caseName: "Order v. Roe",
      judgmentAmount: 1000,
      interestRate: 0,
    });
    const cost = await call(
      alice,
      "POST",
      "/docket/api/transactions/create/",
      pay(c.id, "200.00", "2024-03-01", "COST"),
    );
    expect(
      (
        await call(
          alice,
          "POST",
          "/docket/api/transactions/create/",
          pay(c.id, "1100.00", "2024-06-01"),
        )
      ).status,
    ).toBe(201);
    const costId = (cost.body.data.transaction as { id: string }).id;
    const edit = await call(
      alice,
      "PUT",
      `/docket/api/transactions/${costId}/update/`,
      pay(c.id, "50.00", "2024-03-01", "COST"),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe(
      "This change would make the payment of $1,100.00 on 06/01/2024 more than the payoff of $1,050.00 on that date.",
    );
    const del = await call(alice, "DELETE", `/docket/api/transactions/${costId}/delete/`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe(
      "This change would make the payment of $1,100.00 on 06/01/2024 more than the payoff of $1,000.00 on that date.",
    );
    // A payment that is itself too large keeps the engine's own words.
    const own = await call(
      alice,
      "POST",
      "/docket/api/transactions/create/",
      pay(c.id, "5000.00", "2024-07-01"),
    );
    expect(own.body.message).toBe(
      "Payment of $5,000.00 is more than the payoff of $100.00 on 07/01/2024.",
    );
  });

  it("refuses a judgment date moved after a transaction or after today", async () => {
    const c = await addCase(alice, { caseName: "Moved v. Roe" });
    await call(alice, "POST", "/docket/api/transactions/create/", pay(c.id, "10.00", "2024-02-01"));
    const base = { caseName: "Moved v. Roe", courtName: "Court", courtCaseNumber: "1" };
    const late = await call(alice, "PUT", `/docket/api/case/${c.id}/edit/`, {
      ...base,
      judgmentDate: "2024-03-01",
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      "A transaction dated 02/01/2024 is before the judgment date 03/01/2024.",
    );
    const future = await call(alice, "PUT", `/docket/api/case/${c.id}/edit/`, {
      ...base,
      judgmentDate: "2025-02-01",
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Judgment date cannot be after today (01/15/2025)");
    const badRate = await call(alice, "PUT", `/docket/api/case/${c.id}/edit/`, {
      ...base,
      interestRate: "101",
    });
    expect(badRate.status).toBe(400);
  });

  it("keeps another user's case hidden from the edit and its preview", async () => {
    const c = await addCase(alice, { caseName: "Private v. Roe" });
    const body = { caseName: "Mine now", courtName: "Court", courtCaseNumber: "1" };
    expect((await call(bob, "POST", `/docket/api/case/${c.id}/edit/preview/`, body)).status).toBe(
      404,
    );
    expect((await call(bob, "PUT", `/docket/api/case/${c.id}/edit/`, body)).status).toBe(404);
  });
});

describe("an ended case", () => {
  it("still gives its payoff figures for any date, with nothing left to pay after the end", async () => {
    const c = await addCase(bob, {
      caseName: "Paid v. Roe",
      judgmentAmount: 1000,
      interestRate: 0,
    });
    expect(
      (
        await call(
          bob,
          "POST",
          "/docket/api/transactions/create/",
          pay(c.id, "1000.00", "2024-06-01"),
        )
      ).status,
    ).toBe(201);
    const after = await call(bob, "GET", `/docket/api/cases/${c.id}/payoff/?date=2024-12-01`);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ totalPayoff: "0.00", totalPayments: "1000.00" });
    const before = await call(bob, "GET", `/docket/api/cases/${c.id}/payoff/?date=2024-05-01`);
    expect(before.body.data).toMatchObject({ totalPayoff: "1000.00" });
    const cost = await call(
      bob,
      "POST",
      "/docket/api/transactions/create/",
      pay(c.id, "5.00", "2024-07-01", "COST"),
    );
    expect(cost.status).toBe(400);
    expect(cost.body.message).toBe("This case is already ended");
  });
});
