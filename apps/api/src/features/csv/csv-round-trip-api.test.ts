import {
  federalRateTable,
  type RateTable,
  rateForJudgment,
  rateToDecimalString,
  shippedRateTable,
} from "@owed/domain";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { upgradeToPro } from "../billing/test-helpers.ts";

// The case list export carries each case's method, rate schedule and transactions, so importing
// it into an empty workspace gives every case back with the same figures (docs/csv.md). Today is
// 2025-01-15 in UTC.
const clock = new TestClock("2025-01-15T12:00:00Z");
const kansasRateTable = shippedRateTable("KS") as RateTable;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const call = (
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) => docketCall(t.app, user, method, url, payload);

const exportOf = async (user: LoggedInUser) =>
  (await t.app.inject({ method: "GET", url: "/docket/api/cases/export/", headers: user.headers }))
    .body;

const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, "")) as string[][];

/** Preview, then import with the suggested mapping; answers the import's reply. */
async function importFile(user: LoggedInUser, csv: string) {
  const preview = await call(user, "POST", "/imports/preview/", { csv });
  expect(preview.status).toBe(200);
  const mapping = preview.body.data.mapping;
  const check = await call(user, "POST", "/imports/check/", { csv, mapping });
  const done = await call(user, "POST", "/imports/", { csv, mapping });
  return { mapping, check: check.body.data, done };
}

async function addCase(user: LoggedInUser, change: Record<string, unknown>) {
  const res = await call(user, "POST", "/add-docket/", newCase(change));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as string;
}

