import { type CostCategory, parseMoneyInput, roundToCents, toDecimalString } from "@owed/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cases, transactions } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { courtFiguresOf } from "./case-court-figures.ts";

// The court forms' figures for a case built through the API equal what the case page and the
// payoff answer for the same date, exactly: a California ledger with payments, costs in several
// categories (two in one), a cost older than two years, an allowed cost, one without a category,
// a renewal and a rate change.

const TODAY = "2025-09-15";
const clock = new TestClock(`${TODAY}T12:00:00Z`);
let t: TestApp;
let alice: LoggedInUser;
let caseId: string;

const d2 = (value: bigint) => toDecimalString(value, 2);

interface Entry {
  type: "PAYMENT" | "COST" | "RENEWAL";
  date: string;
  amount: string;
  category?: CostCategory;
  note?: string;
  allowedOn?: string;
}

const LEDGER: Entry[] = [
  {
    type: "COST",
    date: "2019-06-01",
    amount: "40.00",
    category: "writ-issuance",
    note: "Los Angeles",
  },
  {
    type: "COST",
    date: "2020-01-15",
    amount: "25.00",
    category: "recording",
    allowedOn: "2020-02-01",
  },
  { type: "PAYMENT", date: "2021-03-01", amount: "3000.00" },
  { type: "RENEWAL", date: "2024-02-20", amount: "45.00" },
  {
    type: "COST",
    date: "2024-08-10",
    amount: "40.00",
    category: "writ-issuance",
    note: "Los Angeles",
  },
  { type: "COST", date: "2025-02-03", amount: "40.00", category: "writ-issuance", note: "Orange" },
  { type: "COST", date: "2025-03-10", amount: "15.00", category: "abstract" },
  { type: "PAYMENT", date: "2025-04-01", amount: "2000.00" },
  { type: "COST", date: "2025-05-05", amount: "30.00" },
  { type: "COST", date: "2025-06-01", amount: "100.00", category: "levying-officer" },
];

