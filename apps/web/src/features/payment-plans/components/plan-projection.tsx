import { formatUsDate } from "@owed/domain";
import { cn } from "../../../lib/cn.ts";
import type { PlanProjection } from "../api/types.ts";
import { money } from "../utils/figures.ts";

/**
 * The engine's projection under the plan (docs/letters-and-plans.md, "The projection"): every
 * installment from today paid in full on its due date, the last one what is left.
 */
export function ProjectionFacts({ projection }: { projection: PlanProjection }) {
  return (
    <div className="mt-2 space-y-2">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2">
        <Fact label="Judgment paid off on" value={formatUsDate(projection.paidOffOn)} strong />
        <Fact label="Installments to go" value={String(projection.installments)} />
        <Fact label="Last installment" value={money(projection.finalInstallment)} />
        <Fact label="Total to be paid" value={money(projection.totalPaid)} />
        <Fact label="Interest paid in all" value={money(projection.interestPaid)} strong />
      </dl>
      {projection.warnings.map((text) => (
        <p
          key={text}
          className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-600/25"
        >
          {text}
        </p>
      ))}
    </div>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 sm:block">
      <dt className="text-ink-500">{label}</dt>
      <dd className={cn("tabular text-ink-900", strong && "font-semibold")}>{value}</dd>
    </div>
  );
}

/** Each projected payment and what the engine applies it to, folded: a plan may run for years. */
export function ProjectedPayments({ projection }: { projection: PlanProjection }) {
  if (projection.payments.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-200 text-sm">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink-800">
        Each projected payment ({projection.payments.length})
      </summary>
      <div className="max-h-80 overflow-auto border-t border-slate-200">
        <table className="w-full text-right tabular">
          <caption className="sr-only">
            Each projected payment with what it pays: interest, principal and costs
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-ink-600">
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Payment
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Interest
              </th>
              <th scope="col" className="hidden px-3 py-1.5 font-semibold sm:table-cell">
                Principal
              </th>
              <th scope="col" className="hidden px-3 py-1.5 font-semibold sm:table-cell">
                Costs
              </th>
              <th scope="col" className="px-3 py-1.5 font-semibold">
                Balance after
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-ink-800">
            {projection.payments.map((p) => (
              <tr key={p.date}>
                <th scope="row" className="px-3 py-1 text-left font-normal">
                  {formatUsDate(p.date)}
                </th>
                <td className="px-3 py-1">{money(p.amount)}</td>
                <td className="px-3 py-1">{money(p.toInterest)}</td>
                <td className="hidden px-3 py-1 sm:table-cell">{money(p.toPrincipal)}</td>
                <td className="hidden px-3 py-1 sm:table-cell">{money(p.toCosts)}</td>
                <td className="px-3 py-1">{money(p.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
