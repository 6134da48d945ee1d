import type { CaseDto } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { caseMethod } from "./case-method.ts";

const item = {
  judgmentAmount: "10000.00",
  judgmentDate: "2024-01-15",
  interestRate: "10",
  rateSchedule: null,
  compounding: "none",
  dayCount: "365",
  perDiemRounding: "floor-4",
  costTreatment: "principal",
  creditingOrder: "interest-principal",
  interestFrom: null,
  nonInterestBearing: "0.00",
  jurisdiction: null,
  rateTable: null,
  methodOverrides: [],
} as unknown as CaseDto;

describe("caseMethod", () => {
  it("describes the case's method as the statements do, without a rule when none was chosen", () => {
    const method = caseMethod(item);
    expect(method?.rule).toBeNull();
    expect(method?.paragraphs[0]).toBe(
      "Interest accrues at 10% per year on the principal balance, from the judgment dated 01/15/2024.",
    );
  });

  it("names the jurisdiction's rule, its review and what the case changed", () => {
    const method = caseMethod({
      ...item,
      jurisdiction: "US",
      rateTable: "US",
      perDiemRounding: "exact",
      compounding: "annual",
      methodOverrides: ["compounding"],
    });
    expect(method?.rule).toMatch(
      /^Federal \(USA\): 28 U\.S\.C\. § 1961 \(reviewed \d{2}\/\d{2}\/\d{4}, (confirmed|partly confirmed|not confirmed)\)\. Changed for this case: compounding\. Rate from the US rate table\.$/,
    );
    expect(method?.paragraphs.join(" ")).toContain("Interest compounds once a year");
  });

  it("gives nothing rather than a wrong description for figures it cannot read", () => {
    expect(caseMethod({ ...item, judgmentAmount: "lots" })).toBeNull();
  });
});
