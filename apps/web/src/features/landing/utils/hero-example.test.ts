import {
  formatUsDate,
  formatUsd,
  parseMoneyInput,
  parseRatePercent,
  summarize,
} from "@owed/domain";
import { describe, expect, it } from "vitest";
import { HERO_EXAMPLE as ex } from "./hero-example.ts";

describe("the landing page's worked example", () => {
  it("shows exactly what the interest engine computes", () => {
    const terms = {
      judgmentAmount: parseMoneyInput("25000"),
      judgmentDate: "2024-03-15",
      rate: parseRatePercent("9"),
    };
    const summary = summarize(
      terms,
      [
        { type: "PAYMENT", date: "2024-10-01", amount: parseMoneyInput("5000") },
        { type: "COST", date: "2025-01-10", amount: parseMoneyInput("450") },
      ],
      "2025-06-30",
    );
    expect(formatUsd(terms.judgmentAmount)).toBe(ex.judgmentAmount);
    expect(formatUsDate("2024-03-15")).toBe(ex.judgmentDate);
    expect(formatUsDate("2024-10-01")).toBe(ex.paymentDate);
    expect(formatUsDate("2025-01-10")).toBe(ex.costDate);
    expect(formatUsDate(summary.asOf)).toBe(ex.asOf);
    expect(formatUsd(summary.principalBalance)).toBe(ex.principalBalance);
    expect(formatUsd(summary.accruedInterest)).toBe(ex.accruedInterest);
    expect(formatUsd(summary.payoffAmount)).toBe(ex.totalPayoff);
    expect(formatUsd(summary.perDiem, { decimals: 4 })).toBe(ex.perDiem);
  });

  it("adds up on the page: principal plus interest, as printed, is the printed payoff", () => {
    const cents = (text: string) => Number(text.replace(/[$,.]/g, ""));
    expect(cents(ex.principalBalance) + cents(ex.accruedInterest)).toBe(cents(ex.totalPayoff));
  });
});
