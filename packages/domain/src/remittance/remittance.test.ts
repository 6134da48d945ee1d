import { describe, expect, it } from "vitest";
import { parseMoneyInput, parseRatePercent, toDecimalString } from "../money/money.ts";
import {
  addRemittance,
  caseRemittance,
  feeOnCollections,
  type RemittanceEntry,
  type RemittanceFigures,
  type RemittanceTerms,
} from "./remittance.ts";
import { periodsOverlap, previousMonth, remittancePeriodOf } from "./remittance-period.ts";

const $ = (text: string) => parseMoneyInput(text, { maxDecimals: 4 });
const pct = (text: string) => parseRatePercent(text);
const fee = (received: string, percent: string) =>
  toDecimalString(feeOnCollections($(received), pct(percent)));

describe("feeOnCollections: the fee's one rounding, at its traps", () => {
  it("rounds exactly half a cent up", () => {
    expect(fee("0.05", "10")).toBe("0.01"); // $0.005
    expect(fee("0.15", "10")).toBe("0.02"); // $0.015
    expect(fee("0.25", "10")).toBe("0.03"); // $0.025
  });

  it("keeps exact decimals a float would lose: $10.05 at 10% is $1.005, so $1.01", () => {
    expect(0.1 * 10.05 * 100).not.toBe(100.5); // the float trap itself
    expect(fee("10.05", "10")).toBe("1.01");
    expect(fee("1.15", "50")).toBe("0.58"); // $0.575
  });

  it("rounds just under half a cent down", () => {
    // $0.15 at 3.3333% is $0.0049999...
    expect(fee("0.15", "3.3333")).toBe("0.00");
    // $1,000.00 at 33.3333% is $333.333
    expect(fee("1000.00", "33.3333")).toBe("333.33");
    // $100.01 at 33.3335% is $33.33683... ; $15.00 at 33.3333% is $4.999995 -> $5.00
    expect(fee("15.00", "33.3333")).toBe("5.00");
    expect(fee("14.99", "33.3333")).toBe("5.00"); // $4.99666...
    expect(fee("14.98", "33.3333")).toBe("4.99"); // $4.993328...
  });

  it("gives nothing at 0%, everything at 100%, and holds the largest amounts exactly", () => {
    expect(fee("1234.56", "0")).toBe("0.00");
    expect(fee("1234.56", "100")).toBe("1234.56");
    expect(fee("999999999999.99", "100")).toBe("999999999999.99");
    // 333,332,999,999.9967 rounds up to the next dollar.
    expect(fee("999999999999.99", "33.3333")).toBe("333333000000.00");
    expect(fee("0.01", "49.9999")).toBe("0.00"); // $0.004999...
    expect(fee("0.01", "50")).toBe("0.01"); // $0.005
  });
});

const terms = (change: Partial<RemittanceTerms> = {}): RemittanceTerms => ({
  feePercent: pct("25"),
  flatFee: 0n,
  costsRecoveredFirst: true,
  ...change,
});

/** A payment applied interest first, the rest to principal, as the ledger would have. */
const payment = (
  date: string,
  amount: string,
  toInterest = "0",
  toCosts = "0",
): RemittanceEntry => ({
  type: "PAYMENT",
  date,
  amount: $(amount),
  appliedToInterest: $(toInterest),
  appliedToCosts: $(toCosts),
  appliedToPrincipal: $(amount) - $(toInterest) - $(toCosts),
});
const cost = (
  date: string,
  amount: string,
  type: "COST" | "RENEWAL" = "COST",
): RemittanceEntry => ({
  type,
  date,
  amount: $(amount),
  appliedToInterest: 0n,
  appliedToCosts: 0n,
  appliedToPrincipal: 0n,
});

const OCTOBER = { from: "2026-10-01", to: "2026-10-31" };

const shown = (figures: RemittanceFigures | null) =>
  figures &&
  Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, toDecimalString(v as bigint)]));