async function addTransaction(
  user: LoggedInUser,
  caseId: string,
  transaction_type: string,
  amount: string,
  date: string,
  description = "",
) {
  const res = await call(user, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type,
    amount,
    date,
    description,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const CASE_FIELDS = [
  "caseName",
  "courtName",
  "courtCaseNumber",
  "judgmentAmount",
  "judgmentDate",
  "interestRate",
  "rateSchedule",
  "compounding",
  "dayCount",
  "perDiemRounding",
  "costTreatment",
  "creditingOrder",
  "interestFrom",
  "nonInterestBearing",
  "rateTable",
  "methodOverrides",
  "jurisdiction",
  "debtorInfo",
  "totalPayments",
  "totalCosts",
  "accruedInterest",
  "principalBalance",
  "costBalance",
  "payoffAmount",
  "perDiem",
  "lastPaymentDate",
  "transactionCount",
] as const;

/** Everything a case shows: its terms, today's figures, a fixed-date payoff and its ledger. */
async function figuresOf(user: LoggedInUser, id: string) {
  const dto = (await call(user, "GET", `/cases/${id}/`)).body.data;
  const payoff = (await call(user, "GET", `/cases/${id}/payoff/?date=2024-12-31`)).body.data;
  const ledger = (await call(user, "GET", `/cases/${id}/ledger/?date=2025-01-15`)).body.data;
  const transactions = (await call(user, "GET", `/cases/${id}/transactions/`)).body.data;
  // Ids and creation times are the new workspace's own; everything else must be the same.
  const withoutIds = (value: unknown) =>
    JSON.parse(JSON.stringify(value), (key, v) =>
      ["id", "case_id", "caseId", "createdAt", "updatedAt"].includes(key) ? undefined : v,
    );
  return {
    case: Object.fromEntries(CASE_FIELDS.map((field) => [field, dto[field]])),
    payoff,
    ledger: withoutIds(ledger),
    transactions: withoutIds(transactions),
  };
}

async function docketOf(user: LoggedInUser) {
  const list = (await call(user, "GET", "/cases/")).body.data as { id: string; caseName: string }[];
  const all: Record<string, Awaited<ReturnType<typeof figuresOf>>> = {};
  for (const c of list) all[c.caseName] = await figuresOf(user, c.id);
  return all;
}

describe("the case list export imports back as the same cases", () => {
  it("federal, California, Kansas with a schedule, New York and a renewed case: every figure identical", async () => {
    const alice = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const federalRate = rateForJudgment(federalRateTable, "2023-06-12").rate;
    const federal = await addCase(alice, {
      caseName: "United States v. Federal Debtor",
      courtName: "U.S. District Court, N.D. Cal.",
      courtCaseNumber: "3:23-cv-00001",
      judgmentAmount: "125000.00",
      judgmentDate: "2023-06-12",
      jurisdiction: "US",
      rateTable: "US",
      interestRate: rateToDecimalString(federalRate),
      compounding: "annual",
      perDiemRounding: "exact",
    });
    await addTransaction(alice, federal, "PAYMENT", "20000", "2024-02-01", "Wire, first");
    const california = await addCase(alice, {
      caseName: "Acme v. California Roe",
      courtCaseNumber: "RG23-000001",
      judgmentAmount: "48250.55",
      judgmentDate: "2023-02-15",
      jurisdiction: "CA",
      interestRate: "10",
      perDiemRounding: "half-up-cents",
      debtorInfo: "Roe Holdings\n1 Main St",
    });
    await addTransaction(alice, california, "COST", "412.50", "2023-05-01", "Levy fee");
    await addTransaction(alice, california, "PAYMENT", "5000", "2023-08-01", "Check 1042");
    await addTransaction(
      alice,
      california,
      "PAYMENT",
      "2500",
      "2023-08-01",
      "Check 1043, same day",
    );
    const kansasPick = rateForJudgment(kansasRateTable, "2021-03-01");
    const kansas = await addCase(alice, {
      caseName: "Wheat Co. v. Kansas Doe",
      courtName: "District Court of Sedgwick County",
      courtCaseNumber: "2021-CV-000123",
      judgmentAmount: "8000",
      judgmentDate: "2021-03-01",
      jurisdiction: "KS",
      rateTable: "KS",
      interestRate: rateToDecimalString(kansasPick.rate),
      rateSchedule: kansasPick.schedule?.map((p) => ({
        from: p.from,
        ratePercent: rateToDecimalString(p.ratePercent),
      })),
    });
    await addTransaction(alice, kansas, "PAYMENT", "1200", "2023-09-15");
    const newYork = await addCase(alice, {
      caseName: "Empire v. New York Poe",
      courtName: "Supreme Court of the State of New York, County of Kings",
      courtCaseNumber: "512345/2022",
      judgmentAmount: "15000",
      judgmentDate: "2022-04-20",
      jurisdiction: "NY",
      interestRate: "9",
      dayCount: "actual",
      // As New Case sends them: typing an interest start marks that element changed too.
      methodOverrides: ["dayCount", "interestStart"],
      interestFrom: "2022-03-01",
      nonInterestBearing: "1000",
    });
    await addTransaction(alice, newYork, "PAYMENT", "750.25", "2024-02-29", "Leap day");
    const renewed = await addCase(alice, {
      caseName: "Old Judgment v. Renewed",
      courtCaseNumber: "RG10-555555",
      judgmentAmount: "20000",
      judgmentDate: "2012-05-01",
      jurisdiction: "CA",
      interestRate: "10",
      perDiemRounding: "half-up-cents",
    });
    await addTransaction(alice, renewed, "PAYMENT", "3000", "2015-01-10");
    await addTransaction(alice, renewed, "RENEWAL", "0", "2022-04-25", "Renewal of judgment");
    await addTransaction(alice, renewed, "COST", "60", "2022-04-25", "Renewal fee");

    const before = await docketOf(alice);
    expect(Object.keys(before)).toHaveLength(5);
    // The figures are real ones: the renewal added unpaid interest to principal, the Kansas
    // case ran at each July's rate.
    expect(before["Old Judgment v. Renewed"]?.case.principalBalance).not.toBe("20000.00");
    expect(before["Wheat Co. v. Kansas Doe"]?.case.rateSchedule).toHaveLength(4);

    const exported = await exportOf(alice);
    const bob = await upgradeToPro(t.app, await registerAndLogin(t.app));
    const { check, done } = await importFile(bob, exported);
    expect(check).toMatchObject({ valid: true, problemCount: 0, transactions: 9 });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ cases: 5, transactions: 9 });
    const after = await docketOf(bob);
    for (const name of Object.keys(before)) {
      expect({ name, ...after[name] }).toEqual({ name, ...before[name] });
    }
    // And again: the re-imported workspace exports the same file, case keys and all.
    const again = await exportOf(bob);
    // The case key numbers the cases in the list's order; the court details follow it.
    const withoutOrder = (csv: string) => {
      const [header = [], ...rows] = rowsOf(csv);
      const key = header.indexOf("Case key");
      return rows.map((r) => r.filter((_, i) => i !== key).join("|"));
    };
    expect(withoutOrder(again).sort()).toEqual(withoutOrder(exported).sort());
  }, 120_000);
});

