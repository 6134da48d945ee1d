import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useMemo, useRef } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useCreateCase } from "../api/create-case.ts";
import type { CaseDto } from "../api/types.ts";
import {
  ADD_CASE_MESSAGES,
  BILLING_REDIRECT_MS,
  classifyAddCaseError,
} from "../utils/api-errors.ts";
import { jurisdictionSuggestion } from "../utils/jurisdictions.ts";
import {
  liveResults,
  NEW_CASE_DEFAULTS,
  type NewCaseFormValues,
  newCaseFormSchema,
  toNewCaseBody,
} from "../utils/new-case-form.ts";
import { userToday } from "../utils/time-zone.ts";
import { Affixed, MoneyInput } from "./affixed-input.tsx";
import { DialogShell } from "./dialog.tsx";
import { FormField, fieldA11y } from "./form-field.tsx";
import { JurisdictionField, JurisdictionRuleNote } from "./jurisdiction-field.tsx";
import { NewCaseResults } from "./new-case-results.tsx";
import { RateScheduleFields } from "./rate-schedule-fields.tsx";

const FORM_FIELDS = new Set<string>(Object.keys(NEW_CASE_DEFAULTS));

/** Mounted only while open: each opening is a blank form with the default rate. */
export function NewCaseDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: CaseDto) => void;
}) {
  const create = useCreateCase();
  const redirecting = useRef(false);
  const form = useForm<NewCaseFormValues>({
    resolver: zodResolver(newCaseFormSchema(userToday)) as never,
    defaultValues: NEW_CASE_DEFAULTS,
    mode: "onTouched",
  });
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const watched = useWatch({ control }) as NewCaseFormValues;
  const live = useMemo(
    () => liveResults({ ...NEW_CASE_DEFAULTS, ...watched }, userToday()),
    [watched],
  );
  const jurisdiction = watched.jurisdiction ?? "";

  const text = (name: Path<NewCaseFormValues>, hasHint = false) => ({
    ...fieldA11y(`new-case-${name}`, fieldError(name), hasHint),
    ...register(name),
  });
  function fieldError(name: Path<NewCaseFormValues>): string | undefined {
    const error = form.getFieldState(name, formState).error;
    return error?.message;
  }

  const pickJurisdiction = (code: string) => {
    setValue("jurisdiction", code, { shouldDirty: true });
    const suggestion = jurisdictionSuggestion(code);
    if (!suggestion) return;
    if (suggestion.rate !== null) {
      setValue("interestRate", suggestion.rate, { shouldDirty: true, shouldValidate: true });
    }
    setValue("compounding", suggestion.compounding, { shouldDirty: true });
  };

  const submit = handleSubmit((values) => {
    const now = liveResults(values, userToday());
    const body = toNewCaseBody(values, now.status === "ready" ? now.results : undefined);
    create.mutate(body, {
      onSuccess: (created) => {
        onCreated(created);
      },
      onError: (error) => {
        const failure = classifyAddCaseError(error);
        switch (failure.kind) {
          case "session":
            return;
          case "plan_limit":
            toast.error(failure.message);
            // Decisions §3: the plan limit is not a session expiry; the user stays signed in.
            redirecting.current = true;
            setTimeout(() => window.location.assign("/billing"), BILLING_REDIRECT_MS);
            return;
          case "bad_request": {
            toast.error(ADD_CASE_MESSAGES.badRequest);
            let placed = false;
            for (const [field, messages] of Object.entries(failure.fieldErrors)) {
              const message = messages[0];
              if (message && FORM_FIELDS.has(field.split(".")[0] ?? "")) {
                setError(field as Path<NewCaseFormValues>, { message });
                placed = true;
              }
            }
            if (!placed) setError("root.server", { message: failure.message });
            return;
          }
          default:
            toast.error(failure.message);
        }
      },
    });
  });

  const busy = create.isPending || redirecting.current;

  return (
    <DialogShell
      open
      onOpenChange={(next) => (next ? null : onClose())}
      size="xl"
      busy={create.isPending}
      title="New Case"
      description="Enter judgment information"
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
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="new-case-caseName"
              label="Case Name"
              error={errors.caseName?.message}
              className="sm:col-span-2"
            >
              <Input placeholder="e.g. Acme Supply v. Roe" {...text("caseName")} />
            </FormField>
            <FormField id="new-case-courtName" label="Court Name" error={errors.courtName?.message}>
              <Input placeholder="e.g. Superior Court, Cook County" {...text("courtName")} />
            </FormField>
            <FormField
              id="new-case-courtCaseNumber"
              label="Court Case Number"
              error={errors.courtCaseNumber?.message}
            >
              <Input className="tabular" {...text("courtCaseNumber")} />
            </FormField>
            <FormField
              id="new-case-judgmentAmount"
              label="Judgment Amount"
              error={errors.judgmentAmount?.message}
            >
              <MoneyInput {...text("judgmentAmount")} />
            </FormField>
            <FormField
              id="new-case-judgmentDate"
              label="Judgment Date"
              error={errors.judgmentDate?.message}
            >
              <Input type="date" className="tabular" {...text("judgmentDate")} />
            </FormField>
            <JurisdictionField
              value={jurisdiction}
              onChange={pickJurisdiction}
              error={errors.jurisdiction?.message}
            />
            <FormField
              id="new-case-interestRate"
              label="Interest Rate"
              error={errors.interestRate?.message}
              hint="Percent per year. The default is 10."
            >
              <Affixed suffix="%">
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  className="tabular pr-8"
                  {...text("interestRate", true)}
                />
              </Affixed>
            </FormField>
            <JurisdictionRuleNote code={jurisdiction} className="sm:col-span-2" />
          </div>

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
                <MoneyInput {...text("paymentAmount")} />
              </FormField>
              <FormField
                id="new-case-lastPaymentDate"
                label="Last Payment Date"
                optional
                error={errors.lastPaymentDate?.message}
              >
                <Input type="date" className="tabular" {...text("lastPaymentDate")} />
              </FormField>
              <FormField id="new-case-cost" label="Cost" optional error={errors.cost?.message}>
                <MoneyInput {...text("cost")} />
              </FormField>
              <FormField
                id="new-case-endDate"
                label="End Date"
                optional
                error={errors.endDate?.message}
                hint="Figures as of this date; empty means today."
              >
                <Input type="date" className="tabular" {...text("endDate", true)} />
              </FormField>
            </div>
          </div>
        </FormSection>

        <NewCaseResults
          live={live}
          className="lg:sticky lg:top-0 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        />

        <FormSection title="Debtor Contact Info" className="lg:col-start-1">
          <div className="grid gap-4 sm:grid-cols-6">
            <FormField
              id="new-case-debtorFirm"
              label="Debtor or Firm"
              optional
              className="sm:col-span-6"
            >
              <Input autoComplete="off" {...text("debtorFirm")} />
            </FormField>
            <FormField
              id="new-case-debtorStreet"
              label="Street Address"
              optional
              className="sm:col-span-6"
            >
              <Input autoComplete="off" {...text("debtorStreet")} />
            </FormField>
            <FormField id="new-case-debtorCity" label="City" optional className="sm:col-span-3">
              <Input autoComplete="off" {...text("debtorCity")} />
            </FormField>
            <FormField id="new-case-debtorState" label="State" optional className="sm:col-span-1">
              <Input autoComplete="off" {...text("debtorState")} />
            </FormField>
            <FormField id="new-case-debtorZip" label="Zip Code" optional className="sm:col-span-2">
              <Input autoComplete="off" inputMode="numeric" {...text("debtorZip")} />
            </FormField>
            <FormField id="new-case-debtorPhone" label="Phone" optional className="sm:col-span-3">
              <Input type="tel" autoComplete="off" {...text("debtorPhone")} />
            </FormField>
            <FormField
              id="new-case-debtorEmail"
              label="Email"
              optional
              className="sm:col-span-3"
              error={errors.debtorEmail?.message}
            >
              <Input type="email" autoComplete="off" {...text("debtorEmail")} />
            </FormField>
          </div>
        </FormSection>

        <details className="group rounded-lg border border-slate-200 lg:col-start-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-serif text-base font-bold text-brand-800 [&::-webkit-details-marker]:hidden">
            Advanced
            <span className="font-sans text-xs font-normal text-ink-500 group-open:hidden">
              Compounding, day count, rate schedule
            </span>
          </summary>
          <div className="space-y-5 border-t border-slate-200 px-4 py-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <RadioGroup
                legend="Compounding"
                name="compounding"
                register={register}
                options={[
                  ["none", "None (simple interest)", "The spec's method; the default."],
                  ["annual", "Annual", "Unpaid interest joins principal each anniversary."],
                ]}
              />
              <RadioGroup
                legend="Day count"
                name="dayCount"
                register={register}
                options={[
                  ["365", "365 days", "Every day is 1/365 of a year; the default."],
                  ["actual", "Actual", "366 days in leap years."],
                ]}
              />
            </div>
            <RateScheduleFields
              control={control}
              register={register}
              errors={errors}
              firstRow={() => ({
                from: getValues("judgmentDate"),
                ratePercent: getValues("interestRate"),
              })}
            />
          </div>
        </details>
      </form>
    </DialogShell>
  );
}

function FormSection({
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

function RadioGroup({
  legend,
  name,
  register,
  options,
}: {
  legend: string;
  name: "compounding" | "dayCount";
  register: ReturnType<typeof useForm<NewCaseFormValues>>["register"];
  options: [string, string, string][];
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-700">{legend}</legend>
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
              {...register(name)}
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
