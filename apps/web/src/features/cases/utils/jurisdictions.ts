import { type StateInterestRule, stateInterestRules, suggestedRate } from "@owed/domain";

export interface JurisdictionOption {
  code: string;
  label: string;
}

/** The picker's options: every row of the rules table, by name. */
export const JURISDICTION_OPTIONS: readonly JurisdictionOption[] = [...stateInterestRules]
  .sort((a, b) => a.state.localeCompare(b.state, "en-US"))
  .map((row) => ({ code: row.code, label: row.state }));

export function jurisdictionRule(code: string): StateInterestRule | undefined {
  return code === "" ? undefined : stateInterestRules.find((row) => row.code === code);
}

/**
 * What picking a jurisdiction suggests for the form: its statutory rate when the statute fixes
 * one (variable and court-set rates have no number that would stay right), and its compounding.
 * The user can change both.
 */
export function jurisdictionSuggestion(
  code: string,
): { rate: string | null; compounding: StateInterestRule["compounding"] } | null {
  const row = jurisdictionRule(code);
  if (!row) return null;
  return { rate: suggestedRate(row), compounding: row.compounding };
}