describe("caseRemittance", () => {
  it("splits the period's payments as the ledger applied them, cents adding up", () => {
    const row = caseRemittance(
      [
        payment("2026-09-30", "500.00", "100"), // before: not received in October
        payment("2026-10-05", "300.00", "120.1234"),
        payment("2026-10-20", "200.00", "10.0050", "5.00"),
        payment("2026-11-01", "999.00", "1"), // after
      ],
      terms({ costsRecoveredFirst: false }),
      OCTOBER,
    );
    expect(shown(row)).toEqual({
      received: "500.00",
      toInterest: "130.13", // 130.1284
      toPrincipal: "364.87",
      toCosts: "5.00",
      costsAdvanced: "0.00",
      costsRecovered: "0.00",
      fee: "125.00",
      net: "375.00",
    });
  });

  it("is null when nothing was received and no cost advanced in the period", () => {
    expect(caseRemittance([payment("2026-09-01", "10")], terms(), OCTOBER)).toBeNull();
    expect(caseRemittance([], terms(), OCTOBER)).toBeNull();
  });

  it("recovers the costs advanced so far from each payment first, less what earlier payments recovered", () => {
    const entries = [
      cost("2026-08-01", "150.00"),
      payment("2026-09-10", "100.00"), // recovers 100 of 150
      cost("2026-10-02", "60.00"),
      payment("2026-10-03", "30.00"), // recovers 30 (50 + 60 owed back)
      payment("2026-10-15", "500.00"), // recovers the remaining 80
      cost("2026-10-20", "40.00"), // after the payments: advanced, not yet recovered
    ];
    const row = caseRemittance(entries, terms(), OCTOBER);
    expect(shown(row)).toMatchObject({
      received: "530.00",
      costsAdvanced: "100.00",
      costsRecovered: "110.00",
      fee: "132.50", // 25% of 530
      net: "287.50", // 530 - 110 - 132.50
    });
    // The same ledger, costs not recovered first: the fee is on everything, nothing kept back.
    expect(
      shown(caseRemittance(entries, terms({ costsRecoveredFirst: false }), OCTOBER)),
    ).toMatchObject({
      costsRecovered: "0.00",
      fee: "132.50",
      net: "397.50",
    });
  });

  it("follows ledger order on one day: a cost entered after a payment waits for the next one", () => {
    const row = caseRemittance(
      [
        payment("2026-10-05", "100.00"),
        cost("2026-10-05", "40.00"),
        payment("2026-10-06", "10.00"),
      ],
      terms({ feePercent: 0n }),
      OCTOBER,
    );
    expect(shown(row)).toMatchObject({ costsRecovered: "10.00", net: "100.00" });
  });

  it("counts a renewal's costs as costs advanced, and recovers them", () => {
    const row = caseRemittance(
      [cost("2026-10-01", "25.00", "RENEWAL"), payment("2026-10-02", "100.00")],
      terms({ feePercent: 0n }),
      OCTOBER,
    );
    expect(shown(row)).toMatchObject({
      costsAdvanced: "25.00",
      costsRecovered: "25.00",
      net: "75.00",
    });
  });

  it("charges the flat fee once: in the period that holds the case's first payment ever", () => {
    const t = terms({ feePercent: pct("10"), flatFee: $("150.00"), costsRecoveredFirst: false });
    const entries = [payment("2026-10-10", "1000.00"), payment("2026-11-10", "1000.00")];
    expect(shown(caseRemittance(entries, t, OCTOBER))?.fee).toBe("250.00");
    expect(shown(caseRemittance(entries, t, { from: "2026-11-01", to: "2026-11-30" }))?.fee).toBe(
      "100.00",
    );
    // A period holding both: still once.
    expect(shown(caseRemittance(entries, t, { from: "2026-10-01", to: "2026-11-30" }))?.fee).toBe(
      "350.00",
    );
    // Costs advanced before any payment do not earn it.
    expect(
      shown(
        caseRemittance([cost("2026-09-01", "5"), ...entries], t, {
          from: "2026-09-01",
          to: "2026-09-30",
        }),
      )?.fee,
    ).toBe("0.00");
  });

  it("never charges more than what was received less the costs recovered", () => {
    const t = terms({ feePercent: pct("40"), flatFee: $("150.00") });
    const row = caseRemittance(
      [cost("2026-10-01", "60.00"), payment("2026-10-05", "200.00")],
      t,
      OCTOBER,
    );
    // 40% of 200 = 80, + 150 = 230; at most 200 − 60 = 140.
    expect(shown(row)).toMatchObject({ costsRecovered: "60.00", fee: "140.00", net: "0.00" });
    // A payment that only pays back costs leaves no fee at all.
    const allCosts = caseRemittance(
      [cost("2026-10-01", "500.00"), payment("2026-10-05", "200.00")],
      t,
      OCTOBER,
    );
    expect(shown(allCosts)).toMatchObject({ costsRecovered: "200.00", fee: "0.00", net: "0.00" });
  });

  it("rounds the fee per case, and the totals are the sums of the rows", () => {
    const t = terms({ feePercent: pct("10"), costsRecoveredFirst: false });
    // Each case: $0.05 -> fee $0.005 -> $0.01. Summed first it would be $0.015 -> $0.02.
    const a = caseRemittance([payment("2026-10-01", "0.05")], t, OCTOBER);
    const b = caseRemittance([payment("2026-10-02", "0.05")], t, OCTOBER);
    const c = caseRemittance([payment("2026-10-03", "0.05")], t, OCTOBER);
    const total = addRemittance([a, b, c].filter((r) => r !== null));
    expect(shown(total)).toMatchObject({ received: "0.15", fee: "0.03", net: "0.12" });
  });
});

describe("the period", () => {
  it("defaults to the calendar month before today, across a year and in a leap February", () => {
    expect(previousMonth("2026-11-26")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(previousMonth("2027-01-01")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(previousMonth("2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(remittancePeriodOf(undefined, "", "2026-11-26")).toEqual({
      period: { from: "2026-10-01", to: "2026-10-31" },
    });
  });

  it("refuses half a period, a non-date, a reversed one and one past 366 days, saying which", () => {
    expect(remittancePeriodOf("2026-10-01", undefined, "2026-11-26")).toMatchObject({
      field: "to",
    });
    expect(remittancePeriodOf("2026-13-01", "2026-10-31", "2026-11-26")).toMatchObject({
      field: "from",
    });
    expect(remittancePeriodOf("2026-10-31", "2026-10-01", "2026-11-26")).toMatchObject({
      refusal: "The period's last day cannot be before its first day.",
    });
    expect(remittancePeriodOf("2024-01-01", "2024-12-31", "2026-11-26")).toHaveProperty("period");
    expect(remittancePeriodOf("2024-01-01", "2025-01-01", "2026-11-26")).toMatchObject({
      refusal: "A remittance period is at most 366 days.",
    });
  });

  it("overlaps when the periods share a day", () => {
    expect(periodsOverlap(OCTOBER, { from: "2026-10-31", to: "2026-11-30" })).toBe(true);
    expect(periodsOverlap(OCTOBER, { from: "2026-11-01", to: "2026-11-30" })).toBe(false);
    expect(periodsOverlap({ from: "2026-10-10", to: "2026-10-12" }, OCTOBER)).toBe(true);
  });
});
