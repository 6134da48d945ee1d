import type {
  InterestStart,
  JurisdictionMethod,
  MethodElement,
  MethodRate,
  StateRuleVerificationStatus,
} from "../state-rules/state-rule-types.ts";
import type {
  Compounding,
  CostTreatment,
  CreditingOrder,
  DayCount,
  PerDiemRounding,
} from "./terms.ts";

// Each value of each method element in words a judge reads: the case page, the payoff (and
// satisfaction) statement and the transaction report all take their sentences from here, so the
// screen and the paper say the same thing (docs/interest-method.md, "Statements in plain words").
// The tables are typed Record<Enum, Words>: a new value of an element does not compile until it
// has its sentence here.

/** One value of a method element in words. */
export interface ElementWords {
  /** The rule as a full sentence, e.g. "The daily interest is rounded to the nearest cent." */
  sentence: string;
  /**
   * The same as a phrase that completes "Owed uses …", for an element no rule speaks to, e.g.
   * "a daily interest rounded to the nearest cent".
   */
  practice: string;
}

const COMPOUNDING: Record<Compounding, ElementWords> = {
  none: {
    sentence: "Interest is simple: unpaid interest never earns interest itself.",
    practice: "simple interest: unpaid interest never earns interest itself",
  },
  annual: {
    sentence:
      "Interest compounds once a year: on each anniversary of the judgment, unpaid interest is added to the principal and earns interest from then on.",
    practice:
      "yearly compounding: on each anniversary of the judgment, unpaid interest is added to the principal",
  },
};

const DAY_COUNT: Record<DayCount, ElementWords> = {
  "365": {
    sentence: "A day's interest is the yearly interest divided by 365, in leap years too.",
    practice:
      "a 365-day year: a day's interest is the yearly interest divided by 365, in leap years too",
  },
  actual: {
    sentence:
      "A day's interest is the yearly interest divided by 365, or by 366 for a day in a leap year.",
    practice:
      "the calendar year: a day's interest is the yearly interest divided by 365, or by 366 for a day in a leap year",
  },
  "360": {
    sentence: "A day's interest is the yearly interest divided by 360.",
    practice: "a 360-day year: a day's interest is the yearly interest divided by 360",
  },
  "30-360": {
    sentence:
      "Interest is counted in 30-day months and a 360-day year: every month counts as 30 days (the 31st counts as the 30th), and a day's interest is the yearly interest divided by 360.",
    practice:
      "30-day months and a 360-day year: every month counts as 30 days and a day's interest is the yearly interest divided by 360",
  },
  months: {
    sentence:
      "Interest is counted in whole months, each earning one twelfth of the yearly interest, then the odd days, each earning the yearly interest divided by 365.",
    practice:
      "whole months, each earning one twelfth of the yearly interest, then the odd days at the yearly interest divided by 365",
  },
  "bank-year": {
    sentence:
      "Interest is counted in bank years: each whole year earns the full yearly interest, then each odd day earns the yearly interest divided by 360, for at most 360 days.",
    practice:
      "the bank year: each whole year at the full yearly interest, then each odd day at the yearly interest divided by 360",
  },
};

const PER_DIEM_ROUNDING: Record<PerDiemRounding, ElementWords> = {
  "floor-4": {
    sentence: "The daily interest is rounded down to the nearest hundredth of a cent ($0.0001).",
    practice: "a daily interest rounded down to the nearest hundredth of a cent ($0.0001)",
  },
  "half-up-cents": {
    sentence: "The daily interest is rounded to the nearest cent.",
    practice: "a daily interest rounded to the nearest cent",
  },
  exact: {
    sentence:
      "The daily interest is not rounded: interest is carried exactly, and only the amounts shown are rounded.",
    practice: "a daily interest that is not rounded: only the amounts shown are rounded",
  },
};

const CREDITING_ORDER: Record<CreditingOrder, ElementWords> = {
  "interest-principal": {
    sentence:
      "Each payment pays the interest due first and only then reduces the principal (the United States Rule).",
    practice:
      "the United States Rule: each payment pays the interest due first and only then reduces the principal",
  },
  "costs-interest-principal": {
    sentence:
      "Each payment pays the costs first, then the interest due, and only then reduces the principal.",
    practice: "crediting to costs first, then to the interest due, and only then to the principal",
  },
  "merchants-rule": {
    sentence:
      "Payments are credited under the Merchants' Rule: the judgment earns interest to the date of settlement, each payment earns interest from its date to that same date, and the balance is the difference. With simple interest this is the same as each payment reducing the principal from its date; only the part of a payment larger than the principal pays interest, and then any costs.",
    practice:
      "the Merchants' Rule: the judgment and each payment earn interest to the date of settlement, and the balance is the difference",
  },
};

