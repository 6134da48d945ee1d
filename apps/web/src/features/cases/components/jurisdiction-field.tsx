import { presetConfidence } from "@owed/domain";
import { FormField } from "../../../components/ui/form-field.tsx";
import { inputClasses } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import {
  JURISDICTION_OPTIONS,
  jurisdictionRule,
  METHOD_ELEMENT_LABELS,
  methodValueText,
} from "../utils/jurisdictions.ts";

/**
 * The state picker. Choosing a state with a fixed statutory rate suggests that rate; for the
 * others `JurisdictionRuleNote` shows the rule in words so the user knows to look it up.
 */
export function JurisdictionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  const hasRule = jurisdictionRule(value) !== undefined;
  const describedBy = [
    hasRule ? "jurisdiction-rule" : "jurisdiction-hint",
    error ? "jurisdiction-error" : "",
  ].filter(Boolean);
  return (
    <FormField
      id="jurisdiction"
      label="Jurisdiction"
      optional
      error={error}
      hint={hasRule ? undefined : "Pick a state to see its post-judgment rate rule."}
    >
      <select
        id="jurisdiction"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(" ")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, "pr-8")}
      >
        <option value="">Not specified</option>
        {JURISDICTION_OPTIONS.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function JurisdictionRuleNote({
  code,
  overrides = [],
  className,
}: {
  code: string;
  overrides?: readonly string[];
  className?: string;
}) {
  const row = jurisdictionRule(code);
  if (!row) return null;
  const fixed = row.kind === "fixed" && row.fixedRate !== null;
  const rate = row.method.rate.value;
  const fromTable = rate.kind === "table" ? rate.table : null;
  return (
    <div
      id="jurisdiction-rule"
      className={cn(
        "space-y-1 rounded-md border border-brand-100 bg-brand-50/60 px-4 py-3 text-xs leading-relaxed text-ink-700",
        className,
      )}
    >
      {fixed ? (
        <span className="block">
          <strong className="font-semibold text-brand-800">
            {row.state}: {row.fixedRate}% by statute.
          </strong>{" "}
          Filled in as the interest rate, with{" "}
          {row.compounding === "annual" ? "annual compounding" : "simple interest"}; change them if
          the judgment states otherwise.
        </span>
      ) : fromTable ? (
        <span className="block">
          <strong className="font-semibold text-brand-800">
            {row.state}: the rate comes from the {fromTable} rate table.
          </strong>{" "}
          It is filled in for the judgment date (see above); change it if the judgment states
          another rate.
        </span>
      ) : (
        <span className="block">
          <strong className="font-semibold text-brand-800">
            {row.state}: the rate is {row.kind === "variable" ? "variable" : "set by the court"}.
          </strong>{" "}
          Nothing is filled in: look up the rate for this judgment and enter it.
        </span>
      )}
      <span className="block">{row.rule}</span>
      {!fixed && row.currentRate ? (
        <span className="block">
          <strong className="font-semibold text-ink-900">Where the rate is published: </strong>
          {row.currentRate}
        </span>
      ) : null}
      {!fixed && row.link ? (
        <a
          href={row.link}
          target="_blank"
          rel="noreferrer"
          className="block break-words font-medium text-brand-700 underline underline-offset-2"
        >
          {row.citation}: the published rate (opens in a new tab)
        </a>
      ) : null}
      <span className="block text-ink-600">
        {row.citation}
        {row.compounding === "annual" ? " · Compounds annually: see Advanced." : ""}
        {row.verification.status !== "confirmed"
          ? " · Not fully confirmed from the statute text; check it before relying on it."
          : ""}
      </span>
      <MethodList row={row} overrides={overrides} />
    </div>
  );
}

/**
 * The jurisdiction's method, element by element, with its citation and how sure it is; an
 * element the user changed says so (docs/jurisdiction-methods.md).
 */
function MethodList({
  row,
  overrides,
}: {
  row: NonNullable<ReturnType<typeof jurisdictionRule>>;
  overrides: readonly string[];
}) {
  const names = Object.keys(METHOD_ELEMENT_LABELS) as (keyof typeof METHOD_ELEMENT_LABELS)[];
  return (
    <section aria-label={`${row.state} method`} className="pt-1">
      <p className="font-semibold text-ink-900">
        Method applied: {row.state}, confidence {presetConfidence(row)}
      </p>
      <ul className="mt-1 space-y-0.5">
        {names.map((name) => {
          const element = row.method[name];
          const changed = overrides.includes(name);
          return (
            <li key={name}>
              <span className="font-medium text-ink-900">{METHOD_ELEMENT_LABELS[name]}:</span>{" "}
              <span className={changed ? "line-through" : undefined}>
                {methodValueText(name, row)}
              </span>{" "}
              <span className="text-ink-500">
                ({element.status}
                {element.citation ? `, ${element.citation}` : ""})
              </span>
              {changed ? (
                <strong className="ml-1 font-semibold text-amber-800">
                  changed from the preset
                </strong>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
