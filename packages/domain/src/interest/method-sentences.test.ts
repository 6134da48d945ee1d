import { describe, expect, it } from "vitest";
import {
  COMPOUNDINGS,
  COST_TREATMENTS,
  CREDITING_ORDERS,
  DAY_COUNTS,
  PER_DIEM_ROUNDINGS,
} from "../schemas/case-schemas.ts";
import type { InterestStart, MethodRate } from "../state-rules/state-rule-types.ts";
import {
  compoundingWords,
  costTreatmentWords,
  creditingOrderWords,
  dayCountWords,
  interestStartWords,
  methodElementSentence,
  perDiemRoundingWords,
  rateWords,
} from "./method-sentences.ts";

// Every value of every method element has its sentence, in words a judge reads: no internal value.
const INTERNAL = /half-up|floor-4|interest-principal|separate-|costs-interest|\(assumed\)|exact\b/;

describe("each element value's sentence", () => {
  it("the year basis", () => {
    expect(DAY_COUNTS.map((v) => dayCountWords(v).sentence)).toEqual([
      "A day's interest is the yearly interest divided by 365, in leap years too.",
      "A day's interest is the yearly interest divided by 365, or by 366 for a day in a leap year.",
      "A day's interest is the yearly interest divided by 360.",
      "Interest is counted in 30-day months and a 360-day year: every month counts as 30 days (the 31st counts as the 30th), and a day's interest is the yearly interest divided by 360.",
      "Interest is counted in whole months, each earning one twelfth of the yearly interest, then the odd days, each earning the yearly interest divided by 365.",
      "Interest is counted in bank years: each whole year earns the full yearly interest, then each odd day earns the yearly interest divided by 360, for at most 360 days.",
    ]);
  });

  it("the rounding of the daily interest", () => {
    expect(PER_DIEM_ROUNDINGS.map((v) => perDiemRoundingWords(v).sentence)).toEqual([
      "The daily interest is rounded down to the nearest hundredth of a cent ($0.0001).",
      "The daily interest is rounded to the nearest cent.",
      "The daily interest is not rounded: interest is carried exactly, and only the amounts shown are rounded.",
    ]);
  });

  it("compounding", () => {
    expect(COMPOUNDINGS.map((v) => compoundingWords(v).sentence)).toEqual([
      "Interest is simple: unpaid interest never earns interest itself.",
      "Interest compounds once a year: on each anniversary of the judgment, unpaid interest is added to the principal and earns interest from then on.",
    ]);
  });

  it("the crediting of payments", () => {
    expect(CREDITING_ORDERS.map((v) => creditingOrderWords(v).sentence)).toEqual([
      "Each payment pays the interest due first and only then reduces the principal (the United States Rule).",
      "Each payment pays the costs first, then the interest due, and only then reduces the principal.",
      "Payments are credited under the Merchants' Rule: the judgment earns interest to the date of settlement, each payment earns interest from its date to that same date, and the balance is the difference. With simple interest this is the same as each payment reducing the principal from its date; only the part of a payment larger than the principal pays interest, and then any costs.",
    ]);
  });

  it("costs", () => {
    expect(COST_TREATMENTS.map((v) => costTreatmentWords(v).sentence)).toEqual([
      "Costs are added to the principal on the date they are entered and earn interest with it.",
      "Costs are kept apart from the principal and earn interest at the same rate from the date they are entered.",
      "Costs are kept apart from the principal and earn no interest.",
    ]);
  });

  it("the start of interest", () => {
    const starts: InterestStart[] = ["judgment", "verdict", "filing", "service"];
    expect(starts.map((v) => interestStartWords(v).sentence)).toEqual([
      "Interest runs from the date of the judgment.",
      "Interest runs from the date of the verdict.",
      "Interest runs from the date the action was filed.",
      "Interest runs from the date of service.",
    ]);
  });

  it("the rate", () => {
    const rates: MethodRate[] = [
      { kind: "fixed", percent: "9" },
      { kind: "table", table: "US" },
      { kind: "published", where: "the comptroller's page" },
      { kind: "court" },
    ];
    expect(rates.map((v) => rateWords(v).sentence)).toEqual([
      "The rate is 9% a year, set by statute.",
      "The rate is the published rate that applies to the judgment.",
      "The rate is set by a published formula; the rate in force was entered for this case from its publication.",
      "The rate is the one the court set for this judgment.",
    ]);
  });

  it("no sentence or practice names an internal value", () => {
    const all = [
      ...DAY_COUNTS.map(dayCountWords),
      ...PER_DIEM_ROUNDINGS.map(perDiemRoundingWords),
      ...COMPOUNDINGS.map(compoundingWords),
      ...CREDITING_ORDERS.map(creditingOrderWords),
      ...COST_TREATMENTS.map(costTreatmentWords),
    ];
    for (const words of all) {
      expect(words.sentence).not.toMatch(INTERNAL);
      expect(words.practice).not.toMatch(INTERNAL);
    }
  });
});

describe("an element's line on a statement", () => {
  it("an element no rule speaks to says so and what Owed uses", () => {
    expect(
      methodElementSentence("perDiemRounding", {
        value: "floor-4",
        citation: "",
        status: "assumed",
        note: "internal note, not printed",
      }),
    ).toBe(
      "Daily interest. No rule speaks to this; Owed uses a daily interest rounded down to the nearest hundredth of a cent ($0.0001).",
    );
    expect(
      methodElementSentence("dayCount", { value: "365", citation: "", status: "assumed" }),
    ).toBe(
      "Days in a year. No rule speaks to this; Owed uses a 365-day year: a day's interest is the yearly interest divided by 365, in leap years too.",
    );
  });

  it("an element a rule fixes gives its sentence and citation, and how sure the review is", () => {
    expect(
      methodElementSentence("compounding", {
        value: "none",
        citation: "N.Y. C.P.L.R. 5004",
        status: "confirmed",
      }),
    ).toBe(
      "Compounding. Interest is simple: unpaid interest never earns interest itself (N.Y. C.P.L.R. 5004).",
    );
    expect(
      methodElementSentence("perDiemRounding", {
        value: "half-up-cents",
        citation: "Judicial Council of California, California Courts Self-Help",
        status: "partly confirmed",
      }),
    ).toBe(
      "Daily interest. The daily interest is rounded to the nearest cent (Judicial Council of California, California Courts Self-Help; partly read in the text of the law).",
    );
    expect(
      methodElementSentence("costTreatment", {
        value: "separate-bearing",
        citation: "",
        status: "not confirmed",
      }),
    ).toBe(
      "Costs. Costs are kept apart from the principal and earn interest at the same rate from the date they are entered (not yet read in the text of the law).",
    );
  });
});
