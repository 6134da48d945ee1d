import { describe, expect, it } from "vitest";
import { describeMethodSources } from "./method-sources.ts";
import { stateInterestRules } from "./state-interest-rules.ts";

// The "Rule and rate source" a statement and the case page print: a sentence per element, the
// publisher's publication of the rate, never an internal value or where a figure was copied from.
const INTERNAL =
  /half-up-cents|floor-4|interest-principal|costs: principal|\(assumed\)|github\.com|copy read|fred\.stlouisfed/;

describe("describeMethodSources", () => {
  it("federal: the H.15 release of the week before the judgment, and each element in words", () => {
    const lines = describeMethodSources({
      jurisdiction: "US",
      methodOverrides: [],
      rateTable: "US",
      terms: {
        judgmentAmount: 1_000_000_000n,
        judgmentDate: "2024-07-17",
        rate: 49_600n,
        compounding: "annual",
        perDiemRounding: "exact",
      },
    });
    expect(lines[0]).toMatch(
      /^Jurisdiction: Federal \(USA\)\. Rule applied: 28 U\.S\.C\. § 1961 \(reviewed \d\d\/\d\d\/\d{4}; read in the text of the law\)\./,
    );
    expect(lines.slice(1)).toEqual([
      "Rate. The rate is the published rate that applies to the judgment (28 U.S.C. § 1961(a)-(b)).",
      "Compounding. Interest compounds once a year: on each anniversary of the judgment, unpaid interest is added to the principal and earns interest from then on (28 U.S.C. § 1961).",
      "Days in a year. No rule speaks to this; Owed uses a 365-day year: a day's interest is the yearly interest divided by 365, in leap years too.",
      "Daily interest. The daily interest is not rounded: interest is carried exactly, and only the amounts shown are rounded (28 U.S.C. § 1961(b); partly read in the text of the law).",
      "Payments. No rule speaks to this; Owed uses the United States Rule: each payment pays the interest due first and only then reduces the principal.",
      "Costs. No rule speaks to this; Owed uses costs added to the principal, earning interest with it.",
      "Start of interest. No rule speaks to this; Owed uses the date of the judgment as the day interest runs from.",
      "Rate source: 4.96%, the Federal Reserve's H.15 release, week ending 07/12/2024 (28 U.S.C. § 1961(a)-(b)).",
    ]);
  });

  it("California: the cent rounding the courts' worksheet uses, the rate written in the statute", () => {
    const lines = describeMethodSources({
      jurisdiction: "CA",
      methodOverrides: [],
      rateTable: null,
      terms: {
        judgmentAmount: 1_000_000_000n,
        judgmentDate: "2024-01-15",
        rate: 100_000n,
        perDiemRounding: "half-up-cents",
      },
    });
    const text = lines.join("\n");
    expect(text).toContain(
      "Rate. The rate is 10% a year, set by statute (Cal. Code Civ. Proc. § 685.010).",
    );
    expect(text).toContain(
      "Daily interest. The daily interest is rounded to the nearest cent (Judicial Council of California, California Courts Self-Help (small claims interest worksheet); partly read in the text of the law).",
    );
    expect(lines.at(-1)).toBe(
      "Rate source: the rate is written in Cal. Code Civ. Proc. § 685.010.",
    );
    expect(text).not.toMatch(INTERNAL);
  });

  it("Kansas: each yearly rate with the Secretary of State's publication of it", () => {
    const lines = describeMethodSources({
      jurisdiction: "KS",
      methodOverrides: [],
      rateTable: "KS",
      terms: {
        judgmentAmount: 800_000_000n,
        judgmentDate: "2020-01-15",
        rate: [
          { from: "2020-01-15", ratePercent: 70_000n },
          { from: "2020-07-01", ratePercent: 42_500n },
          { from: "2022-07-01", ratePercent: 57_500n },
        ],
      },
    });
    expect(lines.at(-1)).toBe(
      "Rate source (K.S.A. 16-204(e)(1)): 7% from 01/15/2020, the Kansas Secretary of State's published judgment rate, effective 07/01/2019; 4.25% from 07/01/2020, the Kansas Secretary of State's published judgment rate, effective 07/01/2020 and 07/01/2021; 5.75% from 07/01/2022, the Kansas Secretary of State's published judgment rate, effective 07/01/2022.",
    );
    expect(lines.join("\n")).not.toMatch(INTERNAL);
  });

  it("New York with a changed element: says it was set for this case, and a typed rate is the user's", () => {
    const lines = describeMethodSources({
      jurisdiction: "NY",
      methodOverrides: ["rate", "perDiemRounding"],
      rateTable: null,
      terms: {
        judgmentAmount: 500_000_000n,
        judgmentDate: "2023-03-01",
        rate: 20_000n,
        perDiemRounding: "half-up-cents",
        interestFrom: "2023-01-10",
      },
    });
    expect(lines.slice(1)).toEqual([
      "Rate. The rate was entered for this case. Set for this case in place of the jurisdiction's rule.",
      "Compounding. Interest is simple: unpaid interest never earns interest itself (N.Y. C.P.L.R. 5004).",
      "Days in a year. No rule speaks to this; Owed uses a 365-day year: a day's interest is the yearly interest divided by 365, in leap years too.",
      "Daily interest. The daily interest is rounded to the nearest cent. Set for this case in place of the jurisdiction's rule.",
      "Payments. No rule speaks to this; Owed uses the United States Rule: each payment pays the interest due first and only then reduces the principal.",
      "Costs. No rule speaks to this; Owed uses costs added to the principal, earning interest with it.",
      "Start of interest. Interest runs from 01/10/2023. Set for this case in place of the jurisdiction's rule.",
      "Rate source: the rate was entered for this case.",
    ]);
  });

  it("a case with no jurisdiction", () => {
    expect(
      describeMethodSources({
        jurisdiction: null,
        methodOverrides: [],
        rateTable: null,
        terms: { judgmentAmount: 100_000n, judgmentDate: "2024-01-01", rate: 50_000n },
      }),
    ).toEqual([
      "No jurisdiction was chosen: the method is the one entered for this case.",
      "Rate source: the rate was entered for this case.",
    ]);
  });
});

describe("every jurisdiction's rule and rate source", () => {
  it("names no internal value and no copy a figure was read from, with the preset applied", () => {
    for (const rule of stateInterestRules) {
      const { method } = rule;
      const lines = describeMethodSources({
        jurisdiction: rule.code,
        methodOverrides: [],
        rateTable: method.rate.value.kind === "table" ? method.rate.value.table : null,
        terms: {
          judgmentAmount: 1_000_000_000n,
          judgmentDate: "2024-07-17",
          rate:
            method.rate.value.kind === "fixed"
              ? BigInt(Math.round(Number(method.rate.value.percent) * 10_000))
              : 50_000n,
          compounding: method.compounding.value,
          dayCount: method.dayCount.value,
          perDiemRounding: method.perDiemRounding.value,
          creditingOrder: method.creditingOrder.value,
          costTreatment: method.costTreatment.value,
          interestFrom: method.interestStart.value === "judgment" ? null : "2024-01-02",
        },
      });
      expect(lines, rule.code).toHaveLength(9);
      expect(lines.join("\n"), rule.code).not.toMatch(INTERNAL);
      expect(lines.join("\n"), rule.code).not.toContain("Set for this case");
    }
  });
});
