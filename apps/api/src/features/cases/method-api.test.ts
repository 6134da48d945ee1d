import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  computeLedger,
  type LedgerTransaction,
  parseMoneyInput,
  summarize,
  toDecimalString,
} from "@owed/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A case carries its jurisdiction's method (docs/jurisdiction-methods.md): every option is stored,
// answered and used by every figure; a table rate must be the table's; RENEWAL is an entry.

const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
// The free plan allows 3 active cases: each story gets an account of its own.
beforeEach(async () => {
  alice = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & { data: Record<string, unknown> };

async function call(method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: alice.headers,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  const isJson = String(res.headers["content-type"] ?? "").startsWith("application/json");
  return {
    status: res.statusCode,
    body: (isJson ? res.json() : {}) as Json,
    raw: res.rawPayload,
  };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-method-pdf-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
}

const options = {
  dayCount: "360",
  perDiemRounding: "half-up-cents",
  costTreatment: "separate-non-bearing",
  creditingOrder: "costs-interest-principal",
  interestFrom: "2023-12-01",
  nonInterestBearing: "1000.00",
} as const;

describe("a case with every method option", () => {
  it("stores and answers them, and its figures are the engine's under them", async () => {
    const created = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ ...options, cost: "250.00" }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = created.body.data;
    expect(c).toMatchObject({
      dayCount: "360",
      perDiemRounding: "half-up-cents",
      costTreatment: "separate-non-bearing",
      creditingOrder: "costs-interest-principal",
      interestFrom: "2023-12-01",
      nonInterestBearing: "1000.00",
      rateTable: null,
      methodOverrides: [],
      costBalance: "250.00",
    });
    const pay = await call("POST", "/docket/api/transactions/create/", {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: "400.00",
      date: "2024-06-01",
      description: "",
    });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);

    const terms = {
      judgmentAmount: 100_000_000n,
      judgmentDate: "2024-01-15",
      rate: 100_000n,
      dayCount: "360",
      perDiemRounding: "half-up-cents",
      costTreatment: "separate-non-bearing",
      creditingOrder: "costs-interest-principal",
      interestFrom: "2023-12-01",
      nonInterestBearing: 10_000_000n,
    } as const;
    const txs: LedgerTransaction[] = [
      { type: "COST", date: "2024-01-15", amount: 2_500_000n },
      { type: "PAYMENT", date: "2024-06-01", amount: parseMoneyInput("400.00") },
    ];
    const expected = summarize(terms, txs, "2025-01-15");
    const row = computeLedger(terms, txs).rows[1];
    const detail = await call("GET", `/docket/api/cases/${c.id}/`);
    expect(detail.body.data.exact).toMatchObject({
      principalBalance: toDecimalString(expected.principalBalance, 4),
      accruedInterest: toDecimalString(expected.accruedInterest, 4),
      payoffAmount: toDecimalString(expected.payoffAmount, 4),
      perDiem: toDecimalString(expected.perDiem, 4),
    });
    // Costs first: the payment paid the $250 of costs before any interest.
    const list = await call("GET", `/docket/api/cases/${c.id}/transactions/`);
    const payment = (list.body.data as unknown as Record<string, string>[]).find(
      (tx) => tx.transaction_type === "PAYMENT",
    );
    expect(payment?.appliedToCosts).toBe("250.00");
    expect(payment?.appliedToInterest).toBe(toDecimalString(row?.appliedToInterest ?? 0n, 2));
    expect(payment?.costBalanceAfter).toBe("0.00");
  });

  it("refuses options that cannot go together or cannot be right, changing nothing", async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { creditingOrder: "costs-interest-principal" },
        "creditingOrder",
        "Crediting costs first needs costs kept as their own balance",
      ],
      [
        { interestFrom: "2024-02-01" },
        "interestFrom",
        "Interest start date must be on or before the judgment date",
      ],
      [
        { nonInterestBearing: "20000" },
        "nonInterestBearing",
        "Amount bearing no interest cannot be more than the judgment amount",
      ],
      [
        { perDiemRounding: "sometimes" },
        "perDiemRounding",
        'Per-diem rounding must be "floor-4", "half-up-cents" or "exact"',
      ],
      [
        { dayCount: "364" },
        "dayCount",
        'Day count must be "365", "actual", "360", "30-360", "months" or "bank-year"',
      ],
      [{ rateTable: "US1" }, "rateTable", "Rate table must be a jurisdiction code"],
      [{ methodOverrides: ["colour"] }, "methodOverrides.0", "Unknown method element"],
    ];
    for (const [change, field, message] of refusals) {
      const res = await call("POST", "/docket/api/add-docket/", newCase(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.errors, JSON.stringify(change)).toMatchObject({ [field]: [message] });
    }
    const list = await call("GET", "/docket/api/cases/");
    expect(list.body.data).toEqual([]);
  });
});

