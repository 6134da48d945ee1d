import { describe, expect, it } from "vitest";
import { JURISDICTION_OPTIONS, jurisdictionSuggestion } from "./jurisdictions.ts";

describe("the jurisdiction picker", () => {
  it("lists every row of the rules table, by name", () => {
    const labels = JURISDICTION_OPTIONS.map((o) => o.label);
    expect(labels).toContain("New York");
    expect(labels).toContain("District of Columbia");
    expect([...labels].sort((a, b) => a.localeCompare(b, "en-US"))).toEqual(labels);
  });

  it("suggests a rate only where the statute fixes one", () => {
    expect(jurisdictionSuggestion("NY")).toEqual({ rate: "9", compounding: "none" });
    expect(jurisdictionSuggestion("AZ")?.rate).toBeNull();
    expect(jurisdictionSuggestion("")).toBeNull();
    expect(jurisdictionSuggestion("ZZ")).toBeNull();
  });

  it("federal judgments compound annually", () => {
    expect(jurisdictionSuggestion("US")?.compounding).toBe("annual");
  });
});
