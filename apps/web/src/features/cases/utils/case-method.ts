import {
  type CaseDto,
  type CaseTerms,
  describeInterestMethod,
  describeMethodSources,
  parseMoneyInput,
  parseRatePercent,
} from "@owed/domain";

export interface CaseMethod {
  /** The method in words, as the statements print it. */
  paragraphs: string[];
  /**
   * The rule the method came from, each element in a sentence with its source, and the rate's
   * publication: the statements' "Rule and rate source", word for word.
   */
  sources: string[];
}

/**
 * How the open case's interest is computed, from the same sentences the payoff statement and the
 * report print (docs/interest-method.md, "Statements in plain words"). Null when a figure cannot
 * be read.
 */
export function caseMethod(item: CaseDto): CaseMethod | null {
  try {
    const schedule = item.rateSchedule ?? [];
    const terms: CaseTerms = {
      judgmentAmount: parseMoneyInput(item.judgmentAmount),
      judgmentDate: item.judgmentDate,
      rate:
        schedule.length > 0
          ? schedule.map((p) => ({ from: p.from, ratePercent: parseRatePercent(p.ratePercent) }))
          : parseRatePercent(item.interestRate),
      compounding: item.compounding,
      dayCount: item.dayCount,
      perDiemRounding: item.perDiemRounding,
      costTreatment: item.costTreatment,
      creditingOrder: item.creditingOrder,
      interestFrom: item.interestFrom,
      nonInterestBearing: parseMoneyInput(item.nonInterestBearing),
    };
    return {
      paragraphs: describeInterestMethod(terms).paragraphs,
      sources: describeMethodSources({
        jurisdiction: item.jurisdiction,
        methodOverrides: item.methodOverrides,
        rateTable: item.rateTable,
        userRatesAfter: item.rateTableEnds,
        terms,
      }),
    };
  } catch {
    return null;
  }
}
