import { type MethodElementName, optionRows } from "@owed/domain";
import { type ReactNode, useState } from "react";
import { type Path, useWatch } from "react-hook-form";
import { Affixed, MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import type { TableRateState } from "../hooks/use-table-rate.ts";
import {
  afterUnfilledPick,
  jurisdictionRule,
  jurisdictionSuggestion,
  methodPresetValues,
  ruleSourceText,
  sourceText,
  typedRateHint,
  typedRatePick,
  type ValueSource,
} from "../utils/jurisdictions.ts";
import type { NewCaseForm, NewCaseFormValues } from "../utils/new-case-form.ts";
import { JurisdictionField, JurisdictionRuleNote } from "./jurisdiction-field.tsx";
import { RateScheduleFields } from "./rate-schedule-fields.tsx";

/**
 * The judgment's terms and the debtor's details, shared by New Case and Edit Case so that both
 * say the same things, fill the same state rules and validate the same way.
 */
export type CaseForm = NewCaseForm;

/** Who set the rate and the compounding: the picked state's rule, the user, or the default. */
export interface ValueSources {
  rate: ValueSource;
  compounding: ValueSource;
}

export const DEFAULT_SOURCES: ValueSources = {
  rate: { kind: "default" },
  compounding: { kind: "default" },
};

export function useFieldProps(form: CaseForm, prefix: string) {
  return (name: Path<NewCaseFormValues>, hasHint = false, onChange?: () => void) => ({
    ...fieldA11y(
      `${prefix}-${name}`,
      form.getFieldState(name, form.formState).error?.message,
      hasHint,
    ),
    ...form.register(name, onChange ? { onChange } : {}),
  });
}

/**
 * Choosing a jurisdiction applies its whole method (docs/jurisdiction-methods.md): compounding,
 * year basis, per-diem rounding, crediting order and costs, and the rate when a statute fixes it
 * or a table gives it (useTableRate fills that one for the judgment date). Earlier overrides are
 * forgotten: they were changes from another jurisdiction's method.
 */
export function useJurisdictionPicker(
  form: CaseForm,
  sources: ValueSources,
  setSources: (update: (current: ValueSources) => ValueSources) => void,
) {
  return (code: string) => {
    const dirty = { shouldDirty: true };
    form.setValue("jurisdiction", code, dirty);
    form.setValue("methodOverrides", [], dirty);
    const preset = methodPresetValues(code);
    form.setValue("rateTable", preset?.rateTable ?? "", dirty);
    if (preset) {
      form.setValue("compounding", preset.compounding, dirty);
      form.setValue("dayCount", preset.dayCount, dirty);
      form.setValue("perDiemRounding", preset.perDiemRounding, dirty);
      form.setValue("creditingOrder", preset.creditingOrder, dirty);
      form.setValue("costTreatment", preset.costTreatment, dirty);
    }
    const suggestion = jurisdictionSuggestion(code);
    if (suggestion) {
      form.setValue("interestRate", suggestion.rate, { ...dirty, shouldValidate: true });
      form.setValue("rateSchedule", [], dirty);
      const source: ValueSource = { kind: "rule", text: suggestion.source };
      setSources(() => ({ rate: source, compounding: source }));
      return;
    }
    if (preset?.rateTable) {
      const row = jurisdictionRule(code);
      const text = row ? ruleSourceText(row) : "";
      setSources(() => ({
        rate: { kind: "rule", text: `From the ${preset.rateTable} rate table` },
        compounding: { kind: "rule", text },
      }));
      return;
    }
    // A published or court-set rate fills nothing and is required: the rule note says where it
    // is published, and a rate the user did not type does not stay on.
    const typed = typedRatePick(code, sources.rate);
    const row = jurisdictionRule(code);
    if (typed && row) {
      if (typed.clear) {
        form.setValue("interestRate", "", dirty);
        form.setValue("rateSchedule", [], dirty);
      }
      setSources(() => ({
        rate: typed.source,
        compounding: { kind: "rule", text: ruleSourceText(row) },
      }));
      return;
    }
    setSources((current) => ({
      rate: afterUnfilledPick(current.rate, code),
      compounding: afterUnfilledPick(current.compounding, code),
    }));
  };
}

/**
 * The user changed an element the jurisdiction's method set: it is marked (and sent) as an
 * override, so the statement says so. A typed rate no longer comes from the table.
 */
export function useMethodOverride(form: CaseForm) {
  return (name: MethodElementName) => {
    const jurisdiction = form.getValues("jurisdiction");
    if (!jurisdiction) return;
    // Where the rate must be typed, typing it is the method, not a change from it.
    if (name === "rate" && typedRateHint(jurisdiction) !== null) return;
    const current = form.getValues("methodOverrides");
    if (!current.includes(name)) {
      form.setValue("methodOverrides", [...current, name], { shouldDirty: true });
    }
    if (name === "rate") form.setValue("rateTable", "", { shouldDirty: true });
  };
}

/** Judgment amount and date, jurisdiction, rate and the rule note, in a two-column grid. */
export function JudgmentTermsFields({
  form,
  prefix,
  sources,
  onPick,
  onRateTyped,
  rateHint,
  tableRate,
  children,
}: {
  form: CaseForm;
  prefix: string;
  sources: ValueSources;
  onPick: (code: string) => void;
  onRateTyped: () => void;
  tableRate: TableRateState;
  /** Said under the rate when no state rule or user entry explains it. */
  rateHint: string;
  children?: ReactNode;
}) {
  const props = useFieldProps(form, prefix);
  const errors = form.formState.errors;
  const jurisdiction = useWatch({ control: form.control, name: "jurisdiction" }) ?? "";
  const overrides = useWatch({ control: form.control, name: "methodOverrides" }) ?? [];
  const rateText = useWatch({ control: form.control, name: "interestRate" }) ?? "";
  // A rate the user cleared is not "entered by you": the field's own message says what is due.
  const rateSource =
    sources.rate.kind === "user" && rateText.trim() === "" ? null : sourceText(sources.rate);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {children}
      <FormField
        id={`${prefix}-judgmentAmount`}
        label="Judgment Amount"
        error={errors.judgmentAmount?.message}
      >
        <MoneyInput {...props("judgmentAmount")} />
      </FormField>
      <FormField
        id={`${prefix}-judgmentDate`}
        label="Judgment Date"
        error={errors.judgmentDate?.message}
      >
        <Input type="date" className="tabular" {...props("judgmentDate")} />
      </FormField>
      <JurisdictionField
        value={jurisdiction}
        onChange={onPick}
        error={errors.jurisdiction?.message}
      />
      <FormField
        id={`${prefix}-interestRate`}
        label="Interest Rate"
        error={errors.interestRate?.message}
        hint={rateSource ?? rateHint}
      >
        <Affixed suffix="%">
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="tabular pr-8"
            {...props("interestRate", true, onRateTyped)}
          />
        </Affixed>
      </FormField>
      {tableRate.kind !== "none" ? (
        <p
          role={tableRate.kind === "refused" ? "alert" : "status"}
          className={`text-xs sm:col-span-2 ${tableRate.kind === "refused" ? "text-red-700" : "text-ink-600"}`}
        >
          {tableRate.message}
        </p>
      ) : null}
      <JurisdictionRuleNote code={jurisdiction} overrides={overrides} className="sm:col-span-2" />
    </div>
  );
}

