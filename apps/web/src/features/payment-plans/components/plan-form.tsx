import { zodResolver } from "@hookform/resolvers/zod";
import {
  addMonths,
  type PaymentPlanRequest,
  PLAN_FREQUENCIES,
  PLAN_FREQUENCY_LABELS,
  paymentPlanRequest,
} from "@owed/domain";
import { useEffect, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input, inputClasses } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { usePlanPreview } from "../api/preview-payment-plan.ts";
import { useSavePaymentPlan } from "../api/save-payment-plan.ts";
import type { CasePaymentPlan } from "../api/types.ts";
import { refusalText } from "../utils/refusal.ts";
import { ProjectionFacts } from "./plan-projection.tsx";
import { SettlementForm } from "./settlement-form.tsx";

type Values = z.input<typeof paymentPlanRequest>;
type Parsed = z.output<typeof paymentPlanRequest>;

/** How long the terms rest before the preview asks the server: not at every keystroke. */
const PREVIEW_PAUSE_MS = 400;

/** A new plan: monthly from the first of next month, 5 grace days, ended by 3 missed. */
export function newPlanValues(asOf: string): Values {
  return {
    installment: "",
    frequency: "monthly",
    firstDue: addMonths(`${asOf.slice(0, 7)}-01`, 1),
    graceDays: 5,
    missedToDefault: 3,
    note: "",
  };
}

/** The form's values from a saved plan, to change its terms. */
export function planValues(plan: NonNullable<CasePaymentPlan["plan"]>): Values {
  return {
    installment: plan.installment.replace(/(\.\d\d)00$/, "$1"),
    frequency: plan.frequency,
    firstDue: plan.firstDue,
    graceDays: plan.graceDays,
    missedToDefault: plan.missedToDefault,
    note: plan.note,
  };
}

/** The request the values make, or null while one of them is not valid yet. */
export function requestOf(values: Values): PaymentPlanRequest | null {
  const parsed = paymentPlanRequest.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Agreeing a plan, or changing its terms: the terms, then what they would give (the engine's
 * projection, or the refusal in words: "at least $214.07 a month just to cover interest"), then
 * Save. Nothing is written until Save.
 */
export function PlanForm({
  caseId,
  initial,
  editing,
  onDone,
}: {
  caseId: string;
  initial: Values;
  editing: boolean;
  onDone: () => void;
}) {
  const save = useSavePaymentPlan(caseId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(paymentPlanRequest),
    defaultValues: initial,
    mode: "onTouched",
  });
  const watched = useWatch({ control: form.control }) as Values;
  const asked = requestOf(watched);
  // Compared by text so a re-render with the same terms keeps the same request.
  const settledKey = useSettled(asked ? JSON.stringify(asked) : null, PREVIEW_PAUSE_MS);
  const request = settledKey ? (JSON.parse(settledKey) as PaymentPlanRequest) : null;
  const preview = usePlanPreview(caseId, request);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onDone();
      },
      onError: (failure) => setFormError(placeFailure(failure, form)),
    });
  });

  const projected = !preview.isError && preview.data?.projection ? preview.data : null;
  return (
    <div className="space-y-5">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="plan-form-title"
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4"
      >
        <h3 id="plan-form-title" className="font-semibold text-ink-900">
          {editing ? "Change the plan's terms" : "Agree a payment plan"}
        </h3>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <PlanFields form={form} />

        <PlanPreview
          ready={asked !== null}
          waiting={asked !== null && (settledKey !== JSON.stringify(asked) || preview.isFetching)}
          preview={preview}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : editing ? "Save new terms" : "Agree plan"}
          </Button>
        </div>
      </form>
      {/* "Should we take $9,000 now?" is asked while the terms are still being agreed, too. */}
      {request && projected ? (
        <SettlementForm caseId={caseId} asOf={projected.asOf} terms={request} />
      ) : null}
    </div>
  );
}

