import { stateInterestRules } from "./state-interest-rules.ts";
import type { StateInterestRule } from "./state-rule-types.ts";

function normalize(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

// Forms and URLs tend to say "Federal" rather than the display name "Federal (USA)".
const ALIASES: ReadonlyMap<string, string> = new Map([["federal", "us"]]);

const rulesByKey: ReadonlyMap<string, StateInterestRule> = new Map(
  stateInterestRules.flatMap((row): [string, StateInterestRule][] => [
    [normalize(row.state), row],
    [normalize(row.code), row],
  ]),
);

/**
 * The row for a state name ("New York") or USPS code ("NY", "DC", "PR", "US" for federal),
 * ignoring case and extra spaces; undefined when nothing matches.
 */
export function findStateInterestRule(nameOrCode: string): StateInterestRule | undefined {
  const key = normalize(nameOrCode);
  return rulesByKey.get(ALIASES.get(key) ?? key);
}

/**
 * The rate the New Case form can prefill: the statutory percent for `fixed` rows. Variable and
 * court-set rows return null because any number would be stale or case-specific; the form
 * should point the user to `currentRate` instead.
 */
export function suggestedRate(row: StateInterestRule): string | null {
  return row.kind === "fixed" ? row.fixedRate : null;
}

/**
 * Whether a case in this jurisdiction needs a rate the user gives: every rate no statute fixes
 * (a published variable rate, a court-set rate, and a table's rate, which depends on the
 * judgment date). Such a case is never given the product's default rate
 * (docs/jurisdiction-methods.md, "No made-up rate").
 */
export function rateMustBeGiven(row: StateInterestRule): boolean {
  return row.method.rate.value.kind !== "fixed";
}

/** The refusal when such a case comes without a rate: what is missing and why, in a sentence. */
export function missingRateMessage(row: StateInterestRule): string {
  const rate = row.method.rate.value;
  if (rate.kind === "court") {
    return `Interest rate is required: ${row.state}'s rate is set by the court or an agency, not by statute. Enter the rate the judgment states.`;
  }
  if (rate.kind === "table") {
    return `Interest rate is required: the ${row.state} rate comes from the ${rate.table} rate table. Enter the table's rate for the judgment date.`;
  }
  return `Interest rate is required: ${row.state}'s rate is variable and is not filled in. Enter the published rate for this judgment.`;
}

const CONFIDENCE_ORDER = ["confirmed", "partly confirmed", "assumed", "not confirmed"] as const;
export type PresetConfidence = (typeof CONFIDENCE_ORDER)[number];

/**
 * How sure the preset is, as the form says it: the least certain of the elements a rule actually
 * speaks to (rate and compounding, and any element a statute fixes). Elements that are only the
 * product's default (`assumed`) do not lower it: the form lists them as assumptions instead.
 */
export function presetConfidence(row: StateInterestRule): PresetConfidence {
  let worst: PresetConfidence = "confirmed";
  for (const element of Object.values(row.method)) {
    const status = element.status as PresetConfidence;
    if (status === "assumed") continue;
    if (CONFIDENCE_ORDER.indexOf(status) > CONFIDENCE_ORDER.indexOf(worst)) worst = status;
  }
  return worst;
}

/** The method elements a jurisdiction's preset sets in the New Case and Edit Case forms. */
export function methodPreset(row: StateInterestRule) {
  const { method } = row;
  return {
    rate: method.rate.value,
    compounding: method.compounding.value,
    dayCount: method.dayCount.value,
    perDiemRounding: method.perDiemRounding.value,
    creditingOrder: method.creditingOrder.value,
    costTreatment: method.costTreatment.value,
    interestStart: method.interestStart.value,
  };
}
