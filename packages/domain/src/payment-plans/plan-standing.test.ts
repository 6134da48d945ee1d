import { describe, expect, it } from "vitest";
import type { InstallmentStatus, PlanState } from "../contracts/payment-plans.ts";
import { type Money, parseMoneyInput } from "../money/money.ts";
import { installmentText, type PlanPayment, planStanding } from "./plan-standing.ts";
import type { PlanTerms } from "./plan-terms.ts";

const usd = (text: string): Money => parseMoneyInput(text);

// $250 a month from January 15, five days' grace, three missed installments end it.
const plan: PlanTerms = {
  installment: usd("250"),
  frequency: "monthly",
  firstDue: "2026-01-15",
  graceDays: 5,
  missedToDefault: 3,
  agreedOn: "2026-01-02",
};

// A year of payments: early, within grace, late, partial then late, overpaid, carried, skipped.
const year: PlanPayment[] = [
  { date: "2025-12-20", amount: usd("250") }, // before the plan was agreed: not counted
  { date: "2026-01-14", amount: usd("250") }, // #1 early
  { date: "2026-02-18", amount: usd("250") }, // #2 within its grace (due 2/15, grace to 2/20)
  { date: "2026-03-25", amount: usd("250") }, // #3 after its grace: paid late
  { date: "2026-04-15", amount: usd("100") }, // #4 partly on its due date ...
  { date: "2026-05-01", amount: usd("150") }, // ... the rest after its grace: paid late
  { date: "2026-05-15", amount: usd("400") }, // #5 in full, $150 carried to #6
  { date: "2026-06-15", amount: usd("100") }, // #6 completed on its due date
  // July: nothing. #7 (due 7/15) is missed on 7/21: the third miss ends the plan.
  { date: "2026-08-10", amount: usd("250") }, // #7 paid late; the plan stays defaulted
  { date: "2026-09-15", amount: usd("250") }, // #8
  { date: "2026-10-01", amount: usd("250") }, // #9
];

const statuses = (today: string, payments = year, paidOffOn: string | null = null) =>
  planStanding(plan, payments, today, { paidOffOn }).installments.map(
    (i) => `${i.number} ${i.status} ${i.paid / 10_000n}`,
  );

describe("planStanding over a year of payments", () => {
  const days: [string, PlanState, number, string | null][] = [
    // today, state, missed so far, next installment not fully paid
    ["2026-01-10", "current", 0, "2026-01-15"],
    ["2026-01-15", "current", 0, "2026-02-15"],
    ["2026-02-15", "current", 0, "2026-02-15"],
    ["2026-02-16", "late", 0, "2026-02-15"],
    ["2026-02-18", "current", 0, "2026-03-15"],
    ["2026-03-20", "late", 0, "2026-03-15"],
    ["2026-03-21", "late", 1, "2026-03-15"],
    ["2026-03-25", "current", 1, "2026-04-15"],
    ["2026-04-16", "late", 1, "2026-04-15"],
    ["2026-04-21", "late", 2, "2026-04-15"],
    ["2026-05-01", "current", 2, "2026-05-15"],
    ["2026-05-16", "current", 2, "2026-06-15"],
    ["2026-06-15", "current", 2, "2026-07-15"],
    ["2026-07-16", "late", 2, "2026-07-15"],
    ["2026-07-20", "late", 2, "2026-07-15"],
    ["2026-07-21", "defaulted", 3, null],
    ["2026-08-10", "defaulted", 3, null],
    ["2026-12-31", "defaulted", 8, null],
  ];
  it.each(days)(
    "on %s the plan is %s with %i missed, next due %s",
    (today, state, missed, next) => {
      const standing = planStanding(plan, year, today, { paidOffOn: null });
      expect(standing.state).toBe(state);
      expect(standing.missedCount).toBe(missed);
      expect(standing.nextDue?.due ?? null).toBe(next);
      expect(standing.defaultedOn).toBe(state === "defaulted" ? "2026-07-21" : null);
    },
  );

  it("gives each installment its status, day by day", () => {
    expect(statuses("2026-01-10")).toEqual(["1 upcoming 0", "2 upcoming 0", "3 upcoming 0"]);
    expect(statuses("2026-02-17")).toEqual([
      "1 paid 250",
      "2 late 0",
      "3 upcoming 0",
      "4 upcoming 0",
      "5 upcoming 0",
    ]);
    expect(statuses("2026-03-21").slice(0, 3)).toEqual(["1 paid 250", "2 paid 250", "3 missed 0"]);
    expect(statuses("2026-04-16").slice(2, 5)).toEqual([
      "3 paid-late 250",
      "4 partial 100",
      "5 upcoming 0",
    ]);
    expect(statuses("2026-04-21")[3]).toBe("4 missed 100");
    expect(statuses("2026-05-16")).toEqual([
      "1 paid 250",
      "2 paid 250",
      "3 paid-late 250",
      "4 paid-late 250",
      "5 paid 250",
      "6 partial 150",
      "7 upcoming 0",
      "8 upcoming 0",
    ]);
    expect(statuses("2026-12-31")).toEqual([
      "1 paid 250",
      "2 paid 250",
      "3 paid-late 250",
      "4 paid-late 250",
      "5 paid 250",
      "6 paid 250",
      "7 paid-late 250",
      "8 paid-late 250",
      "9 paid-late 250",
      "10 missed 0",
      "11 missed 0",
      "12 missed 0",
      "13 upcoming 0",
      "14 upcoming 0",
      "15 upcoming 0",
    ]);
  });

  it("records the day each installment was fully paid, and its grace end", () => {
    const { installments } = planStanding(plan, year, "2026-12-31", { paidOffOn: null });
    expect(installments.slice(0, 9).map((i) => i.paidOn)).toEqual([
      "2026-01-14",
      "2026-02-18",
      "2026-03-25",
      "2026-05-01",
      "2026-05-15",
      "2026-06-15",
      "2026-08-10",
      "2026-09-15",
      "2026-10-01",
    ]);
    expect(installments[9]?.paidOn).toBeNull();
    expect(installments[1]?.graceEnds).toBe("2026-02-20");
    expect(installmentText(installments[3] as (typeof installments)[number])).toEqual({
      number: 4,
      due: "2026-04-15",
      graceEnds: "2026-04-20",
      amount: "250.00",
      paid: "250.00",
      paidOn: "2026-05-01",
      status: "paid-late",
    });
  });

  it("ignores payments dated after the day it is asked about", () => {
    expect(statuses("2026-03-24").slice(0, 3)).toEqual(["1 paid 250", "2 paid 250", "3 missed 0"]);
  });

  it("counts a grace of no days: unpaid the day after it is due is missed", () => {
    const strict = { ...plan, graceDays: 0, missedToDefault: 1 };
    const onDue = planStanding(strict, [], "2026-01-15", { paidOffOn: null });
    expect(onDue.state).toBe("current");
    const after = planStanding(strict, [], "2026-01-16", { paidOffOn: null });
    expect(after.installments[0]?.status).toBe("missed");
    expect(after.state).toBe("defaulted");
    expect(after.defaultedOn).toBe("2026-01-16");
  });
});

