import {
  type CaseDto,
  type CaseTerms,
  describeInterestMethod,
  findStateInterestRule,
  formatUsDate,
  parseMoneyInput,
  parseRatePercent,
} from "@owed/domain";

export interface CaseMethod {
  /** The method in words, as the statements print it. */
  paragraphs: string[];
  /** The jurisdiction's rule the method came from, with its citation and how sure it is. */
  rule: string | null;
}

/**
 * How the open case's interest is computed, from the same description the payoff statement and
 * the report print (docs/jurisdiction-methods.md). Null when a figure cannot be read.
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
    const rule = item.jurisdiction ? findStateInterestRule(item.jurisdiction) : undefined;
    const changed =
      item.methodOverrides.length > 0
        ? ` Changed for this case: ${item.methodOverrides.join(", ")}.`
        : "";
    return {
      paragraphs: describeInterestMethod(terms).paragraphs,
      rule: rule
        ? `${rule.state}: ${rule.citation} (reviewed ${formatUsDate(rule.reviewed)}, ${rule.verification.status}).${changed}${item.rateTable ? ` Rate from the ${item.rateTable} rate table.` : ""}`
        : null,
    };
  } catch {
    return null;
  }
}
