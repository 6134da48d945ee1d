import { formatUsDate, INSTALLMENT_STATUS_LABELS, type InstallmentStatus } from "@owed/domain";
import { cn } from "../../../lib/cn.ts";
import type { Installment } from "../api/types.ts";
import { money } from "../utils/figures.ts";

/** Each status's colour; the label says it, colour only helps. Upcoming is plain text. */
const TONE: Record<InstallmentStatus, string> = {
  upcoming: "text-ink-600",
  partial: "rounded-full px-2 ring-1 ring-inset bg-sky-50 text-sky-800 ring-sky-600/25",
  late: "rounded-full px-2 ring-1 ring-inset bg-amber-50 text-amber-900 ring-amber-600/30",
  missed: "rounded-full px-2 ring-1 ring-inset bg-red-50 text-red-800 ring-red-600/25",
  paid: "rounded-full px-2 ring-1 ring-inset bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  "paid-late":
    "rounded-full px-2 ring-1 ring-inset bg-emerald-50 text-emerald-900 ring-amber-600/30",
};

/**
 * The plan's schedule: the installments due so far and the next few, each with what the case's
 * payments put on it (in order, excess carried) and its standing on the user's today.
 */
export function PlanSchedule({ schedule }: { schedule: readonly Installment[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-xs tabular sm:text-sm">
        <caption className="sr-only">
          Installments: due date, amount, what was paid and each one's status
        </caption>
        <thead className="bg-slate-50 text-xs text-ink-600">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left font-semibold">
              No.
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left font-semibold">
              Due
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              Amount
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-semibold">
              Paid
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left font-semibold">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-ink-800">
          {schedule.map((row) => (
            <tr key={row.number}>
              <th scope="row" className="px-2 py-1.5 sm:px-3 text-left font-normal">
                {row.number}
              </th>
              <td className="px-2 py-1.5 sm:px-3 whitespace-nowrap">{formatUsDate(row.due)}</td>
              <td className="px-2 py-1.5 sm:px-3 text-right">{money(row.amount)}</td>
              <td className="px-2 py-1.5 sm:px-3 text-right">{money(row.paid)}</td>
              <td className="px-2 py-1.5 sm:px-3">
                <span
                  className={cn(
                    "inline-flex py-0.5 text-xs font-semibold whitespace-nowrap",
                    TONE[row.status],
                  )}
                >
                  {INSTALLMENT_STATUS_LABELS[row.status]}
                </span>
                {row.paidOn && row.status === "paid-late" ? (
                  <span className="block text-xs text-ink-500">on {formatUsDate(row.paidOn)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
