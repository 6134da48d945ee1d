import { describe, expect, it } from "vitest";
import { methodPreset, stateInterestRules, suggestedRate } from "../state-rules/index.ts";
import { missingRateError, newCaseRequest } from "./case-schemas.ts";

// A jurisdiction whose rate no statute fixes never gets the default 10% (docs/jurisdiction-methods.md,
// "No made-up rate"): the preset fills no rate, says where it is published, and a case sent
// without one is refused.

const caseWithoutRate = {
  caseName: "Lone Star Supply v. Roe",
  courtName: "District Court, Travis County",
  courtCaseNumber: "D-1-GN-24-000123",
  judgmentAmount: "8000.00",
  judgmentDate: "2024-07-15",
};

/** Every variable row without a shipped table, and every row whose rate a court or agency sets. */
const typedRates = stateInterestRules.filter((row) => {
  const kind = row.method.rate.value.kind;
  return kind === "published" || kind === "court";
});

describe("no made-up rate", () => {
  it("covers every variable row without a table and every court-set row of the rules table", () => {
    const expected = stateInterestRules.filter(
      (row) =>
        row.kind === "set by court or agency" ||
        (row.kind === "variable" && row.method.rate.value.kind !== "table"),
    );
    expect(typedRates.map((row) => row.code)).toEqual(expected.map((row) => row.code));
    // Texas, the trial's case, is one of them; the federal and Kansas tables are not.
    expect(typedRates.map((row) => row.code)).toContain("TX");
    expect(typedRates.map((row) => row.code)).not.toContain("US");
    expect(typedRates.length).toBeGreaterThanOrEqual(30);
  });

  it.each(typedRates.map((row) => [row.state, row] as const))(
    "%s: the preset fills no rate and says where the rate is found",
    (_state, row) => {
      expect(suggestedRate(row)).toBeNull();
      const rate = methodPreset(row).rate;
      expect(rate.kind === "published" || rate.kind === "court").toBe(true);
      if (rate.kind === "published") expect(rate.where.trim().length).toBeGreaterThan(20);
      // The form's note reads the row's own words: where it is published, or who sets it.
      expect((row.currentRate ?? row.rule).trim().length).toBeGreaterThan(20);
    },
  );

  it.each(typedRates.map((row) => [row.state, row] as const))(
    "%s: a case sent without a rate is refused on the rate, never given 10%%",
    (_state, row) => {
      const result = newCaseRequest.safeParse({ ...caseWithoutRate, jurisdiction: row.code });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((i) => i.path[0] === "interestRate");
      expect(issue?.message).toBe(missingRateError(row.code, undefined, undefined));
      expect(issue?.message).toMatch(/^Interest rate is required: /);
      expect(issue?.message).toContain(row.state);
      // With the rate given (or a schedule), the same case is taken as sent.
      const typed = newCaseRequest.parse({
        ...caseWithoutRate,
        jurisdiction: row.code,
        interestRate: "6.75",
      });
      expect(typed.interestRate).toBe(67_500n);
      const scheduled = newCaseRequest.safeParse({
        ...caseWithoutRate,
        jurisdiction: row.code,
        rateSchedule: [{ from: "2024-07-15", ratePercent: "6.75" }],
      });
      expect(scheduled.success).toBe(true);
    },
  );

  it("Texas says what is missing in a sentence; a table's jurisdiction also needs its rate", () => {
    expect(missingRateError("TX", undefined, null)).toBe(
      "Interest rate is required: Texas's rate is variable and is not filled in. Enter the published rate for this judgment.",
    );
    expect(missingRateError("tx", undefined, [])).toMatch(/^Interest rate is required: Texas/);
    expect(missingRateError("CT", undefined, undefined)).toBe(
      "Interest rate is required: Connecticut's rate is set by the court or an agency, not by statute. Enter the rate the judgment states.",
    );
    expect(missingRateError("US", undefined, undefined)).toBe(
      "Interest rate is required: the Federal (USA) rate comes from the US rate table. Enter the table's rate for the judgment date.",
    );
  });

  it("a fixed-rate jurisdiction, or none, keeps the contract's default of 10%", () => {
    expect(newCaseRequest.parse({ ...caseWithoutRate }).interestRate).toBe(100_000n);
    expect(newCaseRequest.parse({ ...caseWithoutRate, jurisdiction: "CO" }).interestRate).toBe(
      100_000n,
    );
    expect(missingRateError("NY", undefined, undefined)).toBeNull();
    expect(missingRateError("TX", "6.75", undefined)).toBeNull();
  });
});
