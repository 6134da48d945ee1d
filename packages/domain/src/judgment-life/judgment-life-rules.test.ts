import { describe, expect, it } from "vitest";
import { stateInterestRules } from "../state-rules/index.ts";
import { judgmentLifeRules } from "./judgment-life-rules.ts";

describe("judgment life rules", () => {
  it("cover the same 53 jurisdictions as the interest rules, once each", () => {
    const codes = judgmentLifeRules.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(53);
    expect([...codes].sort()).toEqual(stateInterestRules.map((rule) => rule.code).sort());
  });

  it("every row cites its source, says when it was reviewed and how sure it is", () => {
    for (const rule of judgmentLifeRules) {
      expect(rule.citation, rule.code).not.toBe("");
      expect(rule.reviewed, rule.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule.verification.note.length, rule.code).toBeGreaterThan(20);
      expect(rule.sources.length, rule.code).toBeGreaterThan(0);
      expect(rule.lifeText, rule.code).not.toBe("");
    }
  });

  it("a row that leaves a point open says so rather than guessing", () => {
    for (const rule of judgmentLifeRules) {
      // "Confirmed" means the life, the renewal and its window were read in primary text.
      if (rule.lifeYears === null || rule.renewalMethod === "unclear") {
        expect(rule.verification.status, rule.code).not.toBe("confirmed");
      }
      const open =
        rule.lifeYears === null ||
        rule.renewalMethod === "unclear" ||
        rule.renewedFrom === "unclear" ||
        rule.renewalsAllowed === "unclear" ||
        rule.windowOpens === null;
      if (open) expect(rule.unclear.length, rule.code).toBeGreaterThan(0);
    }
  });

  it("numbers are whole years and windows are well formed", () => {
    for (const rule of judgmentLifeRules) {
      for (const years of [rule.lifeYears, rule.renewedLifeYears, rule.lienYears]) {
        if (years !== null) expect(Number.isInteger(years) && years > 0, rule.code).toBe(true);
      }
      if (rule.windowOpens?.kind === "days-before-expiry") {
        expect(rule.windowOpens.days, rule.code).toBeGreaterThan(0);
      }
    }
  });

  it("a period that runs from something other than entry says what, in plain words", () => {
    for (const rule of judgmentLifeRules) {
      if (rule.lifeRunsFrom === "other") {
        expect(rule.lifeRunsFromText?.length ?? 0, rule.code).toBeGreaterThan(40);
      }
    }
  });

  it("the texts a user reads name no internal field or value", () => {
    for (const rule of judgmentLifeRules) {
      const shown = [rule.lifeText, rule.renewalText, rule.windowText, rule.lienText].join(" ");
      expect(shown, rule.code).not.toMatch(/\benum\b|windowCloses|lifeYears|after-expiry/);
    }
  });
});
