import type { BaseSyntheticEvent } from "react";
import { MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useCaseFormFields } from "../hooks/use-case-form-fields.ts";
import type { LiveResults, NewCaseForm } from "../utils/new-case-form.ts";
import {
  AdvancedTermsFields,
  DebtorFields,
  FormSection,
  JudgmentTermsFields,
  useFieldProps,
} from "./case-form-fields.tsx";
import { ClientField } from "./client-field.tsx";
import { NewCaseResults } from "./new-case-results.tsx";

/** What only New Case has: the live Results beside the form and the payments so far. */
export interface NewCaseExtras {
  live: LiveResults;
  endDateSet: boolean;
  refusalShownOnField: boolean;
  paymentTyped: boolean;
}

export type CaseFormProps = {
  form: NewCaseForm;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The case's client's name as it was answered, shown until the client list arrives. */
  clientName?: string | null;
} & ({ mode: "new"; extras: NewCaseExtras } | { mode: "edit"; extras?: undefined });

/** Each mode's form id (the footer's submit button names it) and the prefix of its field ids. */
export const CASE_FORM_IDS = {
  new: { form: "new-case-form", prefix: "new-case" },
  edit: { form: "edit-case-form", prefix: "edit" },
} as const;

/** Under the rate when no state rule or user entry explains it: a new case starts at the default. */
const RATE_HINTS = {
  new: "Percent per year. The default is 10.",
  edit: "Percent per year.",
} as const;

/**
 * The one case form of New Case and Edit Case: the same fields, labels, hints and state rules,
 * validated by the same schema. New Case adds the payments so far and the live Results; the
 * dialogs around it own the save (and Edit Case's preview of changed figures).
 */
export function CaseForm({ mode, form, onSubmit, extras, clientName }: CaseFormProps) {
  const { form: formId, prefix } = CASE_FORM_IDS[mode];
  const fields = useCaseFormFields(form, prefix);
  const props = fields.props;
  const errors = form.formState.errors;
  const serverError = errors.root?.server?.message;
  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      className={
        extras
          ? "grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
          : "grid grid-cols-1 gap-6"
      }
    >
      <FormSection title="Judgment Information (Required)" className="lg:col-start-1">
        {serverError ? (
          <div className="mb-4">
            <FormAlert>{serverError}</FormAlert>
          </div>
        ) : null}
        <JudgmentTermsFields
          form={form}
          prefix={prefix}
          sources={fields.sources}
          onPick={fields.pickJurisdiction}
          onRateTyped={fields.rateTyped}
          tableRate={fields.tableRate}
          rateHint={RATE_HINTS[mode]}
        >
          <FormField
            id={`${prefix}-caseName`}
            label="Case Name"
            error={errors.caseName?.message}
            className="sm:col-span-2"
          >
            <Input placeholder="e.g. Acme Supply v. Roe" {...props("caseName")} />
          </FormField>
          <FormField
            id={`${prefix}-courtName`}
            label="Court Name"
            error={errors.courtName?.message}
          >
            <Input placeholder="e.g. Superior Court, Cook County" {...props("courtName")} />
          </FormField>
          <FormField
            id={`${prefix}-courtCaseNumber`}
            label="Court Case Number"
            error={errors.courtCaseNumber?.message}
          >
            <Input className="tabular" {...props("courtCaseNumber")} />
          </FormField>
          <ClientField
            form={form}
            prefix={prefix}
            knownName={clientName}
            className="sm:col-span-2"
          />
        </JudgmentTermsFields>
        {extras ? <PaymentsSoFar form={form} paymentTyped={extras.paymentTyped} /> : null}
      </FormSection>

      {extras ? (
        <NewCaseResults
          live={extras.live}
          endDateSet={extras.endDateSet}
          refusalShownOnField={extras.refusalShownOnField}
          className="lg:sticky lg:top-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        />
      ) : null}

      <FormSection title="Debtor Contact Info" className="lg:col-start-1">
        <DebtorFields form={form} prefix={prefix} />
      </FormSection>

      <AdvancedTermsFields
        form={form}
        prefix={prefix}
        sources={fields.sources}
        onCompoundingPicked={fields.compoundingPicked}
        onMethodPicked={fields.methodPicked}
        className="lg:col-start-1"
      />
    </form>
  );
}

/** Payments and costs so far: recorded as the case's first transactions when it is added. */
function PaymentsSoFar({ form, paymentTyped }: { form: NewCaseForm; paymentTyped: boolean }) {
  const props = useFieldProps(form, CASE_FORM_IDS.new.prefix);
  const errors = form.formState.errors;
  return (
    <div className="mt-6 border-t border-slate-200 pt-5">
      <h4 className="text-sm font-semibold text-ink-900">Payments and costs so far</h4>
      <p className="mt-0.5 text-xs text-ink-500">
        Optional. They are recorded as the case's first transactions: the cost on the judgment date,
        the payment on the last payment date.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField
          id="new-case-paymentAmount"
          label="Payment Amount"
          optional
          error={errors.paymentAmount?.message}
        >
          <MoneyInput {...props("paymentAmount")} />
        </FormField>
        <FormField
          id="new-case-lastPaymentDate"
          label="Last Payment Date"
          optional
          error={errors.lastPaymentDate?.message}
        >
          <Input type="date" className="tabular" {...props("lastPaymentDate")} />
        </FormField>
        {paymentTyped ? (
          <p
            id="new-case-opening-payment-note"
            className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900 sm:col-span-2"
          >
            All of this amount is counted as one payment made on the Last Payment Date, so interest
            before that date is figured as if nothing had been paid. Entering the payments one by
            one, each on its own date, is exact: you can do that right after adding the case.
          </p>
        ) : null}
        <FormField id="new-case-cost" label="Cost" optional error={errors.cost?.message}>
          <MoneyInput {...props("cost")} />
        </FormField>
        <FormField
          id="new-case-endDate"
          label="End Date"
          optional
          error={errors.endDate?.message}
          hint="Figures as of this date; empty means today."
        >
          <Input type="date" className="tabular" {...props("endDate", true)} />
        </FormField>
      </div>
    </div>
  );
}
