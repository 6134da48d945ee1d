import { formatUsDate } from "@owed/domain";
import { cn } from "../../../lib/cn.ts";
import type { LiveResults } from "../utils/new-case-form.ts";

const ROWS = [
  ["dailyInterest", "Daily Interest"],
  ["days", "Days"],
  ["interestAccrued", "Interest Accrued"],
  ["principalBalance", "Principal Balance"],
  ["grandTotal", "Grand Total"],
] as const;

/**
 * The live Results panel. Figures come from the domain engine the server uses, at 4 decimals
 * with a $ sign (spec section 9).
 */
export function NewCaseResults({ live, className }: { live: LiveResults; className?: string }) {
  const display = live.status === "ready" ? live.results.display : null;
  return (
    <section
      aria-labelledby="new-case-results-title"
      className={cn(
        "rounded-xl border border-brand-800 bg-brand-800 text-white shadow-md",
        className,
      )}
    >
      <div className="border-b border-white/15 px-5 py-3">
        <h3 id="new-case-results-title" className="font-serif text-lg font-bold">
          Results
        </h3>
        <p className="text-xs text-brand-100">
          {live.status === "ready"
            ? `As of ${formatUsDate(live.results.asOf)}, updated as you type`
            : "Updated as you type"}
        </p>
      </div>
      <dl className="divide-y divide-white/10 px-5">
        {ROWS.map(([key, label]) => (
          <div
            key={key}
            className={cn(
              "flex items-baseline justify-between gap-4 py-2.5",
              key === "grandTotal" && "pt-3",
            )}
          >
            <dt
              className={cn("text-sm", key === "grandTotal" ? "font-semibold" : "text-brand-100")}
            >
              {label}
            </dt>
            <dd
              className={cn(
                "tabular text-right",
                key === "grandTotal"
                  ? "font-serif text-xl font-bold text-accent-300"
                  : "font-semibold",
              )}
            >
              {display ? display[key] : "—"}
            </dd>
          </div>
        ))}
      </dl>
      <div className="px-5 pt-1 pb-4 text-xs text-brand-100">
        {live.status === "incomplete" ? (
          <p>Enter the judgment amount and date to see the figures.</p>
        ) : live.status === "refused" ? (
          <p className="rounded-md bg-white px-3 py-2 font-medium text-red-800">{live.message}</p>
        ) : (
          <p>The case will show these same figures once added.</p>
        )}
      </div>
    </section>
  );
}
