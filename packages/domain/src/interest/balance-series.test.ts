import { describe, expect, it } from "vitest";
import { addDays } from "../dates/calendar-date.ts";
import {
  parseMoneyInput,
  parseRatePercent,
  roundToCents,
  toDecimalString,
} from "../money/money.ts";
import {
  BALANCE_POINTS_MAX,
  type BalancePoint,
  balanceSeries,
  sampleEvenly,
} from "./balance-series.ts";
import { computeLedger, type LedgerTransaction } from "./ledger.ts";
import { summarize } from "./summary.ts";
import type { CaseTerms } from "./terms.ts";

const $ = (text: string) => parseMoneyInput(text);
const d4 = (value: bigint) => toDecimalString(value, 4);
const brief = (p: BalancePoint) => ({
  date: p.date,
  principal: d4(p.principal),
  interest: d4(p.interest),
  costs: d4(p.costs),
});

/** The engine's own figures on a date, after that date's transactions. */
const summaryOn = (terms: CaseTerms, txs: readonly LedgerTransaction[], date: string) => {
  const s = summarize(terms, txs, date);
  return {
    date,
    principal: d4(s.principalBalance),
    interest: d4(s.accruedInterest),
    costs: d4(s.costBalance),
  };
};

/** Each date's last point is the summary of that date: the chart is the engine's figures. */
function expectEveryDateToMatchSummary(
  terms: CaseTerms,
  txs: readonly LedgerTransaction[],
  points: readonly BalancePoint[],
) {
  const lastOfDate = new Map(points.map((p) => [p.date, p]));
  expect(lastOfDate.size).toBeGreaterThan(2);
  for (const [date, point] of lastOfDate) {
    expect(brief(point)).toEqual(summaryOn(terms, txs, date));
  }
}