describe("the case list export", () => {
  it("gives today's rate of a schedule, the costs its headers name and one row per transaction", async () => {
    const alice = await registerAndLogin(t.app);
    const pick = rateForJudgment(kansasRateTable, "2021-03-01");
    const id = await addCase(alice, {
      jurisdiction: "KS",
      rateTable: "KS",
      judgmentDate: "2021-03-01",
      interestRate: rateToDecimalString(pick.rate),
      rateSchedule: pick.schedule?.map((p) => ({
        from: p.from,
        ratePercent: rateToDecimalString(p.ratePercent),
      })),
      costTreatment: "separate-bearing",
      methodOverrides: ["costTreatment"],
    });
    await addTransaction(alice, id, "COST", "25", "2022-01-10", "Filing fee");
    await addTransaction(alice, id, "PAYMENT", "100", "2022-02-10");
    const [header, caseRow, cost, payment] = rowsOf(await exportOf(alice)) as string[][];
    const cell = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    // 4.25% at judgment; 9.5% since 07/01/2024.
    expect(cell(caseRow, "Interest rate (%)")).toBe("9.5");
    expect(cell(caseRow, "Rate schedule")).toBe(
      "2021-03-01: 4.25%; 2022-07-01: 5.75%; 2023-07-01: 9.25%; 2024-07-01: 9.5%",
    );
    expect(cell(caseRow, "Rate table")).toBe("KS");
    expect(cell(caseRow, "Changed from preset")).toBe("costTreatment");
    // The cost is kept apart: the payment paid its interest first, then the judgment's.
    expect(cell(caseRow, "Total costs")).toBe("25.00");
    const dto = (await call(alice, "GET", `/cases/${id}/`)).body.data;
    expect(cell(caseRow, "Separate cost balance")).toBe(dto.costBalance);
    expect(header).not.toContain("Costs");
    expect(cost?.filter((c) => c !== "")).toEqual([
      "Acme Supply v. Roe",
      "RG24-001234",
      "Cost",
      "2022-01-10",
      "25.00",
      "Filing fee",
      "1",
    ]);
    expect(cell(payment, "Transaction type")).toBe("Payment");
    expect(cell(payment, "Payoff")).toBe("");
  });
});

describe("the ledger export", () => {
  it("fills 'Interest added to principal' on the rows where interest compounds", async () => {
    const alice = await registerAndLogin(t.app);
    const id = await addCase(alice, {
      judgmentDate: "2023-01-15",
      jurisdiction: "TX",
      interestRate: "8",
      compounding: "annual",
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${id}/ledger/export/?date=2025-01-15`,
      headers: alice.headers,
    });
    const [header, ...rows] = rowsOf(res.body) as string[][];
    const added = header?.indexOf("Interest added to principal") ?? -1;
    const compounded = rows.filter((r) => r[1] === "Interest compounded");
    // $10,000 at 8% for a year of 365 days: $2.1917 a day, $799.9705; then on $10,799.9705.
    expect(compounded.map((r) => [r[0], r[3], r[added]])).toEqual([
      ["2024-01-15", "799.9705", "799.9705"],
      ["2025-01-15", expect.stringMatching(/^86\d\.\d{4}$/), expect.any(String)],
    ]);
    expect(compounded[1]?.[added]).toBe(compounded[1]?.[3]);
  });
});
