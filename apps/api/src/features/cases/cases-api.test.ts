import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  computeLedger,
  EMPTY_COURT_FACTS,
  EMPTY_LETTERHEAD,
  parseMoneyInput,
  summarize,
  toDecimalString,
} from "@owed/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, login, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The clock is fixed so "today" is known: 2025-01-15 in UTC, 366 days after 2024-01-15.
const clock = new TestClock("2025-01-15T15:00:00Z");
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

// Balances a client sends are ignored: the server recomputes them (docs/product.md, "Cases").
const newCaseWithBalances = (change: Record<string, unknown> = {}) =>
  newCase({
    totalPayments: 0,
    accruedInterest: 0,
    principalBalance: 0,
    payoffAmount: 0,
    ...change,
  });

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/docket/api/add-docket/",
    headers: user.headers,
    payload: newCaseWithBalances(change),
  });
  return res;
}

async function addTransaction(user: LoggedInUser, body: Record<string, unknown>) {
  return t.app.inject({
    method: "POST",
    url: "/docket/api/transactions/create/",
    headers: user.headers,
    payload: body,
  });
}

async function deleteAllCases(user: LoggedInUser) {
  const list = await t.app.inject({
    method: "GET",
    url: "/docket/api/cases/",
    headers: user.headers,
  });
  for (const c of list.json().data) {
    await t.app.inject({
      method: "DELETE",
      url: `/docket/api/cases/${c.id}/delete/`,
      headers: user.headers,
    });
  }
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-pdf-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

describe("a case and its figures", () => {
  it("records a judgment and computes today's interest the published way", async () => {
    const res = await addCase(alice, { payoffAmount: 999999, principalBalance: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe("Case added successfully.");
    const c = body.data;
    // daily = floor4(10000 × 10 / 100 / 365) = 2.7397; 366 days -> 1002.7302.
    expect(c).toMatchObject({
      caseName: "Acme Supply v. Roe",
      judgmentAmount: "10000.00",
      judgmentDate: "2024-01-15",
      interestRate: "10",
      asOf: "2025-01-15",
      principalBalance: "10000.00",
      accruedInterest: "1002.73",
      payoffAmount: "11002.73",
      todayPayoff: "11002.73",
      perDiem: "2.7397",
      totalPayments: "0.00",
      lastPaymentDate: null,
      isEnded: false,
      compounding: "none",
      dayCount: "365",
      exact: { accruedInterest: "1002.7302", payoffAmount: "11002.7302" },
    });
    await deleteAllCases(alice);
  });

  it("stores the opening payment and cost as transactions and builds debtorInfo", async () => {
    const res = await addCase(alice, {
      paymentAmount: "500.00",
      lastPaymentDate: "2024-07-01",
      cost: "150.25",
      debtorFirm: "Roe Holdings LLC",
      debtorStreet: "12 Main St",
      debtorCity: "Oakland",
      debtorState: "CA",
      debtorZip: "94607",
      debtorPhone: "510-555-0100",
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().data;
    expect(c.debtorInfo).toBe(
      "Roe Holdings LLC\n12 Main St\nOakland, CA 94607\nPhone: 510-555-0100",
    );
    const expected = summarize(
      { judgmentAmount: 10_000_0000n, judgmentDate: "2024-01-15", rate: 10_0000n },
      [
        { type: "COST", date: "2024-01-15", amount: 150_2500n },
        { type: "PAYMENT", date: "2024-07-01", amount: 500_0000n },
      ],
      "2025-01-15",
    );
    expect(c.exact.payoffAmount).toBe(toDecimalString(expected.payoffAmount, 4));
    expect(c.totalPayments).toBe("500.00");
    expect(c.lastPaymentDate).toBe("2024-07-01");
    const tx = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/transactions/`,
      headers: alice.headers,
    });
    expect(
      tx
        .json()
        .data.map((r: { type: string; amount: string; date: string }) => [
          r.type,
          r.amount,
          r.date,
        ]),
    ).toEqual([
      ["COST", "150.25", "2024-01-15"],
      ["PAYMENT", "500.00", "2024-07-01"],
    ]);
    await deleteAllCases(alice);
  });

  it.each([
    [{ caseName: "" }, "Case name is required"],
    [{ courtName: " " }, "Court name is required"],
    [{ courtCaseNumber: "" }, "Court case number is required"],
    [{ judgmentAmount: 0 }, "Judgment amount must be greater than 0"],
    [{ interestRate: -2 }, "Interest rate must be positive"],
    [{ judgmentDate: "" }, "Judgment date is required"],
    [{ paymentAmount: 100 }, "Last payment date is required when a payment amount is given"],
    [
      { paymentAmount: 100, lastPaymentDate: "2023-12-31" },
      "A transaction dated 12/31/2023 is before the judgment date 01/15/2024.",
    ],
    [
      { paymentAmount: 20000, lastPaymentDate: "2024-02-01" },
      "Payment of $20,000.00 is more than the payoff of $10,046.57 on 02/01/2024.",
    ],
  ])("refuses a new case with %o: %s, and stores nothing", async (change, message) => {
    const res = await addCase(alice, change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, message });
    const list = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: alice.headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it("edits name, court and number, and refuses a malformed amount", async () => {
    const c = (await addCase(alice)).json().data;
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/docket/api/case/${c.id}/edit/`,
        headers: alice.headers,
        payload,
      });
    const ok = await edit({
      caseName: "Acme Supply Co. v. Roe",
      courtName: "Alameda Superior Court",
      courtCaseNumber: "RG24-001235",
      judgmentAmount: "10000.00",
      judgmentDate: "2024-01-15",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: "Case updated successfully",
      data: {
        caseName: "Acme Supply Co. v. Roe",
        courtName: "Alameda Superior Court",
        courtCaseNumber: "RG24-001235",
      },
    });
    // The first client sent the stored amount and date back unchanged; they can be corrected too
    // (docs/decisions/006-beyond-the-spec.md; corrections-api.test.ts covers the recompute).
    const invalid = await edit({
      caseName: "x",
      courtName: "y",
      courtCaseNumber: "z",
      judgmentAmount: "12,000.001",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(
      "Judgment amount must have at most 2 decimal places (whole cents)",
    );
    const after = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/`,
      headers: alice.headers,
    });
    expect(after.json().data.caseName).toBe("Acme Supply Co. v. Roe");
    await deleteAllCases(alice);
  });
});

describe("transactions", () => {
  it("applies costs and payments by the US Rule, refuses overpayment, ends and reopens the case", async () => {
    const c = (await addCase(alice)).json().data;
    const cost = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "COST",
      amount: "250.00",
      date: "2024-03-01",
      description: "Writ of execution fee",
    });
    expect(cost.statusCode, cost.body).toBe(201);
    expect(cost.json().message).toBe("Transaction created successfully.");
    // 46 days at 2.7397 = 126.0262 accrued; principal 10,250.00 after the cost.
    expect(cost.json().data.transaction).toMatchObject({
      transaction_type: "COST",
      amount: "250.00",
      calculatedInterest: "126.03",
      newBalance: "10250.00",
      exact: { calculatedInterest: "126.0262", newBalance: "10250.0000" },
    });

    const payment = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: 1000,
      date: "2024-06-01",
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const ledger = computeLedger(
      { judgmentAmount: 10_000_0000n, judgmentDate: "2024-01-15", rate: 10_0000n },
      [
        { type: "COST", date: "2024-03-01", amount: 250_0000n },
        { type: "PAYMENT", date: "2024-06-01", amount: 1000_0000n },
      ],
    );
    const row = ledger.rows[1];
    expect(payment.json().data.transaction.exact).toMatchObject({
      calculatedInterest: toDecimalString(row?.interestAccrued ?? -1n, 4),
      appliedToInterest: toDecimalString(row?.appliedToInterest ?? -1n, 4),
      appliedToPrincipal: toDecimalString(row?.appliedToPrincipal ?? -1n, 4),
      newBalance: toDecimalString(row?.principalAfter ?? -1n, 4),
    });

    const table = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/transactions/`,
      headers: alice.headers,
    });
    expect(table.json().data).toHaveLength(2);
    expect(table.json().transactions).toEqual(table.json().data);

    // Payoff on 2024-09-01, then one cent more than it.
    const payoff = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/payoff/?date=2024-09-01`,
      headers: alice.headers,
    });
    const total = payoff.json().data.totalPayoff as string;
    const tooMuch = toDecimalString(parseMoneyInput(total) + 100n, 2);
    const over = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: tooMuch,
      date: "2024-09-01",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Payment of $${Number(tooMuch).toLocaleString("en-US", { minimumFractionDigits: 2 })} is more than the payoff of $${Number(total).toLocaleString("en-US", { minimumFractionDigits: 2 })} on 09/01/2024.`,
    );
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/docket/api/cases/${c.id}/transactions/`,
          headers: alice.headers,
        })
      ).json().data,
    ).toHaveLength(2);

    const exact = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: total,
      date: "2024-09-01",
    });
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().data.case).toMatchObject({
      isEnded: true,
      endedOn: "2024-09-01",
      payoffAmount: "0.00",
    });

    const afterEnd = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "COST",
      amount: 10,
      date: "2024-10-01",
    });
    expect(afterEnd.statusCode).toBe(400);
    expect(afterEnd.json().message).toBe("This case is already ended");
    const endedPayoff = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/payoff-statement/?date=2024-12-01`,
      headers: alice.headers,
    });
    // An ended case still gives its final statement, the satisfaction statement: nothing to pay.
    expect(endedPayoff.statusCode).toBe(200);
    expect(endedPayoff.headers["content-type"]).toBe("application/pdf");
    const ended = pdfText(endedPayoff.rawPayload);
    expect(ended).toContain("Satisfaction Statement");
    expect(ended).toMatch(/Balance\s+\$0\.00/);

    // Editing the satisfying payment down leaves a balance: the case reopens.
    const id = exact.json().data.transaction.id;
    const edited = await t.app.inject({
      method: "PUT",
      url: `/docket/api/transactions/${id}/update/`,
      headers: alice.headers,
      payload: { case_id: c.id, transaction_type: "PAYMENT", amount: "100.00", date: "2024-09-01" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Transaction updated successfully.");
    expect(edited.json().data.case.isEnded).toBe(false);

    // Deleting the cost recomputes every later row.
    const costId = cost.json().data.transaction.id;
    const del = await t.app.inject({
      method: "DELETE",
      url: `/docket/api/transactions/${costId}/delete/`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe("Transaction deleted successfully");
    const remaining = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/transactions/`,
        headers: alice.headers,
      })
    ).json().data;
    const replay = computeLedger(
      { judgmentAmount: 10_000_0000n, judgmentDate: "2024-01-15", rate: 10_0000n },
      [
        { type: "PAYMENT", date: "2024-06-01", amount: 1000_0000n },
        { type: "PAYMENT", date: "2024-09-01", amount: 100_0000n },
      ],
    );
    expect(remaining.map((r: { exact: { newBalance: string } }) => r.exact.newBalance)).toEqual(
      replay.rows.map((r) => toDecimalString(r.principalAfter, 4)),
    );
    await deleteAllCases(alice);
  });

  it.each([
    [{ transaction_type: "REFUND" }, "Transaction type is required"],
    [{ amount: 0 }, "Amount must be greater than 0"],
    [{ amount: "12.345" }, "Amount must have at most 2 decimal places (whole cents)"],
    [{ date: "" }, "Date is required"],
    [
      { date: "2023-01-01" },
      "A transaction dated 01/01/2023 is before the judgment date 01/15/2024.",
    ],
  ])("refuses a transaction with %o: %s", async (change, message) => {
    const c = (await addCase(alice)).json().data;
    const res = await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "COST",
      amount: 5,
      date: "2024-02-01",
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    await deleteAllCases(alice);
  });

  it("deleting a case removes its transactions", async () => {
    const c = (await addCase(alice, { cost: 10 })).json().data;
    const tx = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/transactions/`,
        headers: alice.headers,
      })
    ).json().data;
    const del = await t.app.inject({
      method: "DELETE",
      url: `/docket/api/cases/${c.id}/delete/`,
      headers: alice.headers,
    });
    expect(del.json()).toMatchObject({ status_code: 200, message: "Case deleted successfully" });
    const gone = await t.app.inject({
      method: "PUT",
      url: `/docket/api/transactions/${tx[0].id}/update/`,
      headers: alice.headers,
      payload: { case_id: c.id, transaction_type: "COST", amount: 5, date: "2024-02-01" },
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe("isolation", () => {
  it("answers 404 for another user's case and transactions on every route, and changes nothing", async () => {
    const c = (await addCase(alice, { cost: 25 })).json().data;
    const txId = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/transactions/`,
        headers: alice.headers,
      })
    ).json().data[0].id;
    const txBody = { case_id: c.id, transaction_type: "PAYMENT", amount: 1, date: "2024-02-01" };
    const attempts = [
      { method: "GET", url: `/docket/api/cases/${c.id}/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/transactions/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/payoff/?date=2024-06-01` },
      { method: "GET", url: `/docket/api/cases/${c.id}/payoff-statement/?date=2024-06-01` },
      { method: "GET", url: `/docket/api/transactions/${c.id}/download/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/ledger/` },
      {
        method: "POST",
        url: `/docket/api/case/${c.id}/edit/preview/`,
        payload: { caseName: "x", courtName: "y", courtCaseNumber: "z", judgmentAmount: 1 },
      },
      {
        method: "PUT",
        url: `/docket/api/case/${c.id}/edit/`,
        payload: { caseName: "x", courtName: "y", courtCaseNumber: "z" },
      },
      { method: "GET", url: `/docket/api/cases/${c.id}/rate-table-update/` },
      { method: "POST", url: `/docket/api/cases/${c.id}/rate-table-update/` },
      { method: "DELETE", url: `/docket/api/cases/${c.id}/delete/` },
      { method: "POST", url: "/docket/api/transactions/create/", payload: txBody },
      { method: "PUT", url: `/docket/api/transactions/${txId}/update/`, payload: txBody },
      { method: "DELETE", url: `/docket/api/transactions/${txId}/delete/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/history/` },
      { method: "POST", url: `/docket/api/cases/${c.id}/restore/` },
      { method: "POST", url: `/docket/api/transactions/${txId}/restore/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/ledger/export/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/ledger/export/xlsx/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/deadlines/` },
      { method: "GET", url: `/docket/api/cases/${c.id}/deadlines.ics` },
      { method: "POST", url: `/docket/api/cases/${c.id}/reminders/`, payload: { muted: true } },
      { method: "GET", url: `/docket/api/cases/${c.id}/court-facts/` },
      {
        method: "PUT",
        url: `/docket/api/cases/${c.id}/court-facts/`,
        payload: { ...EMPTY_COURT_FACTS, courtCounty: "Kern" },
      },
    ] as const;
    for (const attempt of attempts) {
      const res = await t.app.inject({ ...attempt, headers: bob.headers });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json().message).toMatch(/^(Case|Transaction) not found\.$/);
    }
    const list = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: bob.headers,
    });
    expect(list.json().data).toEqual([]);
    const deadlines = await t.app.inject({ url: "/docket/api/deadlines/", headers: bob.headers });
    expect(deadlines.json().data.items).toEqual([]);
    const mine = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/`,
      headers: alice.headers,
    });
    expect(mine.json().data).toMatchObject({ caseName: c.caseName, transactionCount: 1 });
    const facts = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/court-facts/`,
      headers: alice.headers,
    });
    expect(facts.json().data).toEqual(EMPTY_COURT_FACTS);
    // Not-a-uuid ids are just as unknown.
    expect(
      (await t.app.inject({ method: "GET", url: "/docket/api/cases/42/", headers: alice.headers }))
        .statusCode,
    ).toBe(404);
    await deleteAllCases(alice);
  });

  it("keeps each workspace's letterhead its own: another's is neither read nor changed", async () => {
    const url = "/docket/api/workspace/letterhead/";
    const hers = { ...EMPTY_LETTERHEAD, firm: "Alice Law", barNumber: "111111" };
    const put = (user: typeof alice, payload: typeof hers) =>
      t.app.inject({ method: "PUT", url, headers: user.headers, payload });
    expect((await put(alice, hers)).statusCode).toBe(200);
    const read = await t.app.inject({ method: "GET", url, headers: bob.headers });
    expect(read.json().data).toEqual(EMPTY_LETTERHEAD);
    expect((await put(bob, { ...EMPTY_LETTERHEAD, firm: "Bob Law" })).statusCode).toBe(200);
    const still = await t.app.inject({ method: "GET", url, headers: alice.headers });
    expect(still.json().data).toEqual(hers);
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docket/api/cases/" });
    expect(res.statusCode).toBe(401);
  });
});

describe("the free plan", () => {
  it("allows 3 active cases; the 4th gets 403 plan_limit; ended cases do not count", async () => {
    const carol = await registerAndLogin(t.app);
    for (let i = 0; i < 3; i++) expect((await addCase(carol)).statusCode).toBe(201);
    const fourth = await addCase(carol);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({
      status_code: 403,
      message:
        "Free plan users can only have up to 3 active cases. Please upgrade your plan to add more.",
      code: "plan_limit",
    });
    // End one case by paying it off: the slot frees up.
    const first = (
      await t.app.inject({ method: "GET", url: "/docket/api/cases/", headers: carol.headers })
    ).json().data[0];
    const payoff = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${first.id}/payoff/?date=2024-02-01`,
        headers: carol.headers,
      })
    ).json().data.totalPayoff;
    expect(
      (
        await addTransaction(carol, {
          case_id: first.id,
          transaction_type: "PAYMENT",
          amount: payoff,
          date: "2024-02-01",
        })
      ).statusCode,
    ).toBe(201);
    expect((await addCase(carol)).statusCode).toBe(201);
  });

  it("holds under 20 simultaneous add-docket calls", async () => {
    const dave = await registerAndLogin(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => addCase(dave)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 403)).toHaveLength(17);
    const list = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: dave.headers,
    });
    expect(list.json().data).toHaveLength(3);
  });
});