describe("planStanding with payments ahead, and once the judgment is paid off", () => {
  it("fills installments ahead with an overpayment and lists them all", () => {
    const standing = planStanding(
      plan,
      [{ date: "2026-01-10", amount: usd("1000") }],
      "2026-01-20",
      {
        paidOffOn: null,
      },
    );
    expect(standing.installments.map((i) => `${i.number} ${i.status} ${i.paidOn}`)).toEqual([
      "1 paid 2026-01-10",
      "2 paid 2026-01-10",
      "3 paid 2026-01-10",
      "4 paid 2026-01-10",
      "5 upcoming null",
    ]);
    expect(standing.nextDue?.number).toBe(5);
    expect(standing.state).toBe("current");
  });

  it("lists as many installments ahead as asked", () => {
    const standing = planStanding(plan, [], "2026-03-01", { paidOffOn: null, ahead: 0 });
    expect(standing.installments.map((i) => i.number)).toEqual([1, 2]);
    expect(standing.nextDue?.number).toBe(1);
  });

  it("is completed when the payoff pays more than the installments left, ending there", () => {
    const payments = [
      { date: "2026-01-14", amount: usd("250") },
      { date: "2026-02-15", amount: usd("250") },
      { date: "2026-03-10", amount: usd("2000") },
    ];
    const standing = planStanding(plan, payments, "2026-06-01", { paidOffOn: "2026-03-10" });
    expect(standing.state).toBe("completed");
    expect(standing.nextDue).toBeNull();
    expect(standing.installments.map((i) => `${i.number} ${i.status} ${i.paidOn}`)).toEqual([
      "1 paid 2026-01-14",
      "2 paid 2026-02-15",
      "3 paid 2026-03-10",
    ]);
  });

  it("takes a payoff smaller than the installment as the last installment, paid", () => {
    const payments = [
      { date: "2026-01-14", amount: usd("250") },
      { date: "2026-02-19", amount: usd("120.55") },
    ];
    const standing = planStanding(plan, payments, "2026-03-01", { paidOffOn: "2026-02-19" });
    expect(standing.state).toBe("completed");
    const last = standing.installments[1];
    expect(last).toMatchObject({ number: 2, status: "paid", paidOn: "2026-02-19" });
    expect(last?.amount).toBe(usd("120.55"));
    expect(standing.installments).toHaveLength(2);
  });

  it("stays completed even after misses, and is not completed before the payoff day", () => {
    const payments = [{ date: "2026-05-01", amount: usd("300") }];
    const done = planStanding(plan, payments, "2026-05-02", { paidOffOn: "2026-05-01" });
    expect(done.state).toBe("completed");
    expect(done.defaultedOn).toBe("2026-03-21");
    const before = planStanding(plan, payments, "2026-04-30", { paidOffOn: "2026-05-01" });
    expect(before.state).toBe("defaulted");
  });

  const cases: [string, InstallmentStatus][] = [
    ["2026-01-14", "upcoming"],
    ["2026-01-15", "upcoming"],
    ["2026-01-16", "late"],
    ["2026-01-20", "late"],
    ["2026-01-21", "missed"],
  ];
  it.each(cases)("an unpaid first installment on %s is %s", (today, status) => {
    expect(planStanding(plan, [], today, { paidOffOn: null }).installments[0]?.status).toBe(status);
  });
});
