import { describe, expect, it } from "vitest";
import { addDays, toDayNumber } from "../dates/calendar-date.ts";
import { DomainError } from "../interest/domain-error.ts";
import {
  firstInstallmentOnOrAfter,
  installmentDue,
  installmentGraceEnds,
  type PlanTerms,
  planTermsFromRequest,
} from "./plan-terms.ts";

const plan = (frequency: PlanTerms["frequency"], firstDue: string) => ({ frequency, firstDue });

describe("installmentDue", () => {
  it("steps a week or two weeks from the first due date", () => {
    expect(installmentDue(plan("weekly", "2026-12-28"), 1)).toBe("2026-12-28");
    expect(installmentDue(plan("weekly", "2026-12-28"), 2)).toBe("2027-01-04");
    expect(installmentDue(plan("weekly", "2026-12-28"), 53)).toBe("2027-12-27");
    expect(installmentDue(plan("biweekly", "2028-02-15"), 2)).toBe("2028-02-29");
    expect(installmentDue(plan("biweekly", "2028-02-15"), 27)).toBe("2029-02-13");
  });

  it("keeps a monthly plan's day, on the month's last day when it has none, and goes back to it", () => {
    const monthly = plan("monthly", "2027-01-31");
    expect([1, 2, 3, 4, 5, 13, 14].map((n) => installmentDue(monthly, n))).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2028-01-31",
      "2028-02-29",
    ]);
    const thirtieth = plan("monthly", "2027-11-30");
    expect([1, 2, 3, 4, 5].map((n) => installmentDue(thirtieth, n))).toEqual([
      "2027-11-30",
      "2027-12-30",
      "2028-01-30",
      "2028-02-29",
      "2028-03-30",
    ]);
    expect(installmentDue(plan("monthly", "2028-02-29"), 13)).toBe("2029-02-28");
    expect(installmentDue(plan("monthly", "2028-02-29"), 14)).toBe("2029-03-29");
  });

  it("refuses an installment number that is not a whole number from 1", () => {
    expect(() => installmentDue(plan("weekly", "2027-01-01"), 0)).toThrow(RangeError);
    expect(() => installmentDue(plan("weekly", "2027-01-01"), 1.5)).toThrow(RangeError);
  });

  it("puts the grace end the grace days after the due date", () => {
    const terms = { ...plan("monthly", "2027-01-31"), graceDays: 5 };
    expect(installmentGraceEnds(terms, 2)).toBe("2027-03-05");
    expect(installmentGraceEnds({ ...terms, graceDays: 0 }, 2)).toBe("2027-02-28");
  });
});

describe("firstInstallmentOnOrAfter", () => {
  it("is the first installment due on or after each day of three years, for every frequency", () => {
    for (const frequency of ["weekly", "biweekly", "monthly"] as const) {
      const terms = plan(frequency, "2027-01-31");
      for (let offset = -10; offset < 3 * 366; offset += 1) {
        const date = addDays("2027-01-31", offset);
        const n = firstInstallmentOnOrAfter(terms, date);
        expect(toDayNumber(installmentDue(terms, n))).toBeGreaterThanOrEqual(toDayNumber(date));
        if (n > 1) {
          expect(toDayNumber(installmentDue(terms, n - 1))).toBeLessThan(toDayNumber(date));
        }
      }
    }
  });
});

describe("planTermsFromRequest", () => {
  it("turns a checked request into terms with the installment as Money", () => {
    expect(
      planTermsFromRequest(
        {
          installment: "1,250.50",
          frequency: "biweekly",
          firstDue: "2027-01-15",
          graceDays: 3,
          missedToDefault: 2,
          note: "",
        },
        "2026-12-01",
      ),
    ).toEqual({
      installment: 12_505_000n,
      frequency: "biweekly",
      firstDue: "2027-01-15",
      graceDays: 3,
      missedToDefault: 2,
      agreedOn: "2026-12-01",
    });
  });

  it("refuses an installment of nothing and a date that is not real", () => {
    const request = {
      installment: "0",
      frequency: "monthly" as const,
      firstDue: "2027-01-15",
      graceDays: 0,
      missedToDefault: 1,
      note: "",
    };
    expect(() => planTermsFromRequest(request, "2026-12-01")).toThrow(DomainError);
    expect(() =>
      planTermsFromRequest({ ...request, installment: "10", firstDue: "2027-02-30" }, "2026-12-01"),
    ).toThrow(DomainError);
  });
});
