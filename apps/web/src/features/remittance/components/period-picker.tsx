import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import {
  monthLabel,
  monthOf,
  monthPeriod,
  type Period,
  periodProblem,
  recentMonths,
  wholeMonth,
} from "../utils/period.ts";

export const selectClasses =
  "block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-ink-900 shadow-xs hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-50 sm:text-sm";

const CUSTOM = "custom";

/**
 * The report's period: a month (the last 24, the one before today's chosen when the page opens)
 * or custom dates, which are asked for only when "Show report" is pressed, so typing a date does
 * not fetch a report per keystroke.
 */
export function PeriodPicker({
  period,
  today,
  problem,
  onChange,
}: {
  /** The period shown, or null when the address names one the page cannot read. */
  period: Period | null;
  today: string;
  /** Why the address's period was not used. */
  problem: string | null;
  onChange: (period: Period) => void;
}) {
  const id = useId();
  const month = period ? wholeMonth(period) : null;
  const [custom, setCustom] = useState(month === null);
  const [from, setFrom] = useState(period?.from ?? "");
  const [to, setTo] = useState(period?.to ?? "");
  const [error, setError] = useState<string | null>(null);

  const months = recentMonths(today);
  // A month older than the list (an address typed or kept) is still offered, so it shows.
  if (month && !months.includes(month)) months.push(month);

  const chooseMonth = (value: string) => {
    if (value === CUSTOM) {
      setCustom(true);
      setError(null);
      return;
    }
    setCustom(false);
    const next = monthPeriod(value);
    setFrom(next.from);
    setTo(next.to);
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblem(from, to);
    setError(found);
    if (!found) onChange({ from, to });
  };

  const shownError = custom ? (error ?? problem) : null;
  return (
    <form
      aria-label="Report period"
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-end"
    >
      <FormField id={`${id}-month`} label="Period">
        <select
          id={`${id}-month`}
          className={selectClasses}
          value={custom ? CUSTOM : (month ?? monthOf(today))}
          onChange={(event) => chooseMonth(event.target.value)}
        >
          {months.map((value) => (
            <option key={value} value={value}>
              {monthLabel(value)}
            </option>
          ))}
          <option value={CUSTOM}>Custom dates…</option>
        </select>
      </FormField>
      {custom ? (
        <div className="grid grid-cols-2 gap-3 sm:flex sm:items-start">
          <FormField id={`${id}-from`} label="From" className="sm:w-44">
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
            />
          </FormField>
          <FormField id={`${id}-to`} label="To" className="sm:w-44">
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? `${id}-error` : undefined}
            />
          </FormField>
          <Button type="submit" variant="outline" className="col-span-2 sm:mt-[1.625rem]">
            Show report
          </Button>
          {shownError ? (
            <p id={`${id}-error`} role="alert" className="col-span-2 text-sm text-red-700">
              {shownError}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