async function rowsOf(id: string) {
  const [caseRow] = await t.app.db.select().from(cases).where(eq(cases.id, id));
  if (!caseRow) throw new Error("case not stored");
  return { caseRow, txRows: await t.app.docket.listTransactions(id) };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  alice = await registerAndLogin(t.app);
  const created = await docketCall(
    t.app,
    alice,
    "POST",
    "/add-docket/",
    newCase({
      jurisdiction: "CA",
      // California's rounding, as New Case fills it for the jurisdiction.
      perDiemRounding: "half-up-cents",
      judgmentAmount: 10000,
      judgmentDate: "2019-03-01",
      rateSchedule: [
        { from: "2019-03-01", ratePercent: "10" },
        { from: "2025-07-01", ratePercent: "7" },
      ],
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  caseId = created.body.data.id;
  for (const entry of LEDGER) {
    const res = await docketCall(t.app, alice, "POST", "/transactions/create/", {
      case_id: caseId,
      transaction_type: entry.type,
      amount: entry.amount,
      date: entry.date,
      description: "",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    if (entry.type !== "COST") continue;
    // The cost-facts fields of the transaction API are another part's; set the columns directly.
    const [row] = await t.app.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.caseId, caseId))
      .orderBy(transactions.sequence)
      .then((all) => all.slice(-1));
    await t.app.db
      .update(transactions)
      .set({
        costCategory: entry.category ?? null,
        costNote: entry.note ?? "",
        costAllowedOn: entry.allowedOn ?? null,
      })
      .where(eq(transactions.id, row?.id ?? ""));
  }
});
afterAll(async () => {
  await t.close();
});

describe("courtFiguresOf(case, transactions, date)", () => {
  it("uses the California method the case was given", async () => {
    const page = await docketCall(t.app, alice, "GET", `/cases/${caseId}/`);
    expect(page.body.data).toMatchObject({ perDiemRounding: "half-up-cents", jurisdiction: "CA" });
  });

  it("equals the case page's figures for today: principal, interest, payoff and per diem", async () => {
    const page = (await docketCall(t.app, alice, "GET", `/cases/${caseId}/`)).body.data;
    expect(page.asOf).toBe(TODAY);
    const { caseRow, txRows } = await rowsOf(caseId);
    const { mc012, ej130 } = courtFiguresOf(caseRow, txRows, TODAY);

    expect(d2(mc012.principalRemaining)).toBe(page.principalBalance);
    expect(d2(ej130.principalRemaining)).toBe(page.principalBalance);
    expect(d2(mc012.interestRemaining)).toBe(page.accruedInterest);
    expect(d2(ej130.accruedInterest)).toBe(page.accruedInterest);
    expect(d2(ej130.total - ej130.writFee.amount)).toBe(page.payoffAmount);
    expect(toDecimalString(ej130.dailyInterestExact, 4)).toBe(page.perDiem);
    expect(d2(mc012.payments)).toBe(page.totalPayments);

    // The figures themselves (docs/court-forms.md, "Where each figure comes from", the worked example).
    expect([page.principalBalance, page.accruedInterest, page.payoffAmount, page.perDiem]).toEqual([
      "11371.15",
      "446.49",
      "11817.64",
      "2.1800",
    ]);
    expect(
      [
        ej130.totalJudgment,
        ej130.costsAfterJudgment,
        ej130.subtotal,
        ej130.creditsToPrincipal,
        ej130.principalRemaining,
        ej130.accruedInterest,
        ej130.writFee.amount,
        ej130.total,
        ej130.dailyInterest,
      ].map(d2),
    ).toEqual([
      "11827.58",
      "225.00",
      "12052.58",
      "681.43",
      "11371.15",
      "446.49",
      "40.00",
      "11857.64",
      "2.18",
    ]);
    expect(ej130.renewedOn).toEqual(["2024-02-20"]);
    expect(
      mc012.claimed.map((line) => [
        line.category,
        d2(line.amount),
        line.dates.join(", "),
        line.note,
      ]),
    ).toEqual([
      ["abstract", "15.00", "2025-03-10", ""],
      ["writ-issuance", "80.00", "2024-08-10, 2025-02-03", "Los Angeles; Orange"],
      ["levying-officer", "100.00", "2025-06-01", ""],
    ]);
    expect(
      [
        mc012.claimedTotal,
        mc012.allowedBefore,
        mc012.costsTotal,
        mc012.payments,
        mc012.creditToInterest,
        mc012.creditToPrincipal,
      ].map(d2),
    ).toEqual(["195.00", "25.00", "220.00", "5000.00", "3332.01", "1667.99"]);
    expect(
      mc012.rateLines.map((line) => [toDecimalString(line.ratePercent, 4), d2(line.principal)]),
    ).toEqual([["7.0000", "11371.15"]]);
    expect(mc012.staleCosts.map((cost) => cost.date)).toEqual(["2019-06-01"]);
    expect(mc012.uncategorizedCosts.map((cost) => cost.date)).toEqual(["2025-05-05"]);
  });

  it("equals the payoff answer for earlier dates: before the rate change, and before the renewal", async () => {
    const { caseRow, txRows } = await rowsOf(caseId);
    for (const date of ["2025-06-30", "2024-02-19", "2021-03-01"]) {
      const payoff = (
        await docketCall(t.app, alice, "GET", `/cases/${caseId}/payoff/?date=${date}`)
      ).body.data;
      expect(payoff.date).toBe(date);
      const { mc012, ej130 } = courtFiguresOf(caseRow, txRows, date);
      expect(d2(mc012.principalRemaining), date).toBe(payoff.principalBalance);
      expect(d2(ej130.principalRemaining), date).toBe(payoff.principalBalance);
      expect(d2(ej130.subtotal - ej130.creditsToPrincipal), date).toBe(payoff.principalBalance);
      expect(d2(mc012.interestRemaining), date).toBe(payoff.accruedInterest);
      expect(d2(ej130.total - ej130.writFee.amount), date).toBe(payoff.totalPayoff);
      expect(toDecimalString(ej130.dailyInterestExact, 4), date).toBe(payoff.perDiem);
      expect(d2(mc012.payments), date).toBe(payoff.totalPayments);
    }
  });

  it("a cost's court facts change 1a and 1b only, never a balance", async () => {
    const { caseRow, txRows } = await rowsOf(caseId);
    const before = courtFiguresOf(caseRow, txRows, TODAY);
    const allowed = txRows.map((row) =>
      row.costCategory === "abstract" ? { ...row, costAllowedOn: "2025-04-01" } : row,
    );
    const after = courtFiguresOf(caseRow, allowed, TODAY);
    expect(d2(after.mc012.claimedTotal)).toBe("180.00");
    expect(d2(after.mc012.allowedBefore)).toBe("40.00");
    expect(after.mc012.principalRemaining).toBe(before.mc012.principalRemaining);
    expect(after.ej130.total).toBe(before.ej130.total);
    expect(roundToCents(after.ej130.subtotal)).toBe(parseMoneyInput("12052.58"));
  });
});
