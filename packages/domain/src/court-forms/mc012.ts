import { COST_CATEGORIES, type CostCategory } from "../contracts/court-facts.ts";
import { addMonths, type CalendarDate, formatUsDate } from "../dates/calendar-date.ts";
import { interestBase, rateOn } from "../interest/engine.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { type Money, roundToCents } from "../money/money.ts";
import type { ClaimedCostLine, CostEntryRef, Mc012Figures, RateLine } from "./figures.ts";
import {
  type CourtFormTransaction,
  costRef,
  describeCost,
  type FormLedger,
  formLedger,
  isAllowedOn,
  rateChangesInUnpaidInterest,
  sharedWarnings,
} from "./form-ledger.ts";

// MC-012, Memorandum of Costs After Judgment, Acknowledgment of Credit, and Declaration of Accrued
// Interest, items 1 to 3, from the case's ledger for a date (docs/court-forms.md, "Where each
// figure comes from").

/**
 * The first day a cost can still be claimed on `asOf`: a memorandum must be filed "not later than
 * two years after the costs have been incurred" (Code Civ. Proc., § 685.070(b)), so a cost of the
 * same calendar day two years before still counts (February 29 counts from February 28).
 */
export function claimableFrom(asOf: CalendarDate): CalendarDate {
  return addMonths(asOf, -24);
}

/** Item 3's rate lines: the rate on the interest-bearing principal, and 0% on a part bearing none. */
function rateLinesOf(ledger: FormLedger): RateLine[] {
  const { prepared, state } = ledger;
  const bearing = interestBase(prepared, state);
  const nonBearing =
    state.nonBearing + (prepared.costTreatment === "separate-non-bearing" ? state.costs : 0n);
  const lines: RateLine[] = [
    { ratePercent: rateOn(prepared, ledger.asOfDay), principal: roundToCents(bearing) },
  ];
  if (nonBearing > 0n) lines.push({ ratePercent: 0n, principal: roundToCents(nonBearing) });
  return lines;
}

export function mc012FromLedger(ledger: FormLedger): Mc012Figures {
  const { asOf, timeline, shown } = ledger;
  const oldest = claimableFrom(asOf);
  const byCategory = new Map<
    CostCategory,
    { amount: Money; dates: CalendarDate[]; notes: string[] }
  >();
  const staleCosts: CostEntryRef[] = [];
  const uncategorizedCosts: CostEntryRef[] = [];
  let allowedBefore = 0n;
  let payments = 0n;
  let toInterest = 0n;
  let toCosts = 0n;

  for (const entry of timeline.entries) {
    if (entry.kind === "PAYMENT") {
      payments += entry.amount;
      toInterest += entry.appliedToInterest;
      toCosts += entry.appliedToCosts;
      continue;
    }
    if (entry.kind !== "COST") continue;
    const facts = ledger.factsOf(entry);
    if (isAllowedOn(facts, asOf)) {
      allowedBefore += entry.amount;
    } else if (entry.date < oldest) {
      staleCosts.push(costRef(entry));
    } else if (facts.category === null) {
      uncategorizedCosts.push(costRef(entry));
    } else {
      const line = byCategory.get(facts.category) ?? { amount: 0n, dates: [], notes: [] };
      line.amount += entry.amount;
      line.dates.push(entry.date);
      if (facts.note !== "" && !line.notes.includes(facts.note)) line.notes.push(facts.note);
      byCategory.set(facts.category, line);
    }
  }

  const claimed: ClaimedCostLine[] = COST_CATEGORIES.flatMap((category) => {
    const line = byCategory.get(category);
    if (!line) return [];
    return [{ category, amount: line.amount, dates: line.dates, note: line.notes.join("; ") }];
  });
  const claimedTotal = claimed.reduce((sum, line) => sum + line.amount, 0n);
  // Each credit is rounded to the cent and the principal's credit is what is left of the
  // payments (whole cents), so the line adds up on paper.
  const creditToInterest = roundToCents(toInterest);

  const warnings = sharedWarnings(ledger);
  for (const ref of staleCosts) {
    warnings.push(
      `${capitalise(describeCost(ref))} was incurred more than two years before ${formatUsDate(asOf)} and never allowed: it can no longer be claimed (Code Civ. Proc., § 685.070(b)) and is left off item 1a. It is still in the case's principal; delete it from the ledger if it is not owed.`,
    );
  }
  for (const ref of uncategorizedCosts) {
    warnings.push(
      `${capitalise(describeCost(ref))} has no MC-012 category, so it is left off item 1a. Choose its category on the cost to claim it.`,
    );
  }
  const rateNote = rateChangesInUnpaidInterest(ledger);
  if (rateNote) warnings.push(rateNote);
  if (ledger.prepared.costTreatment !== "principal") {
    warnings.push(
      "This case keeps costs as their own balance: item 2a's credit to judgment principal includes what paid costs, and item 2b includes the cost balance, as the form counts costs in the judgment principal.",
    );
  }

  return {
    asOf,
    claimed,
    claimedTotal,
    allowedBefore,
    costsTotal: claimedTotal + allowedBefore,
    payments,
    creditToInterest,
    creditToPrincipal: payments - creditToInterest,
    creditToCostBalance: roundToCents(toCosts),
    principalRemaining: shown.principal + shown.costs,
    costBalance: shown.costs,
    interestRemaining: shown.interest,
    rateLines: rateLinesOf(ledger),
    staleCosts,
    uncategorizedCosts,
    warnings,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** MC-012 items 1–3 for `asOf`: the case page's figures for that date, by its rounding. */
export function mc012Figures(
  terms: CaseTerms,
  transactions: readonly CourtFormTransaction[],
  asOf: CalendarDate,
): Mc012Figures {
  return mc012FromLedger(formLedger(terms, transactions, asOf));
}
