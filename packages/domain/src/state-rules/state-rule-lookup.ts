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
