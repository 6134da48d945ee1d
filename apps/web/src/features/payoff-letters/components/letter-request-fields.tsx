import {
  formatUsDate,
  GOOD_THROUGH_MAX,
  GOOD_THROUGH_UNITS,
  type GoodThroughUnit,
} from "@owed/domain";
import type { UseFormReturn } from "react-hook-form";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { countHint, type LetterFormValues, UNIT_LABELS } from "../utils/letter-form.ts";

const selectClasses =
  "block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 shadow-xs hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:text-sm";

/**
 * The letter's payoff date and its good-through table (days or weeks, how many lines): the same
 * three fields for one case's letter and for a batch. `idPrefix` keeps the ids apart when both are
 * on the page.
 */
export function LetterRequestFields({
  form,
  idPrefix,
  earliest,
  latest,
}: {
  form: UseFormReturn<LetterFormValues, unknown, unknown>;
  idPrefix: string;
  /** The judgment date, when there is one case: no letter is dated before it. */
  earliest: string | null;
  latest: string;
}) {
  const { errors } = form.formState;
  const unit = form.watch("goodThrough.unit") as GoodThroughUnit;
  const dateError = errors.date?.message;
  const unitError = errors.goodThrough?.unit?.message;
  const countError = errors.goodThrough?.count?.message ?? errors.goodThrough?.message;
  const dateId = `${idPrefix}-date`;
  const unitId = `${idPrefix}-unit`;
  const countId = `${idPrefix}-count`;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,9rem)_minmax(0,16rem)] sm:items-start">
      <FormField
        id={dateId}
        label="Payoff date"
        error={dateError}
        hint={
          earliest
            ? `From ${formatUsDate(earliest)} to ${formatUsDate(latest)}.`
            : `Up to ${formatUsDate(latest)}.`
        }
      >
        <Input
          {...fieldA11y(dateId, dateError, true)}
          type="date"
          min={earliest ?? undefined}
          max={latest}
          {...form.register("date")}
        />
      </FormField>
      <FormField id={unitId} label="Good-through table" error={unitError}>
        <select
          {...fieldA11y(unitId, unitError)}
          className={selectClasses}
          {...form.register("goodThrough.unit")}
        >
          {GOOD_THROUGH_UNITS.map((value) => (
            <option key={value} value={value}>
              {UNIT_LABELS[value].option}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={countId}
        label={`Number of ${UNIT_LABELS[unit]?.lines ?? "lines"}`}
        error={countError}
        hint={countHint(unit ?? "day")}
        className="sm:col-span-1"
      >
        <Input
          {...fieldA11y(countId, countError, true)}
          type="number"
          inputMode="numeric"
          className="sm:max-w-32"
          min={1}
          max={GOOD_THROUGH_MAX[unit ?? "day"]}
          step={1}
          {...form.register("goodThrough.count", { valueAsNumber: true })}
        />
      </FormField>
    </div>
  );
}