describe("the balance over time", () => {
  const terms: CaseTerms = {
    judgmentAmount: $("10000"),
    judgmentDate: "2024-01-15",
    rate: parseRatePercent("10"),
    costTreatment: "separate-bearing",
  };
  const txs: LedgerTransaction[] = [
    { type: "PAYMENT", date: "2024-06-10", amount: $("1000") },
    { type: "COST", date: "2024-08-01", amount: $("125.50") },
    { type: "PAYMENT", date: "2024-08-01", amount: $("250") },
  ];

  it("starts at the judgment, steps at each transaction and ends on the as-of date", () => {
    const { points } = balanceSeries(terms, txs, "2024-12-31");
    expect(brief(points[0] as BalancePoint)).toEqual({
      date: "2024-01-15",
      principal: "10000.0000",
      interest: "0.0000",
      costs: "0.0000",
    });
    expect(points.at(-1)?.date).toBe("2024-12-31");
    expect(points.every((p) => !p.projected)).toBe(true);
    // The payment's step: a point before it and one after it, on its date.
    const june10 = points.filter((p) => p.date === "2024-06-10");
    expect(june10.map(brief)).toEqual([
      // 147 days at $2.7397 a day (10% of $10,000 over 365, floored to $0.0001).
      { date: "2024-06-10", principal: "10000.0000", interest: "402.7359", costs: "0.0000" },
      { date: "2024-06-10", principal: "9402.7359", interest: "0.0000", costs: "0.0000" },
    ]);
    expectEveryDateToMatchSummary(terms, txs, points);
  });

  it("has a point at every month end between, in date order", () => {
    const dates = balanceSeries(terms, txs, "2024-12-31").points.map((p) => p.date);
    for (const monthEnd of ["2024-01-31", "2024-02-29", "2024-05-31", "2024-11-30"]) {
      expect(dates).toContain(monthEnd);
    }
    expect([...dates].sort()).toEqual(dates);
  });

  it("marks payments and costs with their amounts", () => {
    const { events } = balanceSeries(terms, txs, "2024-12-31");
    expect(events).toEqual([
      { date: "2024-06-10", kind: "payment", amount: $("1000"), label: "Payment $1,000.00" },
      { date: "2024-08-01", kind: "cost", amount: $("125.50"), label: "Cost $125.50" },
      { date: "2024-08-01", kind: "payment", amount: $("250"), label: "Payment $250.00" },
    ]);
  });

  it("annotates rate changes and renewals, with a point where each happens", () => {
    const scheduled: CaseTerms = {
      judgmentAmount: $("20000"),
      judgmentDate: "2020-03-01",
      rate: [
        { from: "2020-03-01", ratePercent: parseRatePercent("10") },
        { from: "2021-07-01", ratePercent: parseRatePercent("7.5") },
        { from: "2022-01-01", ratePercent: parseRatePercent("7.5") },
      ],
      compounding: "annual",
    };
    const renewal: LedgerTransaction[] = [{ type: "RENEWAL", date: "2021-10-12", amount: $("45") }];
    const { points, events } = balanceSeries(scheduled, renewal, "2022-06-30");
    expect(events).toEqual([
      { date: "2021-07-01", kind: "rate-change", amount: null, label: "Rate 10% → 7.5%" },
      { date: "2021-10-12", kind: "renewal", amount: null, label: "Judgment renewed" },
    ]);
    // Annual compounding: on the anniversary the unpaid interest joins principal.
    const anniversary = points.filter((p) => p.date === "2021-03-01");
    expect(anniversary.map((p) => p.interest)).toEqual([0n]);
    expect(points.map((p) => p.date)).toContain("2021-07-01");
    const renewed = points.filter((p) => p.date === "2021-10-12");
    expect(renewed).toHaveLength(2);
    expect((renewed[1] as BalancePoint).interest).toBe(0n);
    expect((renewed[1] as BalancePoint).principal).toBe(
      (renewed[0] as BalancePoint).principal + (renewed[0] as BalancePoint).interest + $("45"),
    );
    expectEveryDateToMatchSummary(scheduled, renewal, points);
  });

  it("stops where a payment pays the judgment off", () => {
    const payoff = summarize(terms, [], "2024-05-01").payoffAmount;
    const paid: LedgerTransaction[] = [
      { type: "PAYMENT", date: "2024-05-01", amount: roundToCents(payoff) },
    ];
    const { points } = balanceSeries(terms, paid, "2024-12-31", {
      projection: [{ date: "2025-01-01", amount: $("100") }],
    });
    const last = points.at(-1) as BalancePoint;
    expect(last.date).toBe("2024-05-01");
    expect(last.principal + last.interest + last.costs).toBe(0n);
    expect(points.some((p) => p.projected)).toBe(false);
  });

  it("follows the plan's projected payments through the engine, dashed after the as-of date", () => {
    const asOf = "2024-12-31";
    const plan = [1, 2, 3].map((n) => ({ date: addDays(asOf, 30 * n), amount: $("3000") }));
    const finalDate = addDays(asOf, 120);
    const upToFinal = [...txs, ...plan.map((p) => ({ type: "PAYMENT" as const, ...p }))];
    const rest = roundToCents(summarize(terms, upToFinal, finalDate).payoffAmount);
    const projection = [...plan, { date: finalDate, amount: rest }];
    const { points } = balanceSeries(terms, txs, asOf, { projection });
    const ahead = points.filter((p) => p.projected);
    expect(ahead).toHaveLength(8);
    expect(ahead.every((p) => p.date > asOf)).toBe(true);
    // Each projected step is what the ledger gives with the plan's payments entered one by one.
    const ledger = computeLedger(terms, [
      ...txs,
      ...projection.map((p) => ({ type: "PAYMENT" as const, ...p })),
    ]);
    const after = ahead.filter((_, i) => i % 2 === 1);
    expect(after.map(brief)).toEqual(
      ledger.rows.slice(txs.length).map((row) => ({
        date: row.date,
        principal: d4(row.principalAfter),
        interest: d4(row.unpaidInterestAfter),
        costs: d4(row.costBalanceAfter),
      })),
    );
    const last = ahead.at(-1) as BalancePoint;
    expect(last.principal + last.interest + last.costs).toBe(0n);
  });

  it("samples a 10,000-entry ledger down to its cap, keeping the first and last points", () => {
    const many: LedgerTransaction[] = Array.from({ length: 10_000 }, (_, i) => ({
      type: "PAYMENT",
      date: addDays("2024-01-16", Math.floor(i / 4)),
      amount: $("1.25"),
    }));
    const big: CaseTerms = { ...terms, judgmentAmount: $("500000") };
    const asOf = "2031-06-30";
    const { points, events } = balanceSeries(big, many, asOf);
    expect(points).toHaveLength(BALANCE_POINTS_MAX);
    expect(points[0]?.date).toBe("2024-01-15");
    expect(brief(points.at(-1) as BalancePoint)).toEqual(summaryOn(big, many, asOf));
    // Markers grouped by month, no amount lost.
    expect(events.length).toBeLessThanOrEqual(100);
    expect(events.reduce((sum, e) => sum + (e.amount ?? 0n), 0n)).toBe($("12500"));
    expect(events[0]?.label).toBe("Payments in January 2024: $80.00 (64)");
  });
});

describe("even sampling", () => {
  it("keeps the first and last and spaces the rest evenly", () => {
    const items = Array.from({ length: 11 }, (_, i) => i);
    expect(sampleEvenly(items, 3)).toEqual([0, 5, 10]);
    expect(sampleEvenly(items, 11)).toEqual(items);
    expect(sampleEvenly(items, 20)).toEqual(items);
  });
});
