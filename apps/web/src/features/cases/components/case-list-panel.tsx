import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import type { CaseDto } from "../api/types.ts";
import { formatMoney } from "../utils/money.ts";
import { AlertIcon, PlusIcon } from "./case-icons.tsx";
import { Panel } from "./panel.tsx";

/** Spec section 9: the loading skeleton shows 3 cards. */
export const SKELETON_CARDS = 3;

export function CaseListPanel({
  cases,
  loading,
  failed,
  onRetry,
  retrying,
  selectedId,
  onSelect,
  onAddCase,
}: {
  cases: CaseDto[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
  selectedId: string | null;
  onSelect: (caseId: string) => void;
  onAddCase: () => void;
}) {
  return (
    <Panel
      titleId="active-cases-title"
      title={`Active Cases (${cases.length})`}
      actions={
        <Button size="sm" onClick={onAddCase}>
          <PlusIcon />
          Add New Case
        </Button>
      }
    >
      {loading ? (
        <div role="status" className="space-y-3 p-4">
          <span className="sr-only">Loading cases...</span>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders with no identity
            <div key={i} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-3 w-2/5" />
              <Skeleton className="mt-3 h-5 w-1/3" />
            </div>
          ))}
        </div>
      ) : failed ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-700">
            <AlertIcon className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-ink-900">Error loading cases</p>
            <p className="mt-1 text-sm text-ink-600">Failed to load cases</p>
          </div>
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? "Retrying..." : "Retry"}
          </Button>
        </div>
      ) : (
        // On wide screens the list scrolls within the height the case details give the row, so a
        // long docket never pushes the transactions table down.
        <div className="relative lg:min-h-[22rem] lg:flex-1">
          <ul className="max-h-[60vh] space-y-2 overflow-y-auto p-3 lg:absolute lg:inset-0 lg:max-h-none">
            {cases.map((item) => (
              <li key={item.id}>
                <CaseCard item={item} selected={item.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}

function CaseCard({
  item,
  selected,
  onSelect,
}: {
  item: CaseDto;
  selected: boolean;
  onSelect: (caseId: string) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onSelect(item.id)}
      className={cn(
        "group relative w-full rounded-lg border px-4 py-3 text-left transition-colors",
        selected
          ? "border-brand-600 bg-brand-50 shadow-sm ring-1 ring-brand-600"
          : "border-slate-200 bg-white hover:border-brand-300 hover:bg-slate-50",
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink-900">{item.caseName}</span>
          <span className="mt-0.5 block truncate text-sm text-ink-600">{item.courtName}</span>
          <span className="block truncate text-sm text-ink-500">
            Case No. <span className="tabular">{item.courtCaseNumber}</span>
          </span>
        </span>
        {item.isEnded ? (
          <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
            Ended
          </span>
        ) : null}
      </span>
      <span className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-200/80 pt-2">
        <span className="text-xs font-medium tracking-wide text-ink-500 uppercase">
          Payoff Amount
        </span>
        <span className="tabular font-semibold text-brand-800">
          {formatMoney(item.todayPayoff)}
        </span>
      </span>
    </button>
  );
}