/** Compounding, day count and the rate schedule, behind "Advanced". */
export function AdvancedTermsFields({
  form,
  prefix,
  sources,
  onCompoundingPicked,
  onMethodPicked,
  className,
}: {
  form: CaseForm;
  prefix: string;
  sources: ValueSources;
  onCompoundingPicked: () => void;
  onMethodPicked: (name: MethodElementName) => void;
  className?: string;
}) {
  const compoundingSource = sourceText(sources.compounding);
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`group rounded-lg border border-slate-200 ${className ?? ""}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-serif text-base font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
        Advanced
        <span className="font-sans text-xs font-normal text-ink-500 group-open:hidden">
          Compounding, year basis, rounding, crediting, rate schedule
        </span>
      </summary>
      <div className="space-y-5 border-t border-slate-200 px-4 py-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <RadioGroup
            form={form}
            legend="Compounding"
            name="compounding"
            note={compoundingSource}
            onPicked={() => {
              onCompoundingPicked();
              onMethodPicked("compounding");
            }}
            options={optionRows("compounding")}
          />
          <RadioGroup
            form={form}
            legend="Day count"
            name="dayCount"
            onPicked={() => onMethodPicked("dayCount")}
            options={optionRows("dayCount")}
          />
          {/* Rendered once opened: the closed form keeps one field per label a user looks for. */}
          {open ? (
            <MethodOptionFields form={form} prefix={prefix} onMethodPicked={onMethodPicked} />
          ) : null}
        </div>
        <RateScheduleFields
          control={form.control}
          register={form.register}
          trigger={form.trigger}
          errors={form.formState.errors}
          firstRow={() => ({
            from: form.getValues("judgmentDate"),
            ratePercent: form.getValues("interestRate"),
          })}
        />
      </div>
    </details>
  );
}

/** The method options beyond compounding and year basis: rounding, crediting, costs, start. */
function MethodOptionFields({
  form,
  prefix,
  onMethodPicked,
}: {
  form: CaseForm;
  prefix: string;
  onMethodPicked: (name: MethodElementName) => void;
}) {
  const props = useFieldProps(form, prefix);
  const errors = form.formState.errors;
  return (
    <>
      <RadioGroup
        form={form}
        legend="Per-diem rounding"
        name="perDiemRounding"
        onPicked={() => onMethodPicked("perDiemRounding")}
        options={optionRows("perDiemRounding")}
      />
      <RadioGroup
        form={form}
        legend="Crediting order"
        name="creditingOrder"
        onPicked={() => onMethodPicked("creditingOrder")}
        options={optionRows("creditingOrder")}
      />
      <RadioGroup
        form={form}
        legend="Costs"
        name="costTreatment"
        onPicked={() => onMethodPicked("costTreatment")}
        options={optionRows("costTreatment")}
      />
      <FormField
        id={`${prefix}-interestFrom`}
        label="Interest runs from"
        optional
        hint="Leave blank for the judgment date; or the verdict, filing or service date."
        error={errors.interestFrom?.message}
      >
        <Input
          type="date"
          className="tabular"
          {...props("interestFrom", true, () => onMethodPicked("interestStart"))}
        />
      </FormField>
      <FormField
        id={`${prefix}-nonInterestBearing`}
        label="Part bearing no interest"
        optional
        hint="Any part of the judgment that bears no interest."
        error={errors.nonInterestBearing?.message}
      >
        <MoneyInput {...props("nonInterestBearing", true)} />
      </FormField>
    </>
  );
}

function RadioGroup({
  form,
  legend,
  name,
  note,
  onPicked,
  options,
}: {
  form: CaseForm;
  legend: string;
  name: "compounding" | "dayCount" | "perDiemRounding" | "creditingOrder" | "costTreatment";
  note?: string | null;
  onPicked?: () => void;
  options: [string, string, string][];
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-700">{legend}</legend>
      {note ? <p className="-mt-1 mb-2 text-xs text-ink-500">{note}</p> : null}
      <div className="space-y-2">
        {options.map(([value, label, hint]) => (
          <Label
            key={value}
            className="flex cursor-pointer items-start gap-2.5 rounded-md border border-slate-200 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 accent-brand-700"
              {...form.register(name, onPicked ? { onChange: onPicked } : {})}
            />
            <span>
              <span className="block font-semibold text-ink-900">{label}</span>
              <span className="block text-xs font-normal text-ink-500">{hint}</span>
            </span>
          </Label>
        ))}
      </div>
    </fieldset>
  );
}

/** The debtor's contact details; all optional, the e-mail checked when given. */
export function DebtorFields({ form, prefix }: { form: CaseForm; prefix: string }) {
  const props = useFieldProps(form, prefix);
  const errors = form.formState.errors;
  const field = (name: Path<NewCaseFormValues>, label: string, span: string, input: ReactNode) => (
    <FormField
      id={`${prefix}-${name}`}
      label={label}
      optional
      className={span}
      error={errors[name as keyof typeof errors]?.message as string | undefined}
    >
      {input}
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      {field(
        "debtorFirm",
        "Debtor or Firm",
        "sm:col-span-6",
        <Input autoComplete="off" {...props("debtorFirm")} />,
      )}
      {field(
        "debtorStreet",
        "Street Address",
        "sm:col-span-6",
        <Input autoComplete="off" {...props("debtorStreet")} />,
      )}
      {field(
        "debtorCity",
        "City",
        "sm:col-span-3",
        <Input autoComplete="off" {...props("debtorCity")} />,
      )}
      {field(
        "debtorState",
        "State",
        "sm:col-span-1",
        <Input autoComplete="off" {...props("debtorState")} />,
      )}
      {field(
        "debtorZip",
        "Zip Code",
        "sm:col-span-2",
        <Input autoComplete="off" inputMode="numeric" {...props("debtorZip")} />,
      )}
      {field(
        "debtorPhone",
        "Phone",
        "sm:col-span-3",
        <Input type="tel" autoComplete="off" {...props("debtorPhone")} />,
      )}
      {field(
        "debtorEmail",
        "Email",
        "sm:col-span-3",
        <Input type="email" autoComplete="off" {...props("debtorEmail")} />,
      )}
    </div>
  );
}

export function FormSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="mb-4 font-serif text-base font-bold text-brand-800">{title}</h3>
      {children}
    </section>
  );
}
