import {
  findStateInterestRule,
  formatUsDate,
  type JurisdictionMethod,
  type MethodElement,
} from "@owed/domain";
import type { CaseRow, StoredRateSource } from "../../../db/schema/index.ts";

// The statement's "Rule and rate source" section: which jurisdiction's rule the method came from,
// how sure that rule is, what the user changed, and where a table rate was read
// (docs/jurisdiction-methods.md). A lawyer checking a figure needs the source, not only the number.

const ELEMENT_NAMES: Record<keyof JurisdictionMethod, string> = {
  rate: "rate",
  compounding: "compounding",
  dayCount: "year basis",
  perDiemRounding: "per-diem rounding",
  creditingOrder: "crediting order",
  costTreatment: "costs",
  interestStart: "interest start",
};

const OVERRIDE_NAMES: Record<string, string> = { ...ELEMENT_NAMES };

function elementLine(name: string, element: MethodElement<unknown>): string {
  const value =
    typeof element.value === "object" && element.value !== null
      ? describeRate(element.value as { kind: string; percent?: string; table?: string })
      : String(element.value);
  const cite = element.citation ? `, ${element.citation}` : "";
  return `${name}: ${value} (${element.status}${cite})`;
}

function describeRate(rate: { kind: string; percent?: string; table?: string }): string {
  if (rate.kind === "fixed") return `${rate.percent}% fixed`;
  if (rate.kind === "table") return `from the ${rate.table} rate table`;
  return "set by the court";
}

function rateSourceLine(row: StoredRateSource): string {
  const span = row.to
    ? `${formatUsDate(row.from)} to ${formatUsDate(row.to)}`
    : `from ${formatUsDate(row.from)}`;
  return `${row.ratePercent}% for ${span}: ${row.source} (read ${formatUsDate(row.read)}).`;
}

/** Paragraphs naming the rule applied and the rate's source, in reading order. */
export function methodCitations(caseRow: CaseRow): string[] {
  const lines: string[] = [];
  const rule = caseRow.jurisdiction ? findStateInterestRule(caseRow.jurisdiction) : undefined;
  if (rule) {
    lines.push(
      `Jurisdiction: ${rule.state}. Rule applied: ${rule.citation} (reviewed ${formatUsDate(rule.reviewed)}, ${rule.verification.status}). ${rule.rule}`,
    );
    const method = rule.method;
    if (method) {
      const keys = Object.keys(ELEMENT_NAMES) as (keyof JurisdictionMethod)[];
      const parts = keys.map((key) =>
        elementLine(ELEMENT_NAMES[key], method[key] as MethodElement<unknown>),
      );
      lines.push(`The jurisdiction's method: ${parts.join("; ")}.`);
    }
  } else {
    lines.push("No jurisdiction was chosen: the method is the one entered for this case.");
  }
  const overrides = Array.isArray(caseRow.methodOverrides) ? caseRow.methodOverrides : [];
  if (rule && overrides.length > 0) {
    lines.push(
      `Changed from the jurisdiction's method for this case: ${overrides.map((name) => OVERRIDE_NAMES[name] ?? name).join(", ")}.`,
    );
  }
  const sources = caseRow.rateSources ?? [];
  if (caseRow.rateTable && sources.length > 0) {
    lines.push(
      `Rate source: the ${caseRow.rateTable} rate table. ${sources.map(rateSourceLine).join(" ")}`,
    );
  } else {
    lines.push("Rate source: entered by the user for this case.");
  }
  return lines;
}
