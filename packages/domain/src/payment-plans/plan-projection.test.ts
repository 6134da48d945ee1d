import { describe, expect, it } from "vitest";
import { computeLedger, type LedgerTransaction } from "../interest/ledger.ts";
import { snapshotFromLedger } from "../interest/snapshot.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { type Money, parseMoneyInput, shownCents, toDecimalString } from "../money/money.ts";
import { type ProjectionOutcome, projectPlan, roundUpToCents } from "./plan-projection.ts";
import type { PlanTerms } from "./plan-terms.ts";

const usd = (text: string): Money => parseMoneyInput(text);
const text = (value: Money) => toDecimalString(value, 2);

type Plan = Pick<PlanTerms, "installment" | "frequency" | "firstDue">;

function projected(outcome: ProjectionOutcome) {
  if (outcome.kind !== "projected") throw new Error(`expected a projection, got ${outcome.kind}`);
  return outcome.projection;
}

/**
 * The projection equals the ledger the engine keeps when the plan's payments are entered one by
 * one after the case's own: every row's split and balance, the payoff day, the interest paid.
 */
function expectSameAsLedger(
  terms: CaseTerms,
  txs: LedgerTransaction[],
  plan: Plan,
  from: string,
): ReturnType<typeof projected> {
  const before = computeLedger(terms, txs);
  const projection = projected(projectPlan(terms, txs, plan, from));
  const fromSnapshot = projected(projectPlan(terms, snapshotFromLedger(before), plan, from));
  expect(fromSnapshot).toEqual(projection);

  const entered = [...txs];
  for (const payment of projection.payments) {
    entered.push({ type: "PAYMENT", date: payment.date, amount: payment.amount });
  }
  const ledger = computeLedger(terms, entered);
  const rows = ledger.rows.slice(txs.length);
  expect(rows).toHaveLength(projection.payments.length);
  rows.forEach((row, k) => {
    const payment = projection.payments[k];
    expect(payment).toBeDefined();
    if (!payment) return;
    expect(row.date).toBe(payment.date);
    expect(row.appliedToInterest).toBe(payment.toInterest);
    expect(row.appliedToPrincipal).toBe(payment.toPrincipal);
    expect(row.appliedToCosts).toBe(payment.toCosts);
    const shown =
      shownCents(row.principalAfter, row.unpaidInterestAfter).payoff +
      shownCents(row.costBalanceAfter, 0n).principal;
    expect(payment.balanceAfter).toBe(shown);
    expect(row.satisfiesJudgment).toBe(k === rows.length - 1);
  });
  expect(ledger.state.satisfiedOn).toBe(projection.paidOffOn);
  expect(projection.interestPaid).toBe(
    ledger.state.totalInterestPaid - before.state.totalInterestPaid,
  );
  expect(projection.totalPaid).toBe(ledger.state.totalPayments - before.state.totalPayments);
  expect(projection.installments).toBe(projection.payments.length);
  expect(projection.finalInstallment).toBe(projection.payments.at(-1)?.amount);
  expect(projection.finalInstallment <= plan.installment).toBe(true);
  return projection;
}

const simple: CaseTerms = {
  judgmentAmount: usd("10000"),
  judgmentDate: "2026-01-01",
  rate: 100_000n,
};

