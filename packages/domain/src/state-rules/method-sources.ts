import {
  type CalendarDate,
  compareDates,
  formatUsDate,
  fromDayNumber,
} from "../dates/calendar-date.ts";
import {
  elementWords,
  METHOD_ELEMENT_TOPICS,
  type MethodElementValues,
  methodElementSentence,
  VERIFICATION_WORDS,
} from "../interest/method-sentences.ts";
import { type CaseTerms, prepareTerms } from "../interest/terms.ts";
import { formatRatePercent, parseRatePercent } from "../money/money.ts";
import { shippedRateTable } from "../rate-tables/index.ts";
import { ratePublicationText } from "../rate-tables/rate-publication.ts";
import { findStateInterestRule } from "./state-rule-lookup.ts";
import type { JurisdictionMethod, MethodElement, StateInterestRule } from "./state-rule-types.ts";

// The "Rule and rate source" of a case, for its statements and its page alike: the jurisdiction's
// rule, each element of the method in a sentence with where it comes from, and the publication the
// rate appeared in (docs/interest-method.md, "Statements in plain words").

export interface MethodSourcesInput {
  /** The case's jurisdiction code, or null when none was chosen. */
  jurisdiction: string | null;
  /** The elements the user changed from the jurisdiction's preset. */
  methodOverrides: readonly string[];
  /** The rate table the case's rate was taken from, or null when the rate was typed. */
  rateTable: string | null;
  /**
   * The last day the case's stored table rows cover, when the table resets the rate and periods
   * after it are the user's own: those are cited as entered for the case, not as published.
   */
  userRatesAfter?: CalendarDate | null;
  terms: CaseTerms;
}

const CHANGED = "Set for this case in place of the jurisdiction's rule.";

type Prepared = ReturnType<typeof prepareTerms>;

/** The case's own value of each element the case stores as the preset does. */
function caseValues(prepared: Prepared) {
  return {
    compounding: prepared.compounding,
    dayCount: prepared.dayCount,
    perDiemRounding: prepared.perDiemRounding,
    creditingOrder: prepared.creditingOrder,
    costTreatment: prepared.costTreatment,
  } satisfies Partial<MethodElementValues>;
}

function rateLine(rule: StateInterestRule, input: MethodSourcesInput, prepared: Prepared): string {
  const preset = rule.method.rate;
  const value = preset.value;
  const single = prepared.rateValues.length === 1 ? prepared.rateValues[0] : undefined;
  const followsPreset =
    !input.methodOverrides.includes("rate") &&
    (value.kind === "table"
      ? input.rateTable !== null
      : value.kind !== "fixed" || single === parseRatePercent(value.percent));
  if (!followsPreset)
    return `${METHOD_ELEMENT_TOPICS.rate}. The rate was entered for this case. ${CHANGED}`;
  return methodElementSentence("rate", preset);
}

function interestStartLine(rule: StateInterestRule, input: MethodSourcesInput, prepared: Prepared) {
  const preset = rule.method.interestStart;
  const fromJudgment = prepared.interestFromDay === prepared.judgmentDay;
  const changed =
    input.methodOverrides.includes("interestStart") ||
    (preset.value === "judgment") !== fromJudgment;
  if (!changed) return methodElementSentence("interestStart", preset);
  const sentence = fromJudgment
    ? elementWords("interestStart", "judgment").sentence
    : `Interest runs from ${formatUsDate(fromDayNumber(prepared.interestFromDay))}.`;
  return `${METHOD_ELEMENT_TOPICS.interestStart}. ${sentence} ${CHANGED}`;
}

function elementLine<K extends keyof ReturnType<typeof caseValues>>(
  name: K,
  preset: MethodElement<MethodElementValues[K]>,
  value: MethodElementValues[K],
  overrides: readonly string[],
): string {
  if (!overrides.includes(name) && preset.value === value) {
    return methodElementSentence(name, preset);
  }
  return `${METHOD_ELEMENT_TOPICS[name]}. ${elementWords(name, value).sentence} ${CHANGED}`;
}

function rateSourceLine(
  rule: StateInterestRule | undefined,
  input: MethodSourcesInput,
  prepared: Prepared,
) {
  const table = input.rateTable ? shippedRateTable(input.rateTable) : undefined;
  if (table) {
    const periods = prepared.rateDays.map((day, i) => {
      const from = fromDayNumber(day);
      const next = prepared.rateDays[i + 1];
      const until = next === undefined ? undefined : fromDayNumber(next);
      const percent = formatRatePercent(prepared.rateValues[i] as bigint);
      const after = input.userRatesAfter;
      const publication =
        after && compareDates(from, after) > 0
          ? `entered by the user for this case (the ${table.jurisdiction} rate table ends ${formatUsDate(after)})`
          : ratePublicationText(table.publication, from, until);
      return { from, percent, publication };
    });
    if (periods.length === 1) {
      const [only] = periods;
      return `Rate source: ${only?.percent}, ${only?.publication} (${table.citation}).`;
    }
    const parts = periods.map((p) => `${p.percent} from ${formatUsDate(p.from)}, ${p.publication}`);
    return `Rate source (${table.citation}): ${parts.join("; ")}.`;
  }
  const preset = rule?.method.rate;
  if (
    preset?.value.kind === "fixed" &&
    !input.methodOverrides.includes("rate") &&
    prepared.rateValues.length === 1 &&
    prepared.rateValues[0] === parseRatePercent(preset.value.percent)
  ) {
    return `Rate source: the rate is written in ${preset.citation}.`;
  }
  return "Rate source: the rate was entered for this case.";
}

/** The rule the case's method came from and the source of its rate, one paragraph each. */
export function describeMethodSources(input: MethodSourcesInput): string[] {
  const prepared = prepareTerms(input.terms);
  const rule = input.jurisdiction ? findStateInterestRule(input.jurisdiction) : undefined;
  const lines: string[] = [];
  if (rule) {
    lines.push(
      `Jurisdiction: ${rule.state}. Rule applied: ${rule.citation} (reviewed ${formatUsDate(rule.reviewed)}; ${VERIFICATION_WORDS[rule.verification.status]}). ${rule.rule}`,
    );
    const method: JurisdictionMethod = rule.method;
    const values = caseValues(prepared);
    const overrides = input.methodOverrides;
    lines.push(
      rateLine(rule, input, prepared),
      elementLine("compounding", method.compounding, values.compounding, overrides),
      elementLine("dayCount", method.dayCount, values.dayCount, overrides),
      elementLine("perDiemRounding", method.perDiemRounding, values.perDiemRounding, overrides),
      elementLine("creditingOrder", method.creditingOrder, values.creditingOrder, overrides),
      elementLine("costTreatment", method.costTreatment, values.costTreatment, overrides),
      interestStartLine(rule, input, prepared),
    );
  } else {
    lines.push("No jurisdiction was chosen: the method is the one entered for this case.");
  }
  lines.push(rateSourceLine(rule, input, prepared));
  return lines;
}