/** The plan's terms: amount, how often, first due date, grace days, what ends it, a note. */
function PlanFields({ form }: { form: UseFormReturn<Values, unknown, Parsed> }) {
  const errors = form.formState.errors;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        id="plan-installment"
        label="Installment amount"
        error={errors.installment?.message}
      >
        <MoneyInput
          {...fieldA11y("plan-installment", errors.installment?.message)}
          maxLength={40}
          {...form.register("installment")}
        />
      </FormField>
      <FormField id="plan-frequency" label="How often" error={errors.frequency?.message}>
        <select
          {...fieldA11y("plan-frequency", errors.frequency?.message)}
          className={inputClasses}
          // Said to React too, so the option is chosen from the first paint on.
          defaultValue={form.formState.defaultValues?.frequency}
          {...form.register("frequency")}
        >
          {PLAN_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {PLAN_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="plan-first-due"
        label="First due date"
        error={errors.firstDue?.message}
        hint="Monthly installments keep this day of the month (the last day in shorter months)."
      >
        <Input
          {...fieldA11y("plan-first-due", errors.firstDue?.message, true)}
          type="date"
          className="tabular"
          {...form.register("firstDue")}
        />
      </FormField>
      <FormField
        id="plan-grace"
        label="Grace days"
        error={errors.graceDays?.message}
        hint="Days after the due date before an unpaid installment counts as missed."
      >
        <Input
          {...fieldA11y("plan-grace", errors.graceDays?.message, true)}
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          className="tabular"
          {...form.register("graceDays", { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        id="plan-missed"
        label="Missed installments that end the plan"
        error={errors.missedToDefault?.message}
        hint="The plan is defaulted on the day this many installments are missed."
      >
        <Input
          {...fieldA11y("plan-missed", errors.missedToDefault?.message, true)}
          type="number"
          inputMode="numeric"
          min={1}
          max={12}
          className="tabular"
          {...form.register("missedToDefault", { valueAsNumber: true })}
        />
      </FormField>
      <FormField id="plan-note" label="Note" optional error={errors.note?.message}>
        <textarea
          {...fieldA11y("plan-note", errors.note?.message)}
          rows={2}
          maxLength={500}
          className={cn(inputClasses, "h-auto py-2")}
          {...form.register("note")}
        />
      </FormField>
    </div>
  );
}

/** What the terms would give, as the server projects them, or why it refuses them. */
function PlanPreview({
  ready,
  waiting,
  preview,
}: {
  ready: boolean;
  waiting: boolean;
  preview: ReturnType<typeof usePlanPreview>;
}) {
  const refused = preview.isError
    ? refusalText(preview.error, "The preview could not be loaded.")
    : null;
  const projection = preview.data?.projection ?? null;
  return (
    <section
      aria-labelledby="plan-preview-title"
      aria-busy={waiting}
      className={cn(
        "rounded-md border border-slate-200 bg-white px-4 py-3 text-sm",
        waiting && "opacity-60",
      )}
    >
      <h4 id="plan-preview-title" className="font-semibold text-ink-900">
        Under these terms
      </h4>
      {!ready ? (
        <p className="mt-1 text-ink-600">Enter the terms to see when the judgment would be paid.</p>
      ) : refused ? (
        <div className="mt-2">
          <FormAlert>{refused}</FormAlert>
        </div>
      ) : projection ? (
        <ProjectionFacts projection={projection} />
      ) : (
        <p role="status" className="mt-1 text-ink-600">
          Working out the projection...
        </p>
      )}
    </section>
  );
}

const FORM_FIELDS = [
  "installment",
  "frequency",
  "firstDue",
  "graceDays",
  "missedToDefault",
  "note",
];
const isField = (name: string): name is keyof Values => FORM_FIELDS.includes(name);

/**
 * A refused save: the server's word on each field goes under it; anything else (the installment
 * does not cover the interest, the case has ended) is the sentence above the form.
 */
function placeFailure(error: unknown, form: UseFormReturn<Values, unknown, Parsed>) {
  const placed =
    error instanceof ApiError &&
    !error.sessionExpired &&
    placeFieldErrors(error.fieldErrors, (f) => (isField(f) ? f : undefined), form.setError);
  return placed ? null : refusalText(error, "The payment plan could not be saved.");
}
