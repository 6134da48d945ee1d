import { stateInterestRules } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { matchesFilter, type RuleRow, rateHeadline, ruleLink } from "./rate-display.ts";

const row = (overrides: Partial<RuleRow>): RuleRow => ({
  state: "New York",
  code: "NY",
  rule: "9% per year.",
  citation: "N.Y. C.P.L.R. 5004",
  link: "https://example.gov/cplr5004",
  compoundingText: "Simple interest.",
  kind: "fixed",
  fixedRate: "9",
  ...overrides,
});

describe("interest-rate guide cells", () => {
  it("shows a statutory rate as a percent", () => {
    expect(rateHeadline(row({ fixedRate: "10" }))).toBe("10%");
    expect(rateHeadline(row({ fixedRate: "7.50" }))).toBe("7.5%");
    expect(rateHeadline(row({ fixedRate: "12.000" }))).toBe("12%");
  });

  it("gives no headline for a formula or court-set rate (the rule in words is shown)", () => {
    expect(rateHeadline(row({ kind: "variable", fixedRate: null }))).toBeNull();
    expect(rateHeadline(row({ kind: "set by court or agency", fixedRate: null }))).toBeNull();
  });

  it("links only to real web addresses; anything else is N/A", () => {
    expect(ruleLink("https://example.gov/a")).toBe("https://example.gov/a");
    expect(ruleLink("")).toBeNull();
    expect(ruleLink("NaN")).toBeNull();
    expect(ruleLink(Number.NaN)).toBeNull();
    expect(ruleLink("javascript:alert(1)")).toBeNull();
  });

  it("filters by name, code, rule words or citation, ignoring case and accents", () => {
    expect(matchesFilter(row({}), "new y")).toBe(true);
    expect(matchesFilter(row({}), "ny")).toBe(true);
    expect(matchesFilter(row({}), "5004")).toBe(true);
    expect(matchesFilter(row({ state: "Puerto Rico" }), "puerto")).toBe(true);
    expect(matchesFilter(row({}), "texas")).toBe(false);
    expect(matchesFilter(row({}), "  ")).toBe(true);
  });

  it("never shows a bare fraction for any row of the real table", () => {
    for (const rule of stateInterestRules) {
      const headline = rateHeadline(rule);
      if (headline) expect(headline).toMatch(/^\d+(\.\d+)?%$/);
      else expect(rule.rule.length).toBeGreaterThan(10);
    }
  });
});
