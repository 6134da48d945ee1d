import { formatUsDate } from "@owed/domain";
import { cn } from "../../../lib/cn.ts";
import type { LiveResults } from "../utils/new-case-form.ts";
import { periodText } from "../utils/results-period.ts";

const ROWS = [
  ["dailyInterest", "Daily Interest"],
  ["interestAccrued", "Interest Accrued"],
  ["principalBalance", "Principal Balance"],
  ["grandTotal", "Grand Total"],
] as const;

/**
 * The live Results panel. Figures come from the domain engine the server uses, at 4 decimals
 * with a $ sign (docs/product.md, "Screens"). Every figure says what it is as of which date: "Days" alone
 * read as days since judgment beside interest that a payment had already reduced.
 */
export function NewCaseResults({
  live,
  endDateSet,
  refusalShownOnField,
  className,
}: {
  live: LiveResults;
  /** The refusal is already said under its field: say it once. */
  refusalShownOnField: boolean;
  /** The figures are for the End Date, not for today: the case will show today's. */
  endDateSet: boolean;
  className?: string;
}) {
  const results = live.status === "ready" ? live.results : null;
  const display = results?.display ?? null;
  const period = results?.period ?? null;
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
          {results ? (
            <>
              <span className="font-semibold text-white">
                As of {formatUsDate(results.asOf)}
                {endDateSet ? " (End Date)" : " (today)"}
              </span>
              , updated as you type
            </>
          ) : (
            "Updated as you type"
          )}
        </p>
      </div>
      {period ? (
        <p className="tabular border-b border-white/10 px-5 py-2.5 text-sm">
          <span className="text-brand-100">Since {formatUsDate(period.from)}: </span>
          <span className="font-semibold">{results ? periodText(results) : null}</span>
        </p>
      ) : null}
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
      <div className="space-y-2 px-5 pt-1 pb-4 text-xs text-brand-100">
        {live.status === "incomplete" ? (
          <p>
            {live.missing === "rate"
              ? "The figures appear once the interest rate is entered."
              : "Enter the judgment amount and date to see the figures."}
          </p>
        ) : live.status === "refused" ? (
          refusalShownOnField ? (
            <p>Correct the field marked in the form to see the figures.</p>
          ) : (
            <p className="rounded-md bg-white px-3 py-2 font-medium text-red-800">{live.message}</p>
          )
        ) : (
          <>
            <p>
              Daily Interest is the interest per day after {formatUsDate(live.results.asOf)}.
              Interest Accrued is all interest unpaid on that date; Grand Total is the payoff then.
            </p>
            <p>
              {endDateSet
                ? "These figures are for the End Date. Once added, the case shows today's figures."
                : "Once added, the case shows these figures for today."}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
