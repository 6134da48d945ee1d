import {
  methodPreset,
  optionLabel,
  type StateInterestRule,
  stateInterestRules,
  suggestedRate,
} from "@owed/domain";

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
  | { kind: "default" }
  /** Nothing filled: the rate must be typed, and the text says where to find it. */
  | { kind: "lookup"; text: string };

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
  if (source.kind === "lookup") return source.text;
  return null;
}

/**
 * For a jurisdiction whose rate the user must type (a published variable rate Owed has no table
 * of, or a rate the court or an agency sets): what the empty, required rate field says. Null for
 * a fixed rate or a table's.
 */
export function typedRateHint(code: string): string | null {
  const row = jurisdictionRule(code);
  const rate = row?.method.rate.value;
  if (!row || !rate) return null;
  if (rate.kind === "published") {
    return `Required: ${row.state}'s rate is variable and is not filled in. Look it up where it is published (see below) and type it.`;
  }
  if (rate.kind === "court") {
    return `Required: ${row.state}'s rate is set by the court or an agency. Type the rate the judgment states.`;
  }
  return null;
}

/**
 * Picking a jurisdiction whose rate must be typed: a rate the user typed stays theirs; any other
 * (the default 10%, or what an earlier state's rule or table filled) is cleared with its
 * schedule, so no made-up rate survives the switch (docs/jurisdiction-methods.md, "No made-up
 * rate"). Null for a jurisdiction that fills its rate.
 */
export function typedRatePick(
  code: string,
  rateSource: ValueSource,
): { clear: boolean; source: ValueSource } | null {
  const hint = typedRateHint(code);
  if (hint === null) return null;
  if (rateSource.kind === "user") return { clear: false, source: rateSource };
  return { clear: true, source: { kind: "lookup", text: hint } };
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

/** What choosing a jurisdiction sets on the form: every element of its method (docs/jurisdiction-methods.md). */
export interface MethodPresetValues {
  compounding: StateInterestRule["method"]["compounding"]["value"];
  dayCount: StateInterestRule["method"]["dayCount"]["value"];
  perDiemRounding: StateInterestRule["method"]["perDiemRounding"]["value"];
  creditingOrder: StateInterestRule["method"]["creditingOrder"]["value"];
  costTreatment: StateInterestRule["method"]["costTreatment"]["value"];
  /** The fixed statutory rate, or null when it comes from a table, a publication or the court. */
  interestRate: string | null;
  /** The rate table to fill the rate from, or "" when there is none. */
  rateTable: string;
}

export function methodPresetValues(code: string): MethodPresetValues | null {
  const row = jurisdictionRule(code);
  if (!row) return null;
  const preset = methodPreset(row);
  return {
    compounding: preset.compounding,
    dayCount: preset.dayCount,
    perDiemRounding: preset.perDiemRounding,
    creditingOrder: preset.creditingOrder,
    costTreatment: preset.costTreatment,
    interestRate: preset.rate.kind === "fixed" ? preset.rate.percent : null,
    rateTable: preset.rate.kind === "table" ? preset.rate.table : "",
  };
}

export const METHOD_ELEMENT_LABELS = {
  rate: "Rate",
  compounding: "Compounding",
  dayCount: "Year basis",
  perDiemRounding: "Per-diem rounding",
  creditingOrder: "Crediting order",
  costTreatment: "Costs",
  interestStart: "Interest start",
} as const;

/** A method element's value in words (the rate in its own words). */
export function methodValueText(
  name: keyof typeof METHOD_ELEMENT_LABELS,
  row: StateInterestRule,
): string {
  if (name === "rate") {
    const value = row.method.rate.value;
    if (value.kind === "fixed") return `${value.percent}% fixed by statute`;
    if (value.kind === "table") return `From the ${value.table} rate table`;
    if (value.kind === "published") return "Published rate: look it up and type it";
    return "Set by the court: type it";
  }
  return optionLabel(name, row.method[name].value);
}
