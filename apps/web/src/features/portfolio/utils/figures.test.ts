import { describe, expect, it } from "vitest";
import {
  casesWord,
  collectionBars,
  collectionsSummary,
  monthLabel,
  outstandingSummary,
  sumOf,
  usd,
  usd4,
} from "./figures.ts";

const month = (m: string, collected: string) => ({
  month: m,
  collected,
  toInterest: "0.00",
  toPrincipal: collected,
  toCosts: "0.00",
  costsAdded: "0.00",
});

describe("the portfolio's figures", () => {
  it("formats the server's text exactly, the per diem with 4 decimals", () => {
    expect(usd("1234567.89")).toBe("$1,234,567.89");
    expect(usd4("12.3457")).toBe("$12.3457");
    expect(usd("-0.01")).toBe("-$0.01");
  });

  it("adds decimal texts without a float", () => {
    expect(sumOf(["0.10", "0.20", "0.30"])).toBe("0.60");
    expect(sumOf(["9007199254740.99", "0.01"])).toBe("9007199254741.00");
    expect(sumOf([])).toBe("0.00");
  });

  it("names months for people", () => {
    expect(monthLabel("2026-01")).toBe("Jan 2026");
    expect(collectionBars([month("2025-12", "10.50")])[0]).toMatchObject({
      label: "Dec 25",
      collected: 10.5,
    });
  });

  it("says what each chart shows in one sentence", () => {
    expect(
      collectionsSummary([
        month("2026-09", "100.00"),
        month("2026-10", "250.25"),
        month("2026-11", "0.00"),
      ]),
    ).toBe(
      "Collections per month from Sep 2026 to Nov 2026: $350.25 in all; the most, $250.25, in Oct 2026.",
    );
    expect(collectionsSummary([month("2026-10", "0.00"), month("2026-11", "0.00")])).toBe(
      "Collections per month from Oct 2026 to Nov 2026: nothing was collected.",
    );
    const point = (date: string, total: string) => ({
      date,
      principal: total,
      interest: "0.00",
      costs: "0.00",
      total,
    });
    expect(
      outstandingSummary([point("2024-12-31", "1000.00"), point("2026-11-26", "1500.50")]),
    ).toBe("Outstanding over time: $1,000.00 on 12/31/2024, $1,500.50 on 11/26/2026.");
    expect(casesWord(1)).toBe("1 case");
    expect(casesWord(0)).toBe("0 cases");
  });
});

describe("adding per diems", () => {
  it("keeps 4 decimals", () => {
    expect(sumOf(["1.2345", "0.0001"], 4)).toBe("1.2346");
  });
});
