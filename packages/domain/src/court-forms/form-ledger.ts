import type { CostCategory } from "../contracts/court-facts.ts";
import { type CalendarDate, formatUsDate, toDayNumber } from "../dates/calendar-date.ts";
import { accrue, cloneState, type EngineState, rateOn } from "../interest/engine.ts";
import type { LedgerTransaction } from "../interest/ledger.ts";
import { replayTo } from "../interest/summary.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "../interest/terms.ts";
import { type LedgerEntry, type LedgerTimeline, ledgerTimeline } from "../interest/timeline.ts";
import { formatRatePercent, formatUsd, type Money, roundToCents } from "../money/money.ts";
import type { CostEntryRef } from "./figures.ts";

// The one reading of a case's ledger that both court forms print from: the statement's rows
// (`ledgerTimeline`) and the case page's summary for the date, with the balances rounded to the
// cent by the display rule. Nothing here computes interest: every figure is the engine's.

/** A cost's court facts, as the transaction row keeps them (contracts/court-facts.ts). */
export interface CostEntryFacts {
  category: CostCategory | null;
  /** The county (writ issuance) or statute (other). */
  note: string;
  /** The day a filed memorandum (or the user) made the cost allowed; null while only claimed. */
  allowedOn: CalendarDate | null;
}

export const NO_COST_FACTS: CostEntryFacts = { category: null, note: "", allowedOn: null };

/** A ledger transaction with the id the forms name it by and, for a cost, its court facts. */
export interface CourtFormTransaction extends LedgerTransaction {
  id: string | number;
  costFacts?: CostEntryFacts;
}

export interface FormLedger {
  asOf: CalendarDate;
  asOfDay: number;
  prepared: PreparedTerms;
  timeline: LedgerTimeline;
  /** The engine's state with interest accrued to `asOf` (the summary's source). */
  state: EngineState;
  /** The case page's figures for `asOf`, each rounded to the cent as it shows them. */
  shown: { principal: Money; interest: Money; costs: Money };
  factsOf(entry: LedgerEntry): CostEntryFacts;
}

export function formLedger(
  terms: CaseTerms,
  transactions: readonly CourtFormTransaction[],
  asOf: CalendarDate,
): FormLedger {
  const prepared = prepareTerms(terms);
  const asOfDay = toDayNumber(asOf, "asOf");
  const timeline = ledgerTimeline(terms, transactions, asOf);
  const state = cloneState(replayTo(prepared, transactions, asOfDay));
  accrue(prepared, state, asOfDay);
  const { summary } = timeline;
  const facts = new Map(transactions.map((t) => [t.id, t.costFacts ?? NO_COST_FACTS]));
  return {
    asOf,
    asOfDay,
    prepared,
    timeline,
    state,
    shown: {
      principal: roundToCents(summary.principalBalance),
      interest: roundToCents(summary.accruedInterest),
      costs: roundToCents(summary.costBalance),
    },
    factsOf: (entry) =>
      entry.id === undefined ? NO_COST_FACTS : (facts.get(entry.id) ?? NO_COST_FACTS),
  };
}

/** The cost is allowed as of `asOf`: a memorandum claiming it was filed on or before that day. */
export function isAllowedOn(facts: CostEntryFacts, asOf: CalendarDate): boolean {
  return facts.allowedOn !== null && facts.allowedOn <= asOf;
}

export function costRef(entry: LedgerEntry): CostEntryRef {
  return { id: entry.id ?? "", date: entry.date, amount: entry.amount };
}

export function describeCost(ref: CostEntryRef): string {
  return `the cost of ${formatUsd(ref.amount)} dated ${formatUsDate(ref.date)}`;
}

/** Plain-English warnings both forms share. */
export function sharedWarnings(ledger: FormLedger): string[] {
  const warnings: string[] = [];
  const { summary } = ledger.timeline;
  if (summary.isEnded) {
    warnings.push(
      `The judgment was paid in full on ${formatUsDate(summary.endedOn)}: nothing remains to collect.`,
    );
  }
  if (ledger.prepared.compounding === "annual") {
    warnings.push(
      "This case adds unpaid interest to principal on each anniversary of the judgment. California judgments bear simple interest (Code Civ. Proc., § 685.010): the principal on the form includes interest the form does not ask for. Check the case's interest method before filing.",
    );
  }
  return warnings;
}

/**
 * The rate changes (rate schedules) that took effect while the interest still unpaid on `asOf`
 * was accruing: after the last row that left no interest unpaid.
 */
export function rateChangesInUnpaidInterest(ledger: FormLedger): string | undefined {
  const { entries } = ledger.timeline;
  let start = -1;
  entries.forEach((entry, index) => {
    if (entry.kind !== "RATE_CHANGE" && entry.unpaidInterestAfter === 0n) start = index;
  });
  const startEntry = entries[start];
  const startDay = startEntry ? toDayNumber(startEntry.date) : ledger.prepared.interestFromDay;
  // A change the day after the start leaves no day at the old rate in the unpaid interest.
  const changes = entries
    .slice(start + 1)
    .filter((entry) => entry.kind === "RATE_CHANGE" && toDayNumber(entry.date) > startDay + 1);
  if (changes.length === 0 || ledger.timeline.summary.accruedInterest === 0n) return undefined;
  const listed = changes
    .map((entry) => `${formatRatePercent(entry.ratePercent)} from ${formatUsDate(entry.date)}`)
    .join(", ");
  const first = changes[0] as LedgerEntry;
  const before = rateOn(ledger.prepared, toDayNumber(first.date) - 1);
  return `The accrued interest was earned at more than one rate: ${formatRatePercent(before)}, then ${listed}. The form's second rate line is for different principal amounts, not for a rate that changed over time, so it shows the rate in force on ${formatUsDate(ledger.asOf)}; attach the statement, which shows each rate's days.`;
}
