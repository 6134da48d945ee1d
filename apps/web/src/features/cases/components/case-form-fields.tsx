import type { ReactNode } from "react";
import { type Path, type UseFormReturn, useWatch } from "react-hook-form";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import {
  afterUnfilledPick,
  jurisdictionSuggestion,
  sourceText,
  type ValueSource,
} from "../utils/jurisdictions.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";
import { Affixed, MoneyInput } from "./affixed-input.tsx";
import { JurisdictionField, JurisdictionRuleNote } from "./jurisdiction-field.tsx";
import { RateScheduleFields } from "./rate-schedule-fields.tsx";

/**
 * The judgment's terms and the debtor's details, shared by New Case and Edit Case so that both
 * say the same things, fill the same state rules and validate the same way.
 */
export type CaseForm = UseFormReturn<NewCaseFormValues>;

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

export function useJurisdictionPicker(
  form: CaseForm,
  setSources: (update: (current: ValueSources) => ValueSources) => void,
) {
  return (code: string) => {
    form.setValue("jurisdiction", code, { shouldDirty: true });
    const suggestion = jurisdictionSuggestion(code);
    // A variable or court-set rate fills nothing: the rule note says where it is published.
    if (!suggestion) {
      setSources((current) => ({
        rate: afterUnfilledPick(current.rate, code),
        compounding: afterUnfilledPick(current.compounding, code),
      }));
      return;
    }
    form.setValue("interestRate", suggestion.rate, { shouldDirty: true, shouldValidate: true });
    form.setValue("compounding", suggestion.compounding, { shouldDirty: true });
    const source: ValueSource = { kind: "rule", text: suggestion.source };
    setSources(() => ({ rate: source, compounding: source }));
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
  children,
}: {
  form: CaseForm;
  prefix: string;
  sources: ValueSources;
  onPick: (code: string) => void;
  onRateTyped: () => void;
  /** Said under the rate when no state rule or user entry explains it. */
  rateHint: string;
  children?: ReactNode;
}) {
  const props = useFieldProps(form, prefix);
  const errors = form.formState.errors;
  const jurisdiction = useWatch({ control: form.control, name: "jurisdiction" }) ?? "";
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
        hint={sourceText(sources.rate) ?? rateHint}
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
      <JurisdictionRuleNote code={jurisdiction} className="sm:col-span-2" />
    </div>
  );
}

/** Compounding, day count and the rate schedule, behind "Advanced". */
export function AdvancedTermsFields({
  form,
  sources,
  onCompoundingPicked,
  className,
}: {
  form: CaseForm;
  sources: ValueSources;
  onCompoundingPicked: () => void;
  className?: string;
}) {
  const compoundingSource = sourceText(sources.compounding);
  return (
    <details className={`group rounded-lg border border-slate-200 ${className ?? ""}`}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-serif text-base font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
        Advanced
        <span className="font-sans text-xs font-normal text-ink-500 group-open:hidden">
          Compounding, day count, rate schedule
        </span>
      </summary>
      <div className="space-y-5 border-t border-slate-200 px-4 py-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <RadioGroup
            form={form}
            legend="Compounding"
            name="compounding"
            note={compoundingSource}
            onPicked={onCompoundingPicked}
            options={[
              [
                "none",
                "None (simple interest)",
                "Interest is charged on the principal only; unpaid interest never earns interest.",
              ],
              [
                "annual",
                "Annual",
                "Unpaid interest is added to the principal on each anniversary of the judgment.",
              ],
            ]}
          />
          <RadioGroup
            form={form}
            legend="Day count"
            name="dayCount"
            options={[
              ["365", "365 days", "Every day is 1/365 of a year's interest, in leap years too."],
              ["actual", "Actual", "In a leap year every day is 1/366 of a year's interest."],
            ]}
          />
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
  name: "compounding" | "dayCount";
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
