import { describe, expect, it } from "vitest";
import { addMonths } from "../dates/calendar-date.ts";
import { type Money, parseMoneyInput, parseRatePercent } from "../money/money.ts";
import { compareSettlement, presentValue } from "./settlement.ts";

const usd = (text: string): Money => parseMoneyInput(text);

describe("presentValue", () => {
  it("leaves a payment on the day as it is, and discounts a year at (1 + r)", () => {
    expect(presentValue(usd("10600"), 0, parseRatePercent("6"))).toBe(usd("10600"));
    expect(presentValue(usd("10600"), 365, parseRatePercent("6"))).toBe(usd("10000"));
    expect(presentValue(usd("11236"), 730, parseRatePercent("6"))).toBe(usd("10000"));
  });

  it("discounts part of a year by the fraction of 365 days, to $0.0001 half up", () => {
    // 1,000 ÷ 1.06^(182/365) = 971.36339... (50-digit decimal arithmetic).
    expect(presentValue(usd("1000"), 182, parseRatePercent("6"))).toBe(9_713_634n);
    // At 0% nothing is discounted.
    expect(presentValue(usd("1234.56"), 4000, 0n)).toBe(usd("1234.56"));
  });

  it("values a payment before the day at more than its amount", () => {
    expect(presentValue(usd("10000"), -365, parseRatePercent("6"))).toBe(usd("10600"));
  });

  it("stays within $0.0003 for the largest amount a person may enter", () => {
    const big = usd("999999999999.99");
    expect(presentValue(big, 0, parseRatePercent("6"))).toBe(big);
    // 999,999,999,999.99 ÷ 1.06 = 943,396,226,415.0849056... (50-digit decimal arithmetic).
    const off = presentValue(big, 365, parseRatePercent("6")) - 9_433_962_264_150_849n;
    expect(off >= -3n && off <= 3n).toBe(true);
  });
});

describe("compareSettlement", () => {
  // Twelve monthly payments of $800 from 01/01/2027, weighed on 12/01/2026.
  const payments = Array.from({ length: 12 }, (_, k) => ({
    date: addMonths("2027-01-01", k),
    amount: usd("800"),
  }));

  it("adds the plan's discounted payments and shows the sum to the cent", () => {
    const result = compareSettlement({
      lumpSum: usd("9000"),
      on: "2026-12-01",
      discountRatePercent: parseRatePercent("6"),
      payments,
      payoffOn: usd("9512.40"),
    });
    const exact = payments.reduce(
      (sum, p) => sum + presentValue(p.amount, daysFrom("2026-12-01", p.date), 60_000n),
      0n,
    );
    expect(result.planPresentValue).toBe(((exact + 50n) / 100n) * 100n);
    expect(result.planTotal).toBe(usd("9600"));
    expect(result.planPaidOffOn).toBe("2027-12-01");
    expect(result.payoffOn).toBe(usd("9512.40"));
    expect(result.difference).toBe(usd("9000") - result.planPresentValue);
  });

  it("says which is worth more, in the day's money at the rate", () => {
    const at = (lumpSum: string, rate: string) =>
      compareSettlement({
        lumpSum: usd(lumpSum),
        on: "2026-12-01",
        discountRatePercent: parseRatePercent(rate),
        payments,
        payoffOn: usd("9512.40"),
      });
    const lump = at("9400", "6");
    expect(lump.better).toBe("lump-sum");
    // Σ 800 ÷ 1.06^(days/365) = 9,303.3498952... (50-digit decimal arithmetic).
    expect(lump.planPresentValue).toBe(usd("9303.35"));
    expect(lump.sentence).toBe(
      "Taking $9,400.00 on 12/01/2026 is worth $96.65 more than the plan, in 12/01/2026 money at 6% a year.",
    );
    const plan = at("9000", "6");
    expect(plan.better).toBe("plan");
    expect(plan.sentence).toBe(
      "The plan is worth $303.35 more than taking $9,000.00 on 12/01/2026, in 12/01/2026 money at 6% a year.",
    );
    const equal = at("9600", "0");
    expect(equal.better).toBe("equal");
    expect(equal.difference).toBe(0n);
    expect(equal.sentence).toBe(
      "Taking $9,600.00 on 12/01/2026 is worth the same as the plan, in 12/01/2026 money at 0% a year.",
    );
    expect(at("9000", "7.375").sentence).toContain("at 7.375% a year.");
  });

  it("weighs a plan with no payments left as worth nothing", () => {
    const result = compareSettlement({
      lumpSum: usd("10"),
      on: "2026-12-01",
      discountRatePercent: parseRatePercent("5"),
      payments: [],
      payoffOn: usd("10"),
    });
    expect(result).toMatchObject({
      planTotal: 0n,
      planPresentValue: 0n,
      planPaidOffOn: "2026-12-01",
    });
    expect(result.better).toBe("lump-sum");
  });
});

function daysFrom(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}
