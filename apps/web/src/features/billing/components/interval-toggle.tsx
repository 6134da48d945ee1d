import type { BillingInterval } from "@owed/domain";

const OPTIONS: { value: BillingInterval; label: string; note?: string }[] = [
  { value: "month", label: "Monthly" },
  { value: "year", label: "Yearly", note: "save 25%" },
];

/**
 * The month/year toggle as native radio buttons styled as a segmented control: arrow keys,
 * a group name and the checked state come from the browser, no script needed.
 */
export function IntervalToggle({
  value,
  onChange,
  savingNote,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  savingNote: string | null;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-xs">
      <legend className="sr-only">Billing interval</legend>
      {OPTIONS.map((option) => {
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            className={
              checked
                ? "relative cursor-pointer rounded-full bg-brand-800 px-5 py-2 text-sm font-semibold text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
                : "relative cursor-pointer rounded-full px-5 py-2 text-sm font-semibold text-ink-700 hover:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            }
          >
            <input
              type="radio"
              name="billing-interval"
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              // Transparent over the whole pill: a click anywhere lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
            {option.note && savingNote ? (
              <span
                className={
                  checked
                    ? "ml-2 rounded-full bg-accent-400 px-2 py-0.5 text-xs text-brand-900"
                    : "ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-800"
                }
              >
                {savingNote}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
