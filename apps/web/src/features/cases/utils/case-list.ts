import {
  type CaseDto,
  PLAN_STATE_LABELS,
  PLAN_STATES,
  type PlanState,
  parseMoneyInput,
} from "@owed/domain";
import { type ClientFilter, matchesClientFilter } from "./client-filter.ts";

/** Which cases the list shows. "Active Cases (n)" always counts the active ones alone. */
export type CaseFilter = "active" | "ended" | "all";

export const CASE_FILTERS: readonly { value: CaseFilter; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "ended", label: "Ended" },
  { value: "all", label: "All" },
];

export type CaseSort = "newest" | "name" | "payoff" | "judgment-date" | "last-payment";

export const CASE_SORTS: readonly { value: CaseSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "name", label: "Case name (A-Z)" },
  { value: "payoff", label: "Payoff (highest first)" },
  { value: "judgment-date", label: "Judgment date (newest first)" },
  { value: "last-payment", label: "Last payment (newest first)" },
];

/** Which cases the list shows by their payment plan (docs/letters-and-plans.md, "Payment plans"). */
export type PlanFilter = "any" | "with-plan" | "missed" | PlanState | "no-plan";

export const PLAN_FILTERS: readonly { value: PlanFilter; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "with-plan", label: "With a plan" },
  { value: "missed", label: "Missed installment" },
  ...PLAN_STATES.map((state) => ({ value: state, label: PLAN_STATE_LABELS[state] })),
  { value: "no-plan", label: "No plan" },
];

export function isPlanFilter(value: string | null): value is PlanFilter {
  return PLAN_FILTERS.some((f) => f.value === value);
}

/** What the list needs of a case's plan: its state and how many installments were missed. */
export interface CasePlanStanding {
  state: PlanState;
  missedCount: number;
}

/** Whether a case's plan (undefined: it has none) is one the plan filter shows. */
export function matchesPlanFilter(plan: CasePlanStanding | undefined, filter: PlanFilter): boolean {
  switch (filter) {
    case "any":
      return true;
    case "with-plan":
      return plan !== undefined;
    case "no-plan":
      return plan === undefined;
    case "missed":
      return plan !== undefined && plan.state !== "completed" && plan.missedCount > 0;
    default:
      return plan?.state === filter;
  }
}

/** Search text is bounded like any other input. */
export const SEARCH_MAX_LENGTH = 100;

export function isCaseFilter(value: string | null): value is CaseFilter {
  return CASE_FILTERS.some((f) => f.value === value);
}

export function isCaseSort(value: string | null): value is CaseSort {
  return CASE_SORTS.some((s) => s.value === value);
}

export function countCases(cases: readonly CaseDto[]): Record<CaseFilter, number> {
  const ended = cases.filter((c) => c.isEnded).length;
  return { active: cases.length - ended, ended, all: cases.length };
}

/**
 * The filter a list opens on when the user has not chosen one: the active cases, unless there are
 * none or the case already open is an ended one (so the open case is always in the list).
 */
export function defaultCaseFilter(
  cases: readonly CaseDto[],
  selectedId: string | null,
): CaseFilter {
  const selected = cases.find((c) => c.id === selectedId);
  if (selected?.isEnded) return "all";
  return cases.some((c) => !c.isEnded) ? "active" : "all";
}

function normalise(text: string): string {
  return text.toLocaleLowerCase("en-US").replace(/\s+/g, " ").trim();
}

/** Whether a case matches every word typed: case name, court, case number, debtor or client. */
export function matchesSearch(item: CaseDto, query: string): boolean {
  const words = normalise(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(
    [
      item.caseName,
      item.courtName,
      item.courtCaseNumber,
      item.debtorInfo,
      item.debtorFirm,
      item.debtorCity,
      item.debtorEmail,
      item.clientName ?? "",
    ].join(" "),
  );
  return words.every((word) => haystack.includes(word));
}

function payoffUnits(item: CaseDto): bigint {
  try {
    return parseMoneyInput(item.todayPayoff, { maxDecimals: 4 });
  } catch {
    return 0n;
  }
}

const byName = (a: CaseDto, b: CaseDto) =>
  a.caseName.localeCompare(b.caseName, "en-US", { sensitivity: "base", numeric: true });

const comparators: Record<CaseSort, ((a: CaseDto, b: CaseDto) => number) | null> = {
  // The server lists the newest case first already.
  newest: null,
  name: byName,
  payoff: (a, b) => {
    const diff = payoffUnits(b) - payoffUnits(a);
    return diff === 0n ? byName(a, b) : diff > 0n ? 1 : -1;
  },
  "judgment-date": (a, b) => b.judgmentDate.localeCompare(a.judgmentDate) || byName(a, b),
  // Cases with no payment yet go last, whatever their names.
  "last-payment": (a, b) => {
    if (a.lastPaymentDate === b.lastPaymentDate) return byName(a, b);
    if (a.lastPaymentDate === null) return 1;
    if (b.lastPaymentDate === null) return -1;
    return b.lastPaymentDate.localeCompare(a.lastPaymentDate);
  },
};

/** The cases the list shows, in the order it shows them. */
export function visibleCases(
  cases: readonly CaseDto[],
  view: {
    filter: CaseFilter;
    sort: CaseSort;
    query: string;
    plan?: PlanFilter;
    client?: ClientFilter;
  },
  plans: ReadonlyMap<string, CasePlanStanding> = new Map(),
): CaseDto[] {
  const shown = cases.filter(
    (c) =>
      (view.filter === "all" || c.isEnded === (view.filter === "ended")) &&
      matchesPlanFilter(plans.get(c.id), view.plan ?? "any") &&
      matchesClientFilter(c, view.client ?? "any") &&
      matchesSearch(c, view.query),
  );
  const compare = comparators[view.sort];
  return compare ? shown.sort(compare) : shown;
}
