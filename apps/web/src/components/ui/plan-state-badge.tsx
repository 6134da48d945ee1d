import { PLAN_STATE_LABELS, type PlanState } from "@owed/domain";
import { cn } from "../../lib/cn.ts";

/** Each payment plan state's colour (the words say it; colour only helps). */
const TONE: Record<PlanState, string> = {
  current: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  late: "bg-amber-50 text-amber-900 ring-amber-600/30",
  defaulted: "bg-red-50 text-red-800 ring-red-600/25",
  completed: "bg-slate-100 text-ink-700 ring-slate-500/20",
};

/**
 * A payment plan's state, on the case page and on the dashboard's case cards ("Plan: Late").
 * Shared by the payment plans feature and the case list, so it lives with the other badges.
 */
export function PlanStateBadge({
  state,
  prefix = "Plan: ",
}: {
  state: PlanState;
  prefix?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        TONE[state],
      )}
    >
      {prefix}
      {PLAN_STATE_LABELS[state]}
    </span>
  );
}

/** Missed installments on a plan not yet completed: the dashboard's warning beside the state. */
export function MissedInstallmentsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
      {count === 1 ? "1 missed installment" : `${count} missed installments`}
    </span>
  );
}
