import type { CaseDto } from "@owed/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useCaseFormFields } from "../hooks/use-case-form-fields.ts";
import { useNewCaseForm } from "../hooks/use-new-case-form.ts";
import type { NewCaseFormValues } from "../utils/new-case-form.ts";
import { MoneyInput } from "./affixed-input.tsx";
import {
  AdvancedTermsFields,
  DebtorFields,
  FormSection,
  JudgmentTermsFields,
} from "./case-form-fields.tsx";
import { NewCaseResults } from "./new-case-results.tsx";

interface NewCaseDialogProps {
  onClose: () => void;
  /** `openingPayment`: the case was created with "payments so far", all dated one day. */
  onCreated: (created: CaseDto, options: { openingPayment: boolean }) => void;
  /** A case the plan limit refused earlier, as the user typed it. */
  draft?: NewCaseFormValues | undefined;
}

const DRAFT_DESCRIPTION =
  "Enter judgment information. This is the case you typed before, as you left it.";

/** Mounted only while open: each opening is a blank form with the default rate, or the draft. */
export function NewCaseDialog({ onClose, onCreated, draft }: NewCaseDialogProps) {
  const add = useNewCaseForm(draft, onCreated);
  const { form, live, pending } = add;
  const errors = form.formState.errors;
  const fields = useCaseFormFields(form, "new-case");
  const props = fields.props;
  // Escape, the close button, a click outside or Cancel on a form with something typed ask
  // first: a slip of the key must not lose a whole judgment. An untouched form closes at once.
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const typed = form.formState.isDirty;
  const requestClose = () => (typed ? setAskingToDiscard(true) : onClose());

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : requestClose())}
      size="xl"
      busy={pending}
      title="New Case"
      description={draft ? DRAFT_DESCRIPTION : "Enter judgment information"}
      footer={
        <NewCaseFooter
          onClose={requestClose}
          pending={pending}
          busy={add.busy}
          grandTotal={live.status === "ready" ? live.results.display.grandTotal : "—"}
        />
      }
    >
      <form
        id="new-case-form"
        noValidate
        onSubmit={add.submit}
        className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <FormSection title="Judgment Information (Required)" className="lg:col-start-1">
          {errors.root?.server?.message ? (
            <div className="mb-4">
              <FormAlert>{errors.root.server.message}</FormAlert>
            </div>
          ) : null}
          <JudgmentTermsFields
            form={form}
            prefix="new-case"
            sources={fields.sources}
            onPick={fields.pickJurisdiction}
            onRateTyped={fields.rateTyped}
            tableRate={fields.tableRate}
            rateHint="Percent per year. The default is 10."
          >
            <FormField
              id="new-case-caseName"
              label="Case Name"
              error={errors.caseName?.message}
              className="sm:col-span-2"
            >
              <Input placeholder="e.g. Acme Supply v. Roe" {...props("caseName")} />
            </FormField>
            <FormField id="new-case-courtName" label="Court Name" error={errors.courtName?.message}>
              <Input placeholder="e.g. Superior Court, Cook County" {...props("courtName")} />
            </FormField>
            <FormField
              id="new-case-courtCaseNumber"
              label="Court Case Number"
              error={errors.courtCaseNumber?.message}
            >
              <Input className="tabular" {...props("courtCaseNumber")} />
            </FormField>
          </JudgmentTermsFields>

          <PaymentsSoFar props={props} errors={errors} paymentTyped={add.paymentTyped} />
        </FormSection>

        <NewCaseResults
          live={live}
          endDateSet={add.endDateSet}
          refusalShownOnField={add.refusalShownOnField}
          className="lg:sticky lg:top-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        />

        <FormSection title="Debtor Contact Info" className="lg:col-start-1">
          <DebtorFields form={form} prefix="new-case" />
        </FormSection>

        <AdvancedTermsFields
          form={form}
          prefix="new-case"
          sources={fields.sources}
          onCompoundingPicked={fields.compoundingPicked}
          onMethodPicked={fields.methodPicked}
          className="lg:col-start-1"
        />
      </form>
      {askingToDiscard ? (
        <DiscardCaseDialog onKeep={() => setAskingToDiscard(false)} onDiscard={onClose} />
      ) : null}
    </Dialog>
  );
}

/** Payments and costs so far: recorded as the case's first transactions when it is added. */
function PaymentsSoFar({
  props,
  errors,
  paymentTyped,
}: {
  props: ReturnType<typeof useCaseFormFields>["props"];
  errors: ReturnType<typeof useNewCaseForm>["form"]["formState"]["errors"];
  paymentTyped: boolean;
}) {
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

/** Asked before a typed New Case is closed: Cancel keeps typing, Discard closes the form. */
function DiscardCaseDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onKeep())}
      role="alertdialog"
      size="sm"
      title="Discard this case?"
      description="What you typed in New Case has not been added and will be lost."
      footer={
        <DeleteFooter label="Discard" pending={false} onCancel={onKeep} onConfirm={onDiscard} />
      }
    >
      <p className="text-sm text-ink-700">Choose Cancel to keep typing.</p>
    </Dialog>
  );
}

function NewCaseFooter({
  onClose,
  pending,
  busy,
  grandTotal,
}: {
  onClose: () => void;
  pending: boolean;
  busy: boolean;
  grandTotal: string;
}) {
  return (
    <>
      <Button variant="outline" onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form="new-case-form" disabled={busy}>
        {pending ? "Adding Case..." : "Add Case"}
      </Button>
      {/* Below lg the Results panel scrolls with the form: keep its bottom line in view. The
          panel itself carries the figure for assistive technology. */}
      <p
        aria-hidden="true"
        className="order-first flex basis-full items-baseline justify-between gap-3 pb-1 text-sm text-ink-600 sm:mr-auto sm:basis-auto sm:pb-0 lg:hidden"
      >
        Grand Total
        <span className="tabular font-serif text-lg font-bold text-brand-800">{grandTotal}</span>
      </p>
    </>
  );
}
