import type { CaseDeadlinesDto } from "@owed/domain";
import { cn } from "../../lib/cn.ts";

/** How each judgment-deadline status reads, and its colour (the words say it; colour only helps). */
const STATUS: Record<CaseDeadlinesDto["status"], { label: string; className: string }> = {
  fine: { label: "Fine", className: "bg-emerald-50 text-emerald-800 ring-emerald-600/25" },
  "window open": {
    label: "Renewal window open",
    className: "bg-sky-50 text-sky-800 ring-sky-600/25",
  },
  "due within 90 days": {
    label: "Due within 90 days",
    className: "bg-amber-50 text-amber-900 ring-amber-600/30",
  },
  expired: { label: "Expired", className: "bg-red-50 text-red-800 ring-red-600/25" },
  unknown: { label: "No dates", className: "bg-slate-100 text-ink-700 ring-slate-500/20" },
};

export function DeadlineStatusBadge({ status }: { status: CaseDeadlinesDto["status"] }) {
  const { label, className } = STATUS[status];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        className,
      )}
    >
      {label}
    </span>
  );
}
