import { type CaseTerms, type ClosingInterest, ledgerTimeline } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { closingStretches, closingText, ledgerRows, perDiemChangesWithin } from "./ledger-table.ts";

const closing = (overrides: Partial<ClosingInterest>): ClosingInterest => ({
  from: "2024-03-01",
  to: "2024-05-01",
  days: 61,
  perDiem: 2_4013n,
  interest: 146_4793n,
  uniformPerDiem: true,
  ...overrides,
});

describe("the closing line", () => {
  it("is days × per diem when the per diem holds for the whole stretch", () => {
    expect(closingText(closing({}), undefined)).toBe(
      "Interest from 03/01/2024 to 05/01/2024: 61 days × $2.4013 = $146.4793",
    );
    expect(closingText(closing({ to: "2024-03-02", days: 1, interest: 2_4013n }), undefined)).toBe(
      "Interest from 03/01/2024 to 03/02/2024: 1 day × $2.4013 = $2.4013",
    );
  });

  it("never prints a sum that is not the engine's interest", () => {
    const terms = {
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2023-12-01",
      rate: 10_0000n,
      dayCount: "actual" as const,
    };
    // 30 days at $2.7397 (2023) + 31 days at $2.7322 (2024, a leap year) = $166.8892.
    const real = closing({
      from: "2023-12-01",
      to: "2024-01-31",
      days: 61,
      perDiem: 2_7397n,
      interest: 166_8892n,
      uniformPerDiem: false,
    });
    expect(closingStretches(real, terms, 10_000_0000n)).toEqual([
      { days: 30, perDiem: 2_7397n },
      { days: 31, perDiem: 2_7322n },
    ]);
    const wrong = { ...real, interest: 166_8893n };
    expect(closingStretches(wrong, terms, 10_000_0000n)).toBeUndefined();
    expect(closingText(wrong, undefined)).toBe(
      "Interest from 12/01/2023 to 01/31/2024 (61 days; the daily interest changes within this period): $166.8893",
    );
  });
});

describe("the note that the daily interest changes within the period", () => {
  const closingLine = (terms: CaseTerms, asOf: string) => {
    const rows = ledgerRows(ledgerTimeline(terms, [], asOf), terms, new Map());
    const last = rows.at(-1);
    return last && "span" in last ? last.span : "";
  };

  it("is not printed when the daily interest is only carried unrounded (federal, exact)", () => {
    const terms: CaseTerms = {
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-07-17",
      rate: 4_9600n,
      compounding: "annual",
      perDiemRounding: "exact",
    };
    const timeline = ledgerTimeline(terms, [], "2025-01-15");
    // $10,000 × 4.96% ÷ 365 = $1.358904…: 182 days of it is $247.3205, not 182 × $1.3589.
    expect(timeline.closing.uniformPerDiem).toBe(false);
    expect(perDiemChangesWithin(timeline.closing, terms, timeline.summary.principalBalance)).toBe(
      false,
    );
    expect(closingLine(terms, "2025-01-15")).toBe(
      "Interest from 07/17/2024 to 01/15/2025 (182 days; the daily interest, $1.3589 when rounded down to $0.0001, is carried unrounded): $247.3205",
    );
  });

  it("is printed where the daily interest really changes and the parts do not add up", () => {
    // Exact rounding and a calendar year: 2024 days are over 366, 2025 days over 365.
    const terms: CaseTerms = {
      judgmentAmount: 10_000_0000n,
      judgmentDate: "2024-12-01",
      rate: 9_0000n,
      dayCount: "actual",
      perDiemRounding: "exact",
    };
    const timeline = ledgerTimeline(terms, [], "2025-01-31");
    expect(timeline.closing.uniformPerDiem).toBe(false);
    expect(perDiemChangesWithin(timeline.closing, terms, timeline.summary.principalBalance)).toBe(
      true,
    );
    expect(closingLine(terms, "2025-01-31")).toContain(
      "(61 days; the daily interest changes within this period)",
    );
  });
});
