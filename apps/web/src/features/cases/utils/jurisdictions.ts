import { type StateInterestRule, stateInterestRules, suggestedRate } from "@owed/domain";

export interface JurisdictionOption {
  code: string;
  label: string;
}

/** The picker's options: every row of the rules table, by name. */
export const JURISDICTION_OPTIONS: readonly JurisdictionOption[] = [...stateInterestRules]
  .sort((a, b) => a.state.localeCompare(b.state, "en-US"))
  .map((row) => ({ code: row.code, label: row.state }));

export function jurisdictionRule(code: string | null | undefined): StateInterestRule | undefined {
  return !code ? undefined : stateInterestRules.find((row) => row.code === code);
}

/** Where the rate and compounding on the form came from, said beside them. */
export type ValueSource =
  | {
      kind: "rule";
      text: string /** A state picked since, whose rule fills nothing. */;
      laterState?: string;
    }
  | { kind: "user" }
  | { kind: "default" };

export const ENTERED_BY_YOU = "Entered by you";

/** "From New York rule, N.Y. C.P.L.R. 5004". */
export function ruleSourceText(row: StateInterestRule): string {
  return `From ${row.state} rule, ${row.citation}`;
}

export function sourceText(source: ValueSource): string | null {
  if (source.kind === "rule") {
    return source.laterState
      ? `${source.text}. ${source.laterState} has no fixed rate: check this one.`
      : source.text;
  }
  if (source.kind === "user") return ENTERED_BY_YOU;
  return null;
}

/**
 * What picking a jurisdiction fills in: the statutory rate and compounding when the statute fixes
 * a number. A variable or court-set rate has no number that would stay right, so nothing is
 * filled and the form says where the current rate is published instead. The user can change
 * anything that was filled.
 */
export function jurisdictionSuggestion(
  code: string,
): { rate: string; compounding: StateInterestRule["compounding"]; source: string } | null {
  const row = jurisdictionRule(code);
  if (!row) return null;
  const rate = suggestedRate(row);
  if (rate === null) return null;
  return { rate, compounding: row.compounding, source: ruleSourceText(row) };
}

/** After picking a state that fills nothing, a value an earlier state's rule filled says so. */
export function afterUnfilledPick(source: ValueSource, code: string): ValueSource {
  const row = jurisdictionRule(code);
  if (source.kind !== "rule") return source;
  return row ? { ...source, laterState: row.state } : { kind: "rule", text: source.text };
}

/** For a variable or court-set rate: where to look it up, and the page that publishes it. */
export function publishedRate(
  code: string,
): { where: string; link: string | null; citation: string } | null {
  const row = jurisdictionRule(code);
  if (!row || suggestedRate(row) !== null) return null;
  return {
    where: row.currentRate ?? row.rule,
    link: row.link === "" ? null : row.link,
    citation: row.citation,
  };
}