describe("payoff and PDFs", () => {
  it("refuses a missing, malformed or pre-judgment date", async () => {
    const c = (await addCase(alice)).json().data;
    for (const [query, message] of [
      ["", "Choose a payoff date."],
      ["?date=03/01/2024", "The payoff date must be a date like 2024-03-01."],
      ["?date=2024-02-30", "The payoff date must be a date like 2024-03-01."],
      ["?date=2024-01-14", "The payoff date cannot be before the judgment date (01/15/2024)."],
    ]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/payoff-statement/${query}`,
        headers: alice.headers,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await deleteAllCases(alice);
  });

  it("prints a payoff statement whose amounts equal the engine's for that date, ignoring later transactions", async () => {
    const c = (await addCase(alice, { caseName: "Acme Supply v. Roe" })).json().data;
    await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: "1200.00",
      date: "2024-05-01",
      description: "Wage garnishment",
    });
    await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: "800.00",
      date: "2024-11-01",
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/payoff-statement/?date=2024-08-15`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(
      'filename="payoff-Acme_Supply_v._Roe-2024-08-15.pdf"',
    );
    const text = pdfText(res.rawPayload);
    const expected = summarize(
      { judgmentAmount: 10_000_0000n, judgmentDate: "2024-01-15", rate: 10_0000n },
      [{ type: "PAYMENT", date: "2024-05-01", amount: 1200_0000n }],
      "2024-08-15",
    );
    const json = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/payoff/?date=2024-08-15`,
        headers: alice.headers,
      })
    ).json().data;
    expect(json.exact.totalPayoff).toBe(toDecimalString(expected.payoffAmount, 4));
    const usd = (v: string) =>
      `$${Number(v).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    expect(text).toContain("Payoff Statement");
    expect(text).toContain(`Total payoff as of 08/15/2024`);
    expect(text).toContain(usd(json.totalPayoff));
    expect(text).toContain(usd(json.principalBalance));
    expect(text).toContain(usd(json.accruedInterest));
    expect(text).toContain(`${`$${toDecimalString(expected.perDiem, 4)}`} per day`);
    expect(text).toContain("Wage garnishment");
    expect(text).toContain("1 transaction is dated after 08/15/2024 and not included.");
    expect(text).toMatch(/Interest accrues at 10% per year/);

    const report = await t.app.inject({
      method: "GET",
      url: `/docket/api/transactions/${c.id}/download/`,
      headers: alice.headers,
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-disposition"]).toContain(
      'filename="transactions-Acme Supply v. Roe-2025-01-15.pdf"',
    );
    const reportText = pdfText(report.rawPayload);
    const detail = (
      await t.app.inject({
        method: "GET",
        url: `/docket/api/cases/${c.id}/`,
        headers: alice.headers,
      })
    ).json().data;
    expect(reportText).toContain("Transaction Report");
    expect(reportText).toContain(usd(detail.payoffAmount));
    expect(reportText).toContain("11/01/2024");
    await deleteAllCases(alice);
  });
});

describe("polling", () => {
  it("answers 304 while nothing changed and a new tag after a change or a new day", async () => {
    const c = (await addCase(alice)).json().data;
    const first = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: alice.headers,
    });
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: { ...alice.headers, "if-none-match": tag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const detail = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/`,
      headers: alice.headers,
    });
    const detailAgain = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${c.id}/`,
      headers: { ...alice.headers, "if-none-match": detail.headers.etag as string },
    });
    expect(detailAgain.statusCode).toBe(304);

    await addTransaction(alice, {
      case_id: c.id,
      transaction_type: "COST",
      amount: 5,
      date: "2024-02-01",
    });
    const changed = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/",
      headers: { ...alice.headers, "if-none-match": tag },
    });
    expect(changed.statusCode).toBe(200);
    const newTag = changed.headers.etag as string;

    clock.advance(24 * 60 * 60 * 1000);
    try {
      // A day later the access token has expired: sign in again, as the web app's refresh would.
      const fresh = await login(t.app, alice);
      const tomorrow = await t.app.inject({
        method: "GET",
        url: "/docket/api/cases/",
        headers: { ...fresh.headers, "if-none-match": newTag },
      });
      expect(tomorrow.statusCode).toBe(200);
      expect(tomorrow.json().data[0].asOf).toBe("2025-01-16");
    } finally {
      clock.advance(-24 * 60 * 60 * 1000);
    }
    await deleteAllCases(alice);
  });
});