describe("projectPlan equals the ledger with the plan's payments entered one by one", () => {
  it("gives a simple-interest case's figures exactly", () => {
    const monthly: Plan = {
      installment: usd("1000"),
      frequency: "monthly",
      firstDue: "2026-02-01",
    };
    const projection = expectSameAsLedger(simple, [], monthly, "2026-01-01");
    // January: 31 days of $2.7397 (10,000 × 10% ÷ 365, floored to $0.0001) = $84.9307.
    expect(projection.payments[0]).toEqual({
      date: "2026-02-01",
      amount: usd("1000"),
      toInterest: 849_307n,
      toPrincipal: 9_150_693n,
      toCosts: 0n,
      balanceAfter: usd("9084.93"),
    });
    expect({
      paidOffOn: projection.paidOffOn,
      installments: projection.installments,
      finalInstallment: text(projection.finalInstallment),
      totalPaid: text(projection.totalPaid),
      interestPaid: text(projection.interestPaid),
    }).toEqual({
      paidOffOn: "2026-12-01",
      installments: 11,
      finalInstallment: "483.21",
      totalPaid: "10483.21",
      interestPaid: "483.21",
    });
    expect(projection.warnings).toEqual([]);
  });

  const variants: [string, CaseTerms, LedgerTransaction[], Plan, string][] = [
    [
      "a rate schedule, annual compounding and actual days",
      {
        judgmentAmount: usd("25000"),
        judgmentDate: "2023-03-15",
        rate: [
          { from: "2023-01-01", ratePercent: 75_000n },
          { from: "2024-07-01", ratePercent: 90_000n },
          { from: "2026-01-01", ratePercent: 60_000n },
          { from: "2027-07-01", ratePercent: 110_000n },
        ],
        compounding: "annual",
        dayCount: "actual",
      },
      [
        { type: "PAYMENT", date: "2023-09-01", amount: usd("1500") },
        { type: "COST", date: "2024-02-10", amount: usd("245.50") },
        { type: "RENEWAL", date: "2025-03-01", amount: 0n },
        { type: "PAYMENT", date: "2026-05-20", amount: usd("800") },
      ],
      { installment: usd("900"), frequency: "monthly", firstDue: "2026-01-31" },
      "2026-11-26",
    ],
    [
      "exact per diem, costs kept apart and paid first, a non-bearing part",
      {
        judgmentAmount: usd("18000"),
        judgmentDate: "2024-06-30",
        rate: 73_750n,
        perDiemRounding: "exact",
        costTreatment: "separate-bearing",
        creditingOrder: "costs-interest-principal",
        nonInterestBearing: usd("2000"),
      },
      [
        { type: "COST", date: "2024-08-01", amount: usd("410") },
        { type: "PAYMENT", date: "2025-02-01", amount: usd("1200") },
        { type: "COST", date: "2026-11-26", amount: usd("95") },
      ],
      { installment: usd("275"), frequency: "biweekly", firstDue: "2026-12-04" },
      "2026-11-26",
    ],
    [
      "the Merchants' Rule with separate non-bearing costs",
      {
        judgmentAmount: usd("7300"),
        judgmentDate: "2025-04-01",
        rate: 120_000n,
        costTreatment: "separate-non-bearing",
        creditingOrder: "merchants-rule",
      },
      [{ type: "COST", date: "2025-05-01", amount: usd("300") }],
      { installment: usd("125"), frequency: "weekly", firstDue: "2026-12-01" },
      "2026-11-26",
    ],
    [
      "a 360-day year with the per diem to the cent",
      {
        judgmentAmount: usd("54321.09"),
        judgmentDate: "2020-10-10",
        rate: 52_500n,
        dayCount: "360",
        perDiemRounding: "half-up-cents",
      },
      [{ type: "PAYMENT", date: "2022-01-03", amount: usd("5000") }],
      { installment: usd("2500"), frequency: "monthly", firstDue: "2026-12-31" },
      "2026-11-26",
    ],
    [
      "whole months and odd days, interest from before the judgment",
      {
        judgmentAmount: usd("12000"),
        judgmentDate: "2025-08-31",
        interestFrom: "2025-05-01",
        rate: 90_000n,
        dayCount: "months",
      },
      [],
      { installment: usd("600"), frequency: "monthly", firstDue: "2026-01-31" },
      "2026-11-26",
    ],
    [
      "30/360 days and a payment on the day the projection starts",
      {
        judgmentAmount: usd("9000"),
        judgmentDate: "2026-01-15",
        rate: 80_000n,
        dayCount: "30-360",
      },
      [{ type: "PAYMENT", date: "2026-11-26", amount: usd("450") }],
      { installment: usd("450"), frequency: "monthly", firstDue: "2026-11-26" },
      "2026-11-26",
    ],
  ];
  it.each(variants)("with %s", (_name, terms, txs, plan, from) => {
    const projection = expectSameAsLedger(terms, txs, plan, from);
    expect((projection.payments[0]?.date ?? "") >= from).toBe(true);
    expect(projection.installments).toBeGreaterThan(3);
  });

  it("skips installments due before the projection starts, and before the last entry", () => {
    const plan: Plan = { installment: usd("1000"), frequency: "monthly", firstDue: "2026-02-01" };
    const late = projected(projectPlan(simple, [], plan, "2026-03-02"));
    expect(late.payments[0]?.date).toBe("2026-04-01");
    expect(late.warnings).toEqual([]);
    const txs: LedgerTransaction[] = [{ type: "PAYMENT", date: "2026-05-15", amount: usd("300") }];
    const after = expectSameAsLedger(simple, txs, plan, "2026-03-02");
    expect(after.payments[0]?.date).toBe("2026-06-01");
    expect(after.warnings).toEqual([
      "Installments due before 05/15/2026, the date of the last entry in the ledger, are not part of the projection.",
    ]);
  });

  it("says nothing of skipped installments when the last entry skipped none", () => {
    const plan: Plan = { installment: usd("1000"), frequency: "monthly", firstDue: "2026-02-01" };
    const txs: LedgerTransaction[] = [{ type: "PAYMENT", date: "2026-03-20", amount: usd("300") }];
    const projection = expectSameAsLedger(simple, txs, plan, "2026-03-02");
    expect(projection.payments[0]?.date).toBe("2026-04-01");
    expect(projection.warnings).toEqual([]);
  });

  it("enters no installment before the judgment, even when interest runs from earlier", () => {
    const early: CaseTerms = { ...simple, judgmentDate: "2026-03-10", interestFrom: "2026-01-01" };
    const plan: Plan = { installment: usd("1000"), frequency: "monthly", firstDue: "2026-02-01" };
    const projection = expectSameAsLedger(early, [], plan, "2026-01-01");
    expect(projection.payments[0]?.date).toBe("2026-04-01");
    expect(projection.warnings).toEqual([]);
  });

  it("warns when the plan runs past the judgment's enforceable life", () => {
    const plan: Plan = { installment: usd("1000"), frequency: "monthly", firstDue: "2026-02-01" };
    const warned = projected(
      projectPlan(simple, [], plan, "2026-01-01", { enforceableUntil: "2026-11-30" }),
    );
    expect(warned.warnings).toEqual([
      "Under this plan the judgment is paid off on 12/01/2026, after its enforceable life ends on 11/30/2026: it must be renewed before then for the plan to run its course.",
    ]);
    const fine = projected(
      projectPlan(simple, [], plan, "2026-01-01", { enforceableUntil: "2026-12-01" }),
    );
    expect(fine.warnings).toEqual([]);
  });

  it("projects nothing for a judgment already paid off", () => {
    const txs: LedgerTransaction[] = [
      { type: "PAYMENT", date: "2026-01-01", amount: usd("10000") },
    ];
    const plan: Plan = { installment: usd("100"), frequency: "weekly", firstDue: "2026-02-01" };
    const projection = projected(projectPlan(simple, txs, plan, "2026-03-01"));
    expect(projection).toMatchObject({ paidOffOn: "2026-01-01", installments: 0, payments: [] });
  });
});

