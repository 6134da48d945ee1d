import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { browserStorage, readStoredUser, STORAGE_KEYS } from "../../../lib/auth-storage.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useCreateCase } from "../api/create-case.ts";
import type { CaseDto } from "../api/types.ts";
import {
  ADD_CASE_MESSAGES,
  BILLING_REDIRECT_MS,
  classifyAddCaseError,
} from "../utils/api-errors.ts";
import { discardCaseDraft, saveCaseDraft } from "../utils/case-draft.ts";
import {
  formFieldOf,
  liveResults,
  NEW_CASE_DEFAULTS,
  type NewCaseFormValues,
  newCaseFormSchema,
  toNewCaseBody,
} from "../utils/new-case-form.ts";
import { PLAN_LIMIT_BILLING_URL } from "../utils/plan-limit.ts";
import { userToday } from "../utils/time-zone.ts";
import { MoneyInput } from "./affixed-input.tsx";
import {
  AdvancedTermsFields,
  DEFAULT_SOURCES,
  DebtorFields,
  FormSection,
  JudgmentTermsFields,
  useFieldProps,
  useJurisdictionPicker,
  type ValueSources,
} from "./case-form-fields.tsx";
import { NewCaseResults } from "./new-case-results.tsx";

/** Toasts raised while a dialog is open go to the top, clear of its buttons on a phone. */
export const DIALOG_TOAST = { position: "top-center" } as const;

/** The signed-in user's e-mail, which keys their draft. */
export function currentUserEmail(): string | null {
  const storage = browserStorage();
  return readStoredUser(storage)?.email ?? storage.getItem(STORAGE_KEYS.email);
}

/** Mounted only while open: each opening is a blank form with the default rate, or the draft. */
export function NewCaseDialog({
  onClose,
  onCreated,
  draft,
}: {
  onClose: () => void;
  /** `openingPayment`: the case was created with "payments so far", all dated one day. */
  onCreated: (created: CaseDto, options: { openingPayment: boolean }) => void;
  /** A case the plan limit refused earlier, as the user typed it. */
  draft?: NewCaseFormValues | undefined;
}) {
  const create = useCreateCase();
  const redirecting = useRef(false);
  const form = useForm<NewCaseFormValues>({
    resolver: zodResolver(newCaseFormSchema(userToday)) as never,
    defaultValues: draft ?? NEW_CASE_DEFAULTS,
    mode: "onTouched",
  });
  const { control, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const watched = useWatch({ control }) as NewCaseFormValues;
  const live = useMemo(
    () => liveResults({ ...NEW_CASE_DEFAULTS, ...watched }, userToday()),
    [watched],
  );
  const [sources, setSources] = useState<ValueSources>(DEFAULT_SOURCES);
  const pickJurisdiction = useJurisdictionPicker(form, setSources);
  const props = useFieldProps(form, "new-case");
  const paymentTyped = (watched.paymentAmount ?? "").trim() !== "";
  const endDateSet = (watched.endDate ?? "").trim() !== "";

  const submit = handleSubmit((values) => {
    const now = liveResults(values, userToday());
    const body = toNewCaseBody(values, now.status === "ready" ? now.results : undefined);
    create.mutate(body, {
      onSuccess: (created) => {
        const email = currentUserEmail();
        if (draft && email) discardCaseDraft(browserStorage(), email);
        onCreated(created, { openingPayment: body.paymentAmount != null });
      },
      onError: (error) => {
        const failure = classifyAddCaseError(error);
        switch (failure.kind) {
          case "session":
            return;
          case "plan_limit": {
            // Nothing typed is lost: the case waits in this browser and the dashboard offers
            // it again once the plan allows it.
            const email = currentUserEmail();
            if (email) saveCaseDraft(browserStorage(), email, values);
            toast.error(failure.message, DIALOG_TOAST);
            // Decisions §3: the plan limit is not a session expiry; the user stays signed in.
            redirecting.current = true;
            setTimeout(() => window.location.assign(PLAN_LIMIT_BILLING_URL), BILLING_REDIRECT_MS);
            return;
          }
          case "bad_request": {
            toast.error(ADD_CASE_MESSAGES.badRequest, DIALOG_TOAST);
            if (!placeFieldErrors(failure.fieldErrors, formFieldOf, setError)) {
              setError("root.server", { message: failure.message });
            }
            return;
          }
          default:
            toast.error(failure.message, DIALOG_TOAST);
        }
      },
    });
  });

  const busy = create.isPending || redirecting.current;

  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      size="xl"
      busy={create.isPending}
      title="New Case"
      description={
        draft
          ? "Enter judgment information. This is the case you typed before, as you left it."
          : "Enter judgment information"
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="new-case-form" disabled={busy}>
            {create.isPending ? "Adding Case..." : "Add Case"}
          </Button>
          {/* Below lg the Results panel scrolls with the form: keep its bottom line in view. The
              panel itself carries the figure for assistive technology. */}
          <p
            aria-hidden="true"
            className="order-first flex basis-full items-baseline justify-between gap-3 pb-1 text-sm text-ink-600 sm:mr-auto sm:basis-auto sm:pb-0 lg:hidden"
          >
            Grand Total
            <span className="tabular font-serif text-lg font-bold text-brand-800">
              {live.status === "ready" ? live.results.display.grandTotal : "—"}
            </span>
          </p>
        </>
      }
    >
      <form
        id="new-case-form"
        noValidate
        onSubmit={submit}
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
            sources={sources}
            onPick={pickJurisdiction}
            onRateTyped={() => setSources((s) => ({ ...s, rate: { kind: "user" } }))}
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

          <div className="mt-6 border-t border-slate-200 pt-5">
            <h4 className="text-sm font-semibold text-ink-900">Payments and costs so far</h4>
            <p className="mt-0.5 text-xs text-ink-500">
              Optional. They are recorded as the case's first transactions: the cost on the judgment
              date, the payment on the last payment date.
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
                  All of this amount is counted as one payment made on the Last Payment Date, so
                  interest before that date is figured as if nothing had been paid. Entering the
                  payments one by one, each on its own date, is exact: you can do that right after
                  adding the case.
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
        </FormSection>

        <NewCaseResults
          live={live}
          endDateSet={endDateSet}
          refusalShownOnField={
            live.status === "refused" &&
            live.field !== undefined &&
            formFieldOf(live.field) !== undefined &&
            form.getFieldState(live.field as Path<NewCaseFormValues>, formState).error?.message ===
              live.message
          }
          className="lg:sticky lg:top-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        />

        <FormSection title="Debtor Contact Info" className="lg:col-start-1">
          <DebtorFields form={form} prefix="new-case" />
        </FormSection>

        <AdvancedTermsFields
          form={form}
          sources={sources}
          onCompoundingPicked={() => setSources((s) => ({ ...s, compounding: { kind: "user" } }))}
          className="lg:col-start-1"
        />
      </form>
    </Dialog>
  );
}
