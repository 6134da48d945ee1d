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
    expect(method?.sources).toEqual([
      "No jurisdiction was chosen: the method is the one entered for this case.",
      "Rate source: the rate was entered for this case.",
    ]);
    expect(method?.paragraphs[0]).toBe(
      "Interest accrues at 10% per year on the principal balance, from the judgment dated 01/15/2024.",
    );
  });

  it("gives the statements' rule and rate source: each element in a sentence, the H.15 week", () => {
    const method = caseMethod({
      ...item,
      judgmentDate: "2024-07-17",
      interestRate: "4.96",
      jurisdiction: "US",
      rateTable: "US",
      perDiemRounding: "exact",
      compounding: "none",
      methodOverrides: ["compounding"],
    });
    const sources = method?.sources ?? [];
    expect(sources[0]).toMatch(
      /^Jurisdiction: Federal \(USA\)\. Rule applied: 28 U\.S\.C\. § 1961 \(reviewed \d{2}\/\d{2}\/\d{4}; /,
    );
    expect(sources).toContain(
      "Compounding. Interest is simple: unpaid interest never earns interest itself. Set for this case in place of the jurisdiction's rule.",
    );
    expect(sources.at(-1)).toBe(
      "Rate source: 4.96%, the Federal Reserve's H.15 release, week ending 07/12/2024 (28 U.S.C. § 1961(a)-(b)).",
    );
    expect(sources.join(" ")).not.toMatch(/compounding,|perDiemRounding|\(assumed\)|github/);
  });

  it("gives nothing rather than a wrong description for figures it cannot read", () => {
    expect(caseMethod({ ...item, judgmentAmount: "lots" })).toBeNull();
  });
});