describe("the conventions of published examples", () => {
  it("a Merchants' Rule case in 30-day months prints the book's balance and says so in words", async () => {
    // The 1894 arithmetic-book example (docs/interest-method.md), moved to 2024: 30-day months
    // make the same count in any year. $800 at 6%, $300 and $400 paid: $122.20 due on Nov. 27.
    const created = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({
        judgmentAmount: "800.00",
        interestRate: "6",
        dayCount: "30-360",
        perDiemRounding: "exact",
        creditingOrder: "merchants-rule",
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      dayCount: "30-360",
      creditingOrder: "merchants-rule",
    });
    for (const [date, amount] of [
      ["2024-05-03", "300.00"],
      ["2024-07-09", "400.00"],
    ]) {
      const pay = await call("POST", "/docket/api/transactions/create/", {
        case_id: id,
        transaction_type: "PAYMENT",
        amount,
        date,
        description: "",
      });
      expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    }
    const pdf = await call("GET", `/docket/api/cases/${id}/payoff-statement/?date=2024-11-27`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.raw);
    expect(text).toContain("Total payoff as of 11/27/2024 $122.20");
    expect(text).toContain("Interest from 07/09/2024 to 11/27/2024 (138 days in 30-day months)");
    expect(text).toContain("Interest is counted in 30-day months and a 360-day year");
    expect(text).toContain("Payments are credited under the Merchants' Rule");
    expect(text).not.toContain("merchants-rule");
    expect(text).not.toContain("30-360");
  });

  it("whole months and the bank year are stored and every figure is the engine's", async () => {
    for (const dayCount of ["months", "bank-year"] as const) {
      const created = await call(
        "POST",
        "/docket/api/add-docket/",
        newCase({ judgmentAmount: "2500.00", interestRate: "9", dayCount }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.dayCount).toBe(dayCount);
      const terms = {
        judgmentAmount: parseMoneyInput("2500.00"),
        judgmentDate: "2024-01-15",
        rate: 90_000n,
        dayCount,
      } as const;
      const expected = summarize(terms, [], "2025-01-15");
      const detail = await call("GET", `/docket/api/cases/${created.body.data.id}/`);
      expect(detail.body.data.exact).toMatchObject({
        accruedInterest: toDecimalString(expected.accruedInterest, 4),
        payoffAmount: toDecimalString(expected.payoffAmount, 4),
      });
      // One year to the day: twelve months at $18.75, or one full year, $225.00 either way.
      expect(toDecimalString(expected.accruedInterest, 2)).toBe("225.00");
    }
  });
});

describe("a rate taken from a table", () => {
  it("is checked against the table, and its row is stored and cited on the statement", async () => {
    const judgment = { judgmentDate: "2024-07-17", rateTable: "US", compounding: "annual" };
    const wrong = await call("POST", "/docket/api/add-docket/", newCase({ ...judgment }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      "Interest rate does not match the US rate table for 07/17/2024 (4.96%).",
    );
    const unknown = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ ...judgment, rateTable: "ZZ" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ rateTable: ["Rate table not found."] });

    const created = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ ...judgment, interestRate: "4.96", jurisdiction: "US" }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.rateTable).toBe("US");
    const pdf = await call(
      "GET",
      `/docket/api/cases/${created.body.data.id}/payoff-statement/?date=2025-01-15`,
    );
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.raw);
    expect(text).toContain("RULE AND RATE SOURCE");
    expect(text).toContain("Jurisdiction: Federal (USA). Rule applied: 28 U.S.C. § 1961");
    expect(text).toContain(
      "Rate source: 4.96%, the Federal Reserve's H.15 release, week ending 07/12/2024 (28 U.S.C. § 1961(a)-(b)).",
    );
    // Where Owed read the figure is the rate-table page's business, not the statement's.
    expect(text).not.toContain("copy read");
    expect(text).not.toContain("(read 11/24/2026)");

    // A user's own rate, overriding the table, is kept and said to be the user's.
    const own = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ ...judgment, interestRate: "6", methodOverrides: ["rate"], jurisdiction: "US" }),
    );
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.rateTable).toBeNull();
    const report = await call("GET", `/docket/api/transactions/${own.body.data.id}/download/`);
    const reportText = pdfText(report.raw);
    expect(reportText).toContain(
      "Rate. The rate was entered for this case. Set for this case in place of the jurisdiction's rule.",
    );
    expect(reportText).toContain("Rate source: the rate was entered for this case.");
    expect(reportText).toContain("HOW INTEREST IS COMPUTED");
  });

  it("an edit that moves the judgment date must bring the table's rate for the new date", async () => {
    const created = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ judgmentDate: "2024-07-17", interestRate: "4.96", rateTable: "US" }),
    );
    const id = created.body.data.id as string;
    const moved = await call("PUT", `/docket/api/case/${id}/edit/`, {
      caseName: "Acme Supply v. Roe",
      courtName: "Court",
      courtCaseNumber: "1",
      judgmentDate: "2024-03-20",
    });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(
      /^Interest rate does not match the US rate table for 03\/20\/2024/,
    );
    const unchanged = await call("GET", `/docket/api/cases/${id}/`);
    expect(unchanged.body.data.judgmentDate).toBe("2024-07-17");
  });
});

