import { stateInterestRules } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { filterRules, type RuleRow, rateHeadline, ruleLink } from "./rate-display.ts";

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
    const rows = [row({}), row({ state: "Puerto Rico", code: "PR", citation: "P.R. Laws" })];
    const names = (query: string) => filterRules(rows, query).map((r) => r.state);
    expect(names("new y")).toEqual(["New York"]);
    expect(names("ny")).toEqual(["New York"]);
    expect(names("5004")).toEqual(["New York"]);
    expect(names("puertó")).toEqual(["Puerto Rico"]);
    expect(names("texas")).toEqual([]);
    expect(names("  ")).toEqual(["New York", "Puerto Rico"]);
  });

  it("ranks a name or code above rows that only mention the words in their rule", () => {
    const rows = [
      row({ state: "Alaska", code: "AK", rule: "Like New York, 9% per year.", citation: "A" }),
      row({ state: "New Jersey", code: "NJ", rule: "Any money judgment: 2%.", citation: "B" }),
      row({ state: "New York", code: "NY", rule: "9% per year.", citation: "C" }),
      row({ state: "Federal (USA)", code: "US", rule: "Weekly Treasury yield.", citation: "D" }),
    ];
    const names = (query: string) => filterRules(rows, query).map((r) => r.state);
    // A code alone: "ny" also appears in "Any" and "money", yet only New York is listed.
    expect(names("NY")).toEqual(["New York"]);
    expect(names("ny")).toEqual(["New York"]);
    expect(names("us")).toEqual(["Federal (USA)"]);
    // The name first, then what merely mentions it.
    expect(names("New York")).toEqual(["New York", "Alaska"]);
    // A name's start beats a word inside a name, which beats rule text; ties keep table order.
    expect(names("new")).toEqual(["New Jersey", "New York", "Alaska"]);
    expect(names("york")).toEqual(["New York", "Alaska"]);
    expect(names("usa")).toEqual(["Federal (USA)"]);
    // Two letters that are no code search the text as usual.
    expect(names("ye")).toEqual(["Alaska", "New York"]);
  });

  it("finds New York alone for NY in the real table, and first for its name", () => {
    expect(filterRules(stateInterestRules, "NY").map((r) => r.state)).toEqual(["New York"]);
    expect(filterRules(stateInterestRules, "New York")[0]?.state).toBe("New York");
    // Every jurisdiction is found first by its own code and by its own name.
    for (const rule of stateInterestRules) {
      expect(filterRules(stateInterestRules, rule.code)[0]?.code).toBe(rule.code);
      expect(filterRules(stateInterestRules, rule.state)[0]?.code).toBe(rule.code);
    }
  });

  it("never shows a bare fraction for any row of the real table", () => {
    for (const rule of stateInterestRules) {
      const headline = rateHeadline(rule);
      if (headline) expect(headline).toMatch(/^\d+(\.\d+)?%$/);
      else expect(rule.rule.length).toBeGreaterThan(10);
    }
  });
});
