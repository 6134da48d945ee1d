import { describe, expect, it } from "vitest";
import { describeInterestMethod } from "./method-description.ts";
import type { CaseTerms } from "./terms.ts";

const terms: CaseTerms = {
  judgmentAmount: 100_000_000n,
  judgmentDate: "2024-01-15",
  rate: 73_750n,
};

describe("describeInterestMethod", () => {
  it("states the default method in plain words", () => {
    const { title, paragraphs } = describeInterestMethod(terms);
    expect(title).toBe("How interest is calculated");
    expect(paragraphs[0]).toBe(
      "Interest accrues at 7.375% per year on the principal balance, from the judgment dated 01/15/2024.",
    );
    const text = paragraphs.join("\n");
    expect(text).toContain(
      "A year's interest is the principal balance times the yearly rate. A day's interest is the yearly interest divided by 365, in leap years too. The daily interest is rounded down to the nearest hundredth of a cent ($0.0001).",
    );
    expect(text).toContain("the judgment date itself earns no interest");
    expect(text).toContain("Interest is simple");
    expect(text).toContain("Each payment pays the interest due first");
    expect(text).toContain("United States Rule");
    expect(text).toContain(
      "Costs are added to the principal on the date they are entered and earn interest with it.",
    );
    expect(text).toContain("in the order they were entered");
    expect(text).not.toContain("anniversary");
  });

  it("follows the case's day count, compounding and rate schedule", () => {
    const text = describeInterestMethod({
      ...terms,
      judgmentDate: "2024-02-29",
      dayCount: "actual",
      compounding: "annual",
      rate: [
        { from: "2023-01-01", ratePercent: 90_000n },
        { from: "2025-01-01", ratePercent: 85_000n },
      ],
    }).paragraphs.join("\n");
    expect(text).toContain("9% from 02/29/2024; 8.5% from 01/01/2025");
    expect(text).toContain("divided by 365, or by 366 for a day in a leap year.");
    expect(text).toContain("Interest compounds once a year");
    expect(text).toContain("The anniversary is February 29");
    expect(text).toContain("in years without a February 29 the anniversary is February 28");
    expect(text).not.toContain("Interest is simple");
  });
});

describe("the method description follows the case's options", () => {
  it("names the year basis, rounding, interest start, non-bearing part, costs and crediting order", () => {
    const text = describeInterestMethod({
      judgmentAmount: 1_000_000_000n,
      judgmentDate: "2024-03-05",
      rate: 90_000n,
      dayCount: "360",
      perDiemRounding: "half-up-cents",
      costTreatment: "separate-non-bearing",
      creditingOrder: "costs-interest-principal",
      interestFrom: "2023-11-01",
      nonInterestBearing: 25_000_000n,
    }).paragraphs.join("\n");
    expect(text).toContain(
      "A day's interest is the yearly interest divided by 360. The daily interest is rounded to the nearest cent.",
    );
    expect(text).toContain("Interest runs from 11/01/2023, before the judgment dated 03/05/2024");
    expect(text).toContain("$2,500.00 of the judgment bears no interest");
    expect(text).toContain("Costs are kept apart from the principal and earn no interest.");
    expect(text).toContain("Each payment pays the costs first, then the interest due");
    expect(text).toContain("plus the cost balance");
    expect(text).not.toContain("United States Rule");
  });

  it("says an exact per diem is not rounded", () => {
    const text = describeInterestMethod({
      judgmentAmount: 1_000_000_000n,
      judgmentDate: "2024-03-05",
      rate: 90_000n,
      perDiemRounding: "exact",
    }).paragraphs.join("\n");
    expect(text).toContain(
      "The daily interest is not rounded: interest is carried exactly, and only the amounts shown are rounded. The daily amount shown is rounded down to $0.0001.",
    );
  });

  it("says each published convention in a sentence, with no internal value", () => {
    const text = (change: Partial<CaseTerms>) =>
      describeInterestMethod({ ...terms, ...change }).paragraphs.join("\n");
    const thirty = text({ dayCount: "30-360" });
    expect(thirty).toContain("Interest is counted in 30-day months and a 360-day year");
    expect(thirty).not.toContain("Days are calendar days");
    const months = text({ dayCount: "months" });
    expect(months).toContain("Interest is counted in whole months, then the odd days.");
    expect(months).toContain("Each whole month earns one twelfth of a year's interest");
    expect(months).toContain("divided by 365");
    const bank = text({ dayCount: "bank-year", perDiemRounding: "half-up-cents" });
    expect(bank).toContain("Interest is counted in bank years.");
    expect(bank).toContain("for at most 360 days");
    expect(bank).toContain(
      "Each of these amounts is rounded to the nearest cent (half a cent up).",
    );
    const merchants = text({ creditingOrder: "merchants-rule" });
    expect(merchants).toContain("Payments are credited under the Merchants' Rule");
    expect(merchants).not.toContain("United States Rule");
    for (const words of [thirty, months, bank, merchants]) {
      expect(words).not.toMatch(/30-360|bank-year|merchants-rule/);
    }
  });
});
