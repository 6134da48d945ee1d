import type { CaseDto } from "@owed/domain";
import { Button } from "../../../components/ui/button.tsx";
import { inputClasses } from "../../../components/ui/input.tsx";
import {
  MissedInstallmentsBadge,
  PlanStateBadge,
} from "../../../components/ui/plan-state-badge.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import type { ClientOption } from "../api/get-clients.ts";
import {
  CASE_FILTERS,
  CASE_SORTS,
  type CaseFilter,
  type CasePlanStanding,
  type CaseSort,
  isPlanFilter,
  PLAN_FILTERS,
  type PlanFilter,
  SEARCH_MAX_LENGTH,
} from "../utils/case-list.ts";
import { type ClientFilter, clientFilterOf, clientParamOf } from "../utils/client-filter.ts";
import { formatMoney } from "../utils/money.ts";
import { AlertIcon, PlusIcon } from "./case-icons.tsx";
import { Panel } from "./panel.tsx";

/** The loading skeleton shows 3 cards (docs/product.md, "Screens"). */
export const SKELETON_CARDS = 3;

/** How the list is narrowed and ordered; the page keeps it so it can select the first case. */
export interface CaseListView {
  filter: CaseFilter;
  sort: CaseSort;
  query: string;
  /** By payment plan: any, with one, a missed installment, a state, or none. */
  plan: PlanFilter;
  /** By creditor client: any, none, or one client's cases. */
  client: ClientFilter;
}

