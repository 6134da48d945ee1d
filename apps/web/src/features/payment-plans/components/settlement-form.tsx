import { zodResolver } from "@hookform/resolvers/zod";
import { formatUsDate, type PaymentPlanRequest, settlementRequest } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Affixed, MoneyInput } from "../../../components/ui/affixed-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { cn } from "../../../lib/cn.ts";
import { placeFieldErrors } from "../../../lib/form-errors.ts";
import { useCompareSettlement } from "../api/compare-settlement.ts";
import type { SettlementComparison } from "../api/types.ts";
import { money } from "../utils/figures.ts";
import { refusalText } from "../utils/refusal.ts";

type Values = z.input<typeof settlementRequest>;
type Parsed = z.output<typeof settlementRequest>;

/** A rate a firm might discount at, to start from; the user sets their own. */
const DEFAULT_DISCOUNT_RATE = "6";

const FORM_FIELDS = ["lumpSum", "on", "discountRatePercent"];
const isField = (name: string): name is keyof Values => FORM_FIELDS.includes(name);

/**
 * "Should we take $9,000 now?": a lump sum on a date against the case's plan, the plan's payments
 * brought to that date's money at the user's rate (docs/letters-and-plans.md, "Weighing a lump sum
 * against the plan"). Writes nothing.
 */
export function SettlementForm({
  caseId,
  asOf,
  terms,
}: {
  caseId: string;
  asOf: string;
  /** Terms being agreed, weighed instead of the case's own plan. */
  terms?: PaymentPlanRequest;
}) {
  const compare = useCompareSettlement(caseId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(settlementRequest),
    defaultValues: { lumpSum: "", on: asOf, discountRatePercent: DEFAULT_DISCOUNT_RATE },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    compare.mutate(terms ? { ...values, plan: terms } : values, {
      onError: (failure) => {
        const placed =
          failure instanceof ApiError &&
          !failure.sessionExpired &&
          placeFieldErrors(failure.fieldErrors, (f) => (isField(f) ? f : undefined), form.setError);
        setFormError(placed ? null : refusalText(failure, "The comparison could not be made."));
      },
    });
  });

  return (
    <section aria-labelledby="settlement-title" className="space-y-3">
      <h3 id="settlement-title" className="font-semibold text-ink-900">
        {terms ? "Weigh a lump sum against these terms" : "Weigh a lump sum against the plan"}
      </h3>
      <p className="text-sm text-ink-600">
        A lump sum on a date against the plan's payments, each brought to that date's money at the
        rate you choose.
      </p>
      <form noValidate onSubmit={submit} className="space-y-3">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <FormField id="settlement-sum" label="Lump sum" error={errors.lumpSum?.message}>
            <MoneyInput
              {...fieldA11y("settlement-sum", errors.lumpSum?.message)}
              maxLength={40}
              {...form.register("lumpSum")}
            />
          </FormField>
          <FormField id="settlement-on" label="Paid on" error={errors.on?.message}>
            <Input
              {...fieldA11y("settlement-on", errors.on?.message)}
              type="date"
              className="tabular"
              {...form.register("on")}
            />
          </FormField>
          <FormField
            id="settlement-rate"
            label="Discount rate"
            error={errors.discountRatePercent?.message}
            hint="Percent a year: what money now is worth more than money later."
          >
            <Affixed suffix="%">
              <Input
                {...fieldA11y("settlement-rate", errors.discountRatePercent?.message, true)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                className="tabular pr-8"
                {...form.register("discountRatePercent")}
              />
            </Affixed>
          </FormField>
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={compare.isPending}>
          {compare.isPending ? "Comparing..." : "Compare"}
        </Button>
      </form>
      {/* An answer for other terms would be wrong for these: it shows only for the terms asked. */}
      {compare.data && !compare.isPending && sameTerms(compare.variables?.plan, terms) ? (
        <SettlementAnswer answer={compare.data} />
      ) : null}
    </section>
  );
}

function sameTerms(asked: PaymentPlanRequest | undefined, now: PaymentPlanRequest | undefined) {
  return JSON.stringify(asked ?? null) === JSON.stringify(now ?? null);
}

function SettlementAnswer({ answer }: { answer: SettlementComparison }) {
  return (
    <div
      role="status"
      className={cn(
        "space-y-2 rounded-md px-4 py-3 text-sm ring-1",
        answer.better === "plan"
          ? "bg-amber-50 text-amber-950 ring-amber-600/25"
          : "bg-emerald-50 text-emerald-950 ring-emerald-600/25",
      )}
    >
      <p className="font-semibold">{answer.sentence}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        <Fact label={`Payoff on ${formatUsDate(answer.on)}`} value={money(answer.payoffOn)} />
        <Fact label="Lump sum" value={money(answer.lumpSum)} />
        <Fact label="The plan's payments in all" value={money(answer.planTotal)} />
        <Fact
          label={`The plan in ${formatUsDate(answer.on)} money`}
          value={money(answer.planPresentValue)}
        />
        <Fact label="Plan paid off on" value={formatUsDate(answer.planPaidOffOn)} />
        <Fact label="Discount rate" value={`${answer.discountRatePercent}% a year`} />
      </dl>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 sm:block">
      <dt className="opacity-80">{label}</dt>
      <dd className="tabular font-semibold">{value}</dd>
    </div>
  );
}
