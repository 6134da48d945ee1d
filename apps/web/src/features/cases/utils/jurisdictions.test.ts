import { stateInterestRules } from "@owed/domain";
import { describe, expect, it } from "vitest";
import {
  afterUnfilledPick,
  JURISDICTION_OPTIONS,
  jurisdictionSuggestion,
  methodPresetValues,
  publishedRate,
  ruleSourceText,
  sourceText,
  typedRateHint,
  typedRatePick,
} from "./jurisdictions.ts";

describe("the jurisdiction picker", () => {
  it("lists every row of the rules table, by name", () => {
    const labels = JURISDICTION_OPTIONS.map((o) => o.label);
    expect(labels).toContain("New York");
    expect(labels).toContain("District of Columbia");
    expect([...labels].sort((a, b) => a.localeCompare(b, "en-US"))).toEqual(labels);
  });

  it("fills a fixed-rate state's rate and compounding and names the rule it came from", () => {
    expect(jurisdictionSuggestion("NY")).toEqual({
      rate: "9",
      compounding: "none",
      source: "From New York rule, N.Y. C.P.L.R. 5004",
    });
    expect(jurisdictionSuggestion("CA")?.source).toBe(
      "From California rule, Cal. Code Civ. Proc. § 685.010",
    );
  });

  it("fills nothing for a variable or court-set rate, and says where the rate is published", () => {
    expect(jurisdictionSuggestion("TX")).toBeNull();
    expect(jurisdictionSuggestion("US")).toBeNull();
    const texas = publishedRate("TX");
    expect(texas?.where).toMatch(/Office of Consumer Credit Commissioner publishes the rate/);
    expect(texas?.link).toBe("https://occc.texas.gov/publications/interest-rates");
    expect(publishedRate("NY")).toBeNull();
    expect(jurisdictionSuggestion("")).toBeNull();
    expect(jurisdictionSuggestion("ZZ")).toBeNull();
  });

  it("every fixed row fills a rate the form accepts", () => {
    for (const row of stateInterestRules.filter((r) => r.kind === "fixed")) {
      const suggestion = jurisdictionSuggestion(row.code);
      expect(suggestion?.rate, row.code).toMatch(/^\d+(\.\d+)?$/);
      expect(suggestion?.source).toBe(ruleSourceText(row));
    }
  });

  it("says who set a value: the rule, the user, or nobody yet", () => {
    expect(sourceText({ kind: "rule", text: "From New York rule, N.Y. C.P.L.R. 5004" })).toBe(
      "From New York rule, N.Y. C.P.L.R. 5004",
    );
    expect(sourceText({ kind: "user" })).toBe("Entered by you");
    expect(sourceText({ kind: "default" })).toBeNull();
  });

  it("a rate filled by one state's rule is flagged when a state that fills nothing is picked", () => {
    const fromNewYork = { kind: "rule", text: "From New York rule, N.Y. C.P.L.R. 5004" } as const;
    expect(sourceText(afterUnfilledPick(fromNewYork, "TX"))).toBe(
      "From New York rule, N.Y. C.P.L.R. 5004. Texas has no fixed rate: check this one.",
    );
    expect(sourceText(afterUnfilledPick(afterUnfilledPick(fromNewYork, "TX"), ""))).toBe(
      "From New York rule, N.Y. C.P.L.R. 5004",
    );
    expect(afterUnfilledPick({ kind: "user" }, "TX")).toEqual({ kind: "user" });
  });
});

describe("choosing a jurisdiction applies its whole method", () => {
  it("federal: the rate from the US table, compounded annually, interest carried exactly", () => {
    expect(methodPresetValues("US")).toEqual({
      compounding: "annual",
      dayCount: "365",
      perDiemRounding: "exact",
      creditingOrder: "interest-principal",
      costTreatment: "principal",
      interestRate: null,
      rateTable: "US",
    });
  });

  it("California: 10% fixed, costs added to the judgment, interest before principal, per diem to the cent", () => {
    expect(methodPresetValues("CA")).toMatchObject({
      interestRate: "10",
      rateTable: "",
      creditingOrder: "interest-principal",
      costTreatment: "principal",
      perDiemRounding: "half-up-cents",
    });
  });

  it("Kansas: the rate comes from the KS table; Texas ships none, so nothing fills it", () => {
    expect(methodPresetValues("KS")).toMatchObject({ interestRate: null, rateTable: "KS" });
    expect(methodPresetValues("TX")).toMatchObject({ interestRate: null, rateTable: "" });
    expect(methodPresetValues("")).toBeNull();
  });
});

describe("no made-up rate: a jurisdiction whose rate must be typed", () => {
  // Every variable row Owed ships no table for, and every row whose rate a court or agency sets.
  const typed = stateInterestRules.filter(
    (row) =>
      row.kind === "set by court or agency" ||
      (row.kind === "variable" && row.method.rate.value.kind !== "table"),
  );

  it.each(typed.map((row) => [row.state, row.code] as const))(
    "%s: picking it clears a default or rule-filled rate, and the field says it is required",
    (state, code) => {
      const fromColorado = { kind: "rule", text: "From Colorado rule, C.R.S. § 5-12-102" } as const;
      for (const before of [{ kind: "default" } as const, fromColorado]) {
        const pick = typedRatePick(code, before);
        expect(pick?.clear).toBe(true);
        expect(sourceText(pick?.source ?? { kind: "default" })).toBe(typedRateHint(code));
      }
      expect(typedRateHint(code)).toMatch(new RegExp(`^Required: ${state}'s rate is `));
      // The note under it names where the rate is published, from the rule's own data.
      expect(methodPresetValues(code)?.interestRate).toBeNull();
      expect(jurisdictionSuggestion(code)).toBeNull();
      // A rate the user typed stays theirs.
      expect(typedRatePick(code, { kind: "user" })).toEqual({
        clear: false,
        source: { kind: "user" },
      });
    },
  );

  it("Texas points to where it is published; fixed and table rates are filled instead", () => {
    expect(typedRateHint("TX")).toBe(
      "Required: Texas's rate is variable and is not filled in. Look it up where it is published (see below) and type it.",
    );
    expect(publishedRate("TX")?.link).toBe("https://occc.texas.gov/publications/interest-rates");
    expect(typedRateHint("MS")).toBe(
      "Required: Mississippi's rate is set by the court or an agency. Type the rate the judgment states.",
    );
    for (const code of ["NY", "CA", "US", "KS", "", "ZZ"]) {
      expect(typedRatePick(code, { kind: "default" }), code).toBeNull();
    }
  });
});