describe("a jurisdiction whose rate no statute fixes", () => {
  const texasMessage =
    "Interest rate is required: Texas's rate is variable and is not filled in. Enter the published rate for this judgment.";

  it("refuses a new case sent without its rate instead of giving it 10%", async () => {
    const { interestRate: _left, ...withoutRate } = newCase({ jurisdiction: "TX" });
    const refused = await call("POST", "/docket/api/add-docket/", withoutRate);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ interestRate: [texasMessage] });
    expect((await call("GET", "/docket/api/cases/")).body.data).toEqual([]);

    const typed = await call("POST", "/docket/api/add-docket/", {
      ...withoutRate,
      interestRate: "8.5",
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body.data.interestRate).toBe("8.5");
  });

  it("refuses an edit that moves a case there keeping the old rate, and changes nothing", async () => {
    const created = await call("POST", "/docket/api/add-docket/", newCase({ jurisdiction: "CA" }));
    const id = created.body.data.id as string;
    const names = { caseName: "Acme Supply v. Roe", courtName: "Court", courtCaseNumber: "1" };
    const moved = await call("PUT", `/docket/api/case/${id}/edit/`, {
      ...names,
      jurisdiction: "TX",
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual({ interestRate: [texasMessage] });
    const preview = await call("POST", `/docket/api/case/${id}/edit/preview/`, {
      ...names,
      jurisdiction: "TX",
    });
    expect(preview.status).toBe(400);
    const unchanged = await call("GET", `/docket/api/cases/${id}/`);
    expect(unchanged.body.data).toMatchObject({ jurisdiction: "CA", interestRate: "10" });

    const withRate = await call("PUT", `/docket/api/case/${id}/edit/`, {
      ...names,
      jurisdiction: "TX",
      interestRate: "8.5",
    });
    expect(withRate.status, JSON.stringify(withRate.body)).toBe(200);
    expect(withRate.body.data).toMatchObject({ jurisdiction: "TX", interestRate: "8.5" });
    // Already there: a rename needs no rate.
    const renamed = await call("PUT", `/docket/api/case/${id}/edit/`, {
      ...names,
      caseName: "Acme Supply v. Roe Holdings",
      jurisdiction: "TX",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
  });
});

describe("renewal entries", () => {
  it("add the unpaid interest to principal on their date, with costs that may be 0", async () => {
    const created = await call("POST", "/docket/api/add-docket/", newCase({}));
    const id = created.body.data.id as string;
    const zero = await call("POST", "/docket/api/transactions/create/", {
      case_id: id,
      transaction_type: "RENEWAL",
      amount: "0",
      date: "2025-01-15",
      description: "Renewal entered by the clerk",
    });
    expect(zero.status, JSON.stringify(zero.body)).toBe(201);
    const terms = { judgmentAmount: 100_000_000n, judgmentDate: "2024-01-15", rate: 100_000n };
    const renewed = computeLedger(terms, [{ type: "RENEWAL", date: "2025-01-15", amount: 0n }])
      .rows[0];
    const detail = await call("GET", `/docket/api/cases/${id}/`);
    expect(detail.body.data.exact).toMatchObject({
      principalBalance: toDecimalString(renewed?.principalAfter ?? 0n, 4),
      accruedInterest: "0.0000",
    });
    // $10,000 at 10% for 366 days of 2024-25, at $2.7397 a day, joined principal.
    expect(detail.body.data.principalBalance).toBe("11002.73");
    const ledger = await call("GET", `/docket/api/cases/${id}/ledger/?date=2025-01-15`);
    const entry = (ledger.body.data.entries as Record<string, string>[])[0];
    expect(entry).toMatchObject({ kind: "RENEWAL", interestCapitalized: "1002.73" });
    // The statement and the report show the renewal among the entries.
    const statement = await call(
      "GET",
      `/docket/api/cases/${id}/payoff-statement/?date=2025-02-01`,
    );
    expect(pdfText(statement.raw)).toMatch(/01\/15\/2025 Renewal .*Renewal entered by the clerk/);
    const report = await call("GET", `/docket/api/transactions/${id}/download/`);
    expect(pdfText(report.raw)).toMatch(/01\/15\/2025 Renewal .*Renewal entered by the clerk/);

    const payment0 = await call("POST", "/docket/api/transactions/create/", {
      case_id: id,
      transaction_type: "PAYMENT",
      amount: "0",
      date: "2025-01-15",
    });
    expect(payment0.status).toBe(400);
    expect(payment0.body.errors).toEqual({ amount: ["Amount must be greater than 0"] });

    // Another user cannot renew (or see) this judgment: 404, and nothing changes.
    const mallory = await registerAndLogin(t.app);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/docket/api/transactions/create/",
      headers: mallory.headers,
      payload: { case_id: id, transaction_type: "RENEWAL", amount: "0", date: "2025-01-15" },
    });
    expect(foreign.statusCode).toBe(404);
    const after = await call("GET", `/docket/api/cases/${id}/`);
    expect(after.body.data.transactionCount).toBe(1);
  });
});

describe("a case whose rate came from a table, after the table changes", () => {
  it("can still be renamed: an edit that keeps the rate and date keeps the rows it cites", async () => {
    const created = await call(
      "POST",
      "/docket/api/add-docket/",
      newCase({ judgmentDate: "2024-07-17", interestRate: "4.96", rateTable: "US" }),
    );
    const id = created.body.data.id as string;
    // An operator imports a US table in which that week reads differently.
    await t.app.rateTables.replace(
      "US",
      [
        {
          from: "2024-01-01",
          to: null,
          ratePercent: "5.5",
          source: "Test import",
          read: "2026-11-24",
        },
      ],
      new Date("2026-11-24T00:00:00Z"),
    );
    const renamed = await call("PUT", `/docket/api/case/${id}/edit/`, {
      caseName: "Renamed v. Roe",
      courtName: "Court",
      courtCaseNumber: "1",
      rateTable: "US",
      methodOverrides: [],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ caseName: "Renamed v. Roe", rateTable: "US" });
    const pdf = await call("GET", `/docket/api/cases/${id}/payoff-statement/?date=2025-01-15`);
    expect(pdfText(pdf.raw)).toContain(
      "Rate source: 4.96%, the Federal Reserve's H.15 release, week ending 07/12/2024",
    );
  });
});
