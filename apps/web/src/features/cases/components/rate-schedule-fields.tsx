import { rateTableEnd } from "@owed/domain";
import {
  type FieldErrors,
  type UseFormRegister,
  type UseFormTrigger,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useRateTable } from "../api/get-rate-table.ts";
import type { NewCaseForm, NewCaseFormValues } from "../utils/new-case-form.ts";
import { PlusIcon, TrashIcon } from "./case-icons.tsx";

/**
 * Rows of "from date + rate" for variable-rate jurisdictions. When any row exists, the schedule
 * replaces the single interest rate (that is how the engine reads it).
 */
export function RateScheduleFields({
  control,
  register,
  trigger,
  errors,
  firstRow,
}: {
  control: NewCaseForm["control"];
  register: UseFormRegister<NewCaseFormValues>;
  /** Revalidates the whole schedule on every change, so no message outlives its cause. */
  trigger: UseFormTrigger<NewCaseFormValues>;
  errors: FieldErrors<NewCaseFormValues>;
  /** Prefill of the first row: the judgment date and the rate typed above. */
  firstRow: () => { from: string; ratePercent: string };
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "rateSchedule" });
  // With a rate from a table that ends, the rows after its end are the user's: marked as such.
  const code = useWatch({ control, name: "rateTable" }) ?? "";
  const overrides = useWatch({ control, name: "methodOverrides" }) ?? [];
  const rows = useWatch({ control, name: "rateSchedule" }) ?? [];
  const table = useRateTable(overrides.includes("rate") ? "" : code);
  const tableEnd = table.data ? rateTableEnd(table.data) : null;
  const enteredByYou = (index: number) => {
    const from = rows[index]?.from ?? "";
    return tableEnd !== null && from !== "" && from > tableEnd;
  };
  const scheduleError = errors.rateSchedule?.message ?? errors.rateSchedule?.root?.message;
  // A row's error (and the schedule's own, such as "must start by the judgment date") is about
  // the rows together: re-check them all once anything in them changes, never only the one field.
  // Before any message is shown, typing stays quiet.
  const revalidate = () => {
    if (errors.rateSchedule) void trigger("rateSchedule");
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink-700">Rate schedule</legend>
      <p className="text-xs text-ink-500">
        For rates that change over time. The first rate must start on or before the judgment date;
        while any row is here, it replaces the interest rate above.
      </p>
      {fields.length > 0 ? (
        <ol className="space-y-2">
          {fields.map((field, index) => {
            const rowErrors = errors.rateSchedule?.[index];
            const fromId = `rate-from-${index}`;
            const rateId = `rate-percent-${index}`;
            return (
              <li key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
                <div>
                  <label htmlFor={fromId} className="sr-only">
                    Rate {index + 1} starts on
                  </label>
                  <Input
                    {...fieldA11y(fromId, rowErrors?.from?.message)}
                    type="date"
                    className="tabular"
                    {...register(`rateSchedule.${index}.from`, { onChange: revalidate })}
                  />
                  {rowErrors?.from?.message ? (
                    <p id={`${fromId}-error`} className="mt-1 text-xs text-red-700">
                      {rowErrors.from.message}
                    </p>
                  ) : null}
                  {enteredByYou(index) ? (
                    <p className="mt-1 text-xs font-medium text-amber-800">
                      Entered by you: after the {code} rate table ends
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={rateId} className="sr-only">
                    Rate {index + 1} in percent
                  </label>
                  <div className="relative">
                    <Input
                      {...fieldA11y(rateId, rowErrors?.ratePercent?.message)}
                      inputMode="decimal"
                      className="tabular pr-7"
                      {...register(`rateSchedule.${index}.ratePercent`, { onChange: revalidate })}
                    />
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-500"
                    >
                      %
                    </span>
                  </div>
                  {rowErrors?.ratePercent?.message ? (
                    <p id={`${rateId}-error`} className="mt-1 text-xs text-red-700">
                      {rowErrors.ratePercent.message}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  aria-label={`Remove rate ${index + 1}`}
                  onClick={() => {
                    remove(index);
                    revalidate();
                  }}
                  className="flex size-11 items-center justify-center rounded-md text-ink-500 hover:bg-red-50 hover:text-red-700"
                >
                  <TrashIcon />
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      {scheduleError ? <p className="text-sm text-red-700">{scheduleError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          append(fields.length === 0 ? firstRow() : { from: "", ratePercent: "" }, {
            shouldFocus: true,
          })
        }
      >
        <PlusIcon />
        Add rate period
      </Button>
    </fieldset>
  );
}