describe("the interest-cover refusal", () => {
  const monthly = (installment: string): Plan => ({
    installment: usd(installment),
    frequency: "monthly",
    firstDue: "2026-02-01",
  });

  it("asks for the most one period of the first year earns, rounded up to the cent", () => {
    // $10,000 at 10%: $2.7397 a day; the longest month (31 days) earns $84.9307, so $84.94.
    const outcome = projectPlan(simple, [], monthly("84.93"), "2026-01-01");
    expect(outcome).toEqual({
      kind: "does-not-cover",
      needed: usd("84.94"),
      sentence:
        "An installment of $84.93 a month does not cover the interest: this judgment needs at least $84.94 a month just to cover interest.",
    });
  });

  it("accepts the figure itself: the plan then pays the judgment off, slowly", () => {
    const projection = projected(projectPlan(simple, [], monthly("84.94"), "2026-01-01"));
    expect(projection.paidOffOn).toBe("2066-02-01");
    expect(projection.installments).toBe(481);
    expect(text(projection.interestPaid)).toBe("30816.54");
  });

  it("refuses as too long a plan a later rate rise outruns", () => {
    const rising: CaseTerms = {
      ...simple,
      rate: [
        { from: "2026-01-01", ratePercent: 50_000n },
        { from: "2027-06-01", ratePercent: 200_000n },
      ],
    };
    const outcome = projectPlan(rising, [], monthly("100"), "2026-01-01");
    expect(outcome.kind).toBe("too-long");
    if (outcome.kind !== "too-long") return;
    expect(outcome.installments).toBe(600);
    expect(outcome.through).toBe("2076-01-01");
    expect(outcome.sentence).toMatch(
      /^At \$100\.00 a month, this plan would not pay the judgment off within 600 installments: \$[\d,]+\.\d\d would still be owed after the one due 01\/01\/2076\. A larger installment is needed\.$/,
    );
  });

  it("words the period for weekly and two-weekly plans", () => {
    const weekly = projectPlan(
      simple,
      [],
      { installment: usd("1"), frequency: "weekly", firstDue: "2026-01-08" },
      "2026-01-01",
    );
    // Seven days of $2.7397 = $19.1779, so $19.18.
    expect(weekly).toMatchObject({ kind: "does-not-cover", needed: usd("19.18") });
    expect(weekly.kind === "does-not-cover" && weekly.sentence).toContain(
      "at least $19.18 a week just to cover interest",
    );
    const biweekly = projectPlan(
      simple,
      [],
      { installment: usd("1"), frequency: "biweekly", firstDue: "2026-01-08" },
      "2026-01-01",
    );
    expect(biweekly).toMatchObject({ kind: "does-not-cover", needed: usd("38.36") });
  });

  it("counts a rate rise inside the first year", () => {
    const rising: CaseTerms = {
      ...simple,
      rate: [
        { from: "2026-01-01", ratePercent: 50_000n },
        { from: "2026-06-01", ratePercent: 200_000n },
      ],
    };
    // From June, 20% on $10,000: $5.4794 a day, 31 days = $169.8614.
    const outcome = projectPlan(rising, [], monthly("150"), "2026-01-01");
    expect(outcome).toMatchObject({ kind: "does-not-cover", needed: usd("169.87") });
  });

  it("stops at the given number of installments", () => {
    const outcome = projectPlan(simple, [], monthly("500"), "2026-01-01", { maxInstallments: 12 });
    expect(outcome).toMatchObject({ kind: "too-long", installments: 12, through: "2027-01-01" });
  });
});

describe("roundUpToCents", () => {
  it("rounds any part of a cent up, and leaves whole cents", () => {
    expect(roundUpToCents(849_307n)).toBe(849_400n);
    expect(roundUpToCents(849_301n)).toBe(849_400n);
    expect(roundUpToCents(849_300n)).toBe(849_300n);
    expect(roundUpToCents(0n)).toBe(0n);
  });
});