const COST_TREATMENT: Record<CostTreatment, ElementWords> = {
  principal: {
    sentence:
      "Costs are added to the principal on the date they are entered and earn interest with it.",
    practice: "costs added to the principal, earning interest with it",
  },
  "separate-bearing": {
    sentence:
      "Costs are kept apart from the principal and earn interest at the same rate from the date they are entered.",
    practice: "costs kept apart from the principal, earning interest at the same rate",
  },
  "separate-non-bearing": {
    sentence: "Costs are kept apart from the principal and earn no interest.",
    practice: "costs kept apart from the principal, earning no interest",
  },
};

const INTEREST_START: Record<InterestStart, ElementWords> = {
  judgment: {
    sentence: "Interest runs from the date of the judgment.",
    practice: "the date of the judgment as the day interest runs from",
  },
  verdict: {
    sentence: "Interest runs from the date of the verdict.",
    practice: "the date of the verdict as the day interest runs from",
  },
  filing: {
    sentence: "Interest runs from the date the action was filed.",
    practice: "the date the action was filed as the day interest runs from",
  },
  service: {
    sentence: "Interest runs from the date of service.",
    practice: "the date of service as the day interest runs from",
  },
};

type RateKind = MethodRate["kind"];

const RATE: Record<RateKind, (rate: MethodRate) => ElementWords> = {
  fixed: (rate) => {
    const percent = rate.kind === "fixed" ? rate.percent : "";
    return {
      sentence: `The rate is ${percent}% a year, set by statute.`,
      practice: `a rate of ${percent}% a year`,
    };
  },
  table: () => ({
    sentence: "The rate is the published rate that applies to the judgment.",
    practice: "the published rate that applies to the judgment",
  }),
  published: () => ({
    sentence:
      "The rate is set by a published formula; the rate in force was entered for this case from its publication.",
    practice: "the published rate, entered for this case",
  }),
  court: () => ({
    sentence: "The rate is the one the court set for this judgment.",
    practice: "the rate the court set for this judgment",
  }),
};

export function compoundingWords(value: Compounding): ElementWords {
  return COMPOUNDING[value];
}
export function dayCountWords(value: DayCount): ElementWords {
  return DAY_COUNT[value];
}
export function perDiemRoundingWords(value: PerDiemRounding): ElementWords {
  return PER_DIEM_ROUNDING[value];
}
export function creditingOrderWords(value: CreditingOrder): ElementWords {
  return CREDITING_ORDER[value];
}
export function costTreatmentWords(value: CostTreatment): ElementWords {
  return COST_TREATMENT[value];
}
export function interestStartWords(value: InterestStart): ElementWords {
  return INTEREST_START[value];
}
export function rateWords(value: MethodRate): ElementWords {
  return RATE[value.kind](value);
}

/** The value of any element of a jurisdiction's method, in words. */
export type MethodElementValues = {
  [K in keyof JurisdictionMethod]: JurisdictionMethod[K]["value"];
};

const WORDS: { [K in keyof JurisdictionMethod]: (value: MethodElementValues[K]) => ElementWords } =
  {
    rate: rateWords,
    compounding: compoundingWords,
    dayCount: dayCountWords,
    perDiemRounding: perDiemRoundingWords,
    creditingOrder: creditingOrderWords,
    costTreatment: costTreatmentWords,
    interestStart: interestStartWords,
  };

/** What each element is about, as the lead-in of its line on a statement. */
export const METHOD_ELEMENT_TOPICS: Record<keyof JurisdictionMethod, string> = {
  rate: "Rate",
  compounding: "Compounding",
  dayCount: "Days in a year",
  perDiemRounding: "Daily interest",
  creditingOrder: "Payments",
  costTreatment: "Costs",
  interestStart: "Start of interest",
};

export function elementWords<K extends keyof JurisdictionMethod>(
  name: K,
  value: MethodElementValues[K],
): ElementWords {
  return WORDS[name](value);
}

/** How sure the review is of a rule, in words (after the citation). */
export const VERIFICATION_WORDS: Record<StateRuleVerificationStatus, string> = {
  confirmed: "read in the text of the law",
  "partly confirmed": "partly read in the text of the law",
  "not confirmed": "not yet read in the text of the law",
};

/**
 * One element of a jurisdiction's method on one line: its rule and where it comes from. An element
 * no rule speaks to says so and what Owed uses instead. Never an internal value.
 */
export function methodElementSentence<K extends keyof JurisdictionMethod>(
  name: K,
  element: MethodElement<MethodElementValues[K]>,
): string {
  const topic = METHOD_ELEMENT_TOPICS[name];
  const words = elementWords(name, element.value);
  if (element.status === "assumed") {
    return `${topic}. No rule speaks to this; Owed uses ${words.practice}.`;
  }
  const sure = element.status === "confirmed" ? "" : VERIFICATION_WORDS[element.status];
  const cite = [element.citation, sure].filter(Boolean).join("; ");
  return `${topic}. ${words.sentence.replace(/\.$/, "")} (${cite}).`;
}