export function CaseListPanel({
  cases,
  counts,
  view,
  onViewChange,
  clients = [],
  loading,
  failed,
  onRetry,
  retrying,
  selectedId,
  onSelect,
  onAddCase,
  plans = new Map(),
}: {
  /** The cases to show, already filtered, searched and sorted. */
  cases: CaseDto[];
  counts: Record<CaseFilter, number>;
  view: CaseListView;
  onViewChange: (view: CaseListView) => void;
  /** The workspace's clients: with none, the list offers no client filter. */
  clients?: readonly ClientOption[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
  selectedId: string | null;
  onSelect: (caseId: string) => void;
  /** Absent when the user's role cannot add cases (a viewer). */
  onAddCase?: (() => void) | undefined;
  /** Each case's payment plan by case id, for its badges; a case with none is absent. */
  plans?: ReadonlyMap<string, CasePlanStanding>;
}) {
  return (
    <Panel
      titleId="active-cases-title"
      title={`Active Cases (${counts.active})`}
      actions={
        onAddCase ? (
          <Button size="sm" onClick={onAddCase}>
            <PlusIcon />
            Add New Case
          </Button>
        ) : null
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
        <>
          <ListToolbar counts={counts} view={view} onViewChange={onViewChange} clients={clients} />
          {/* On wide screens the list scrolls within the height the case details give the row,
              so a long docket never pushes the transactions table down. */}
          <div className="relative lg:min-h-[18rem] lg:flex-1">
            {cases.length === 0 ? (
              <div className="px-5 py-8 text-center text-sm text-ink-600">
                <p>{noMatchText(view, counts)}</p>
                {view.query.trim() !== "" ? (
                  <Button
                    variant="link"
                    className="mt-1"
                    onClick={() => onViewChange({ ...view, query: "" })}
                  >
                    Clear search
                  </Button>
                ) : null}
              </div>
            ) : (
              <ul className="max-h-[60vh] space-y-2 overflow-y-auto p-3 lg:absolute lg:inset-0 lg:max-h-none">
                {cases.map((item) => (
                  <li key={item.id}>
                    <CaseCard
                      item={item}
                      plan={plans.get(item.id)}
                      selected={item.id === selectedId}
                      onSelect={onSelect}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Panel>
  );
}

function CaseCard({
  item,
  plan,
  selected,
  onSelect,
}: {
  item: CaseDto;
  plan: CasePlanStanding | undefined;
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
          {item.clientName ? (
            <span className="block truncate text-sm text-ink-500">
              Client: <span className="text-ink-700">{item.clientName}</span>
            </span>
          ) : null}
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
      {plan ? (
        // A completed plan's missed installments no longer matter: the judgment is paid.
        <span className="mt-2 flex flex-wrap gap-1.5">
          <PlanStateBadge state={plan.state} />
          {plan.state === "completed" ? null : <MissedInstallmentsBadge count={plan.missedCount} />}
        </span>
      ) : null}
      {item.rateWarning ? (
        // The case's rates stop before today: the payoff above runs on the last rate it has.
        <span className="mt-2 block rounded bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
          {item.rateWarning}
        </span>
      ) : null}
    </button>
  );
}

function noMatchText(view: CaseListView, counts: Record<CaseFilter, number>): string {
  if (view.query.trim() !== "") return "No cases match your search.";
  if (view.plan !== "any") return "No cases with that payment plan here.";
  if (view.client === "none") return "No cases without a client here.";
  if (view.client !== "any") return "No cases of that client here.";
  if (view.filter === "active") {
    return counts.ended > 0 ? "No active cases. Ended cases are under Ended." : "No active cases.";
  }
  if (view.filter === "ended") return "No ended cases.";
  return "No cases.";
}

function ListToolbar({
  counts,
  view,
  onViewChange,
  clients,
}: {
  counts: Record<CaseFilter, number>;
  view: CaseListView;
  onViewChange: (view: CaseListView) => void;
  clients: readonly ClientOption[];
}) {
  return (
    <div className="space-y-2 border-b border-slate-200 px-3 py-3">
      <label htmlFor="case-search" className="sr-only">
        Search cases
      </label>
      <input
        id="case-search"
        type="search"
        value={view.query}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onViewChange({ ...view, query: event.target.value })}
        placeholder="Search name, court, number, debtor"
        autoComplete="off"
        className={cn(inputClasses, "h-10")}
      />
      <fieldset className="grid grid-cols-3 rounded-md border border-slate-300 bg-slate-50 p-0.5">
        <legend className="sr-only">Show cases</legend>
        {CASE_FILTERS.map((f) => (
          <label
            key={f.value}
            className={cn(
              "relative cursor-pointer rounded px-2 py-1.5 text-center text-sm font-medium whitespace-nowrap has-focus-visible:ring-2 has-focus-visible:ring-brand-600/40",
              view.filter === f.value
                ? "bg-white text-brand-800 shadow-sm ring-1 ring-slate-300"
                : "text-ink-600 hover:text-ink-900",
            )}
          >
            <input
              type="radio"
              name="case-filter"
              value={f.value}
              checked={view.filter === f.value}
              onChange={() => onViewChange({ ...view, filter: f.value })}
              // Invisible but covering its label, so a tap anywhere on the label lands on it.
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            {f.label} <span className="tabular text-ink-500">({counts[f.value]})</span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-2">
        <label htmlFor="case-plan-filter" className="w-24 shrink-0 text-sm text-ink-600">
          Payment plan
        </label>
        <select
          id="case-plan-filter"
          value={view.plan}
          onChange={(event) => {
            const plan = event.target.value;
            if (isPlanFilter(plan)) onViewChange({ ...view, plan });
          }}
          className={cn(inputClasses, "h-9 min-w-0 flex-1 px-2 py-0")}
        >
          {PLAN_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {clients.length > 0 || view.client !== "any" ? (
        <ClientFilterSelect view={view} onViewChange={onViewChange} clients={clients} />
      ) : null}
      <div className="flex items-center gap-2">
        <label htmlFor="case-sort" className="w-24 shrink-0 text-sm text-ink-600">
          Sort by
        </label>
        <select
          id="case-sort"
          value={view.sort}
          onChange={(event) => onViewChange({ ...view, sort: event.target.value as CaseSort })}
          className={cn(inputClasses, "h-9 min-w-0 flex-1 px-2 py-0")}
        >
          {CASE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** Any client, no client, or one client's cases; a client the list no longer has stays named. */
function ClientFilterSelect({
  view,
  onViewChange,
  clients,
}: {
  view: CaseListView;
  onViewChange: (view: CaseListView) => void;
  clients: readonly ClientOption[];
}) {
  const value = clientParamOf(view.client) ?? "any";
  const unknown = typeof view.client === "object" && !clients.some((c) => c.id === value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="case-client-filter" className="w-24 shrink-0 text-sm text-ink-600">
        Client
      </label>
      <select
        id="case-client-filter"
        value={value}
        onChange={(event) => onViewChange({ ...view, client: clientFilterOf(event.target.value) })}
        className={cn(inputClasses, "h-9 min-w-0 flex-1 px-2 py-0")}
      >
        <option value="any">Any client</option>
        <option value="none">No client</option>
        {unknown ? <option value={value}>A client not listed</option> : null}
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
    </div>
  );
}
