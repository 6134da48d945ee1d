import type { CalendarDate } from "../dates/calendar-date.ts";
import { formatUsDate } from "../dates/calendar-date.ts";
import { rateOn } from "../interest/engine.ts";
import type { CaseTerms } from "../interest/terms.ts";
import { formatUsd, roundToCents } from "../money/money.ts";
import type { Ej130Figures, Mc012Figures } from "./figures.ts";
import {
  type CourtFormTransaction,
  costRef,
  describeCost,
  type FormLedger,
  formLedger,
  isAllowedOn,
  sharedWarnings,
} from "./form-ledger.ts";
import { claimableFrom, mc012FromLedger } from "./mc012.ts";
import { writFeeOn } from "./writ-fee.ts";

// EJ-130, Writ of Execution (money judgment), items 5, 6 and 11 to 19, from the case's ledger for
// the date the writ is applied for (docs/court-forms.md, "Where each figure comes from").

/** $100: the most of costs not yet allowed a writ may include with a memorandum (CCP 685.070(e)). */
const UNALLOWED_COSTS_ON_WRIT = 100_0000n;

export function ej130FromLedger(ledger: FormLedger): Ej130Figures {
  const { asOf, timeline, shown, prepared } = ledger;
  const { entries, summary } = timeline;
  const renewals = entries.filter((entry) => entry.kind === "RENEWAL");
  const lastRenewal = renewals.at(-1);
  const after = lastRenewal ? entries.indexOf(lastRenewal) + 1 : 0;

  // 11: as entered, or as renewed: the principal the renewal left (unpaid interest joined it, and
  // the renewal's own costs), with a separate cost balance if the case keeps one.
  const totalJudgment = lastRenewal
    ? roundToCents(lastRenewal.principalAfter + lastRenewal.costBalanceAfter)
    : prepared.judgmentAmount;
  const costs = entries.slice(after).filter((entry) => entry.kind === "COST");
  const costsAfterJudgment = costs.reduce((sum, entry) => sum + entry.amount, 0n);
  const subtotal = totalJudgment + costsAfterJudgment;
  // 15 is the case page's principal (and separate costs) for the date, so 14 is what makes
  // 13 − 14 = 15: the credits to principal since the judgment or renewal, to the cent.
  const principalRemaining = shown.principal + shown.costs;
  const creditsToPrincipal = subtotal - principalRemaining;
  const writFee = writFeeOn(asOf);
  const dailyInterestExact = summary.perDiem;

  const warnings = sharedWarnings(ledger);
  const oldest = claimableFrom(asOf);
  const notAllowed = costs.filter((entry) => !isAllowedOn(ledger.factsOf(entry), asOf));
  const stale = notAllowed.filter((entry) => entry.date < oldest);
  for (const entry of stale) {
    warnings.push(
      `Item 12 includes ${describeCost(costRef(entry))}, incurred more than two years before ${formatUsDate(asOf)} and never allowed: it can no longer be claimed (Code Civ. Proc., § 685.070(b)). Delete it from the ledger if it is not owed.`,
    );
  }
  const pending = notAllowed
    .filter((entry) => entry.date >= oldest)
    .reduce((sum, entry) => sum + entry.amount, 0n);
  if (pending > 0n) {
    warnings.push(
      `Item 12 includes ${formatUsd(pending)} of costs the court has not allowed yet. File a memorandum of costs (MC-012) claiming them with the application: a writ may include costs not yet allowed only up to ${formatUsd(UNALLOWED_COSTS_ON_WRIT)} in all (Code Civ. Proc., § 685.070(e)), and the debtor may move to tax them.`,
    );
  }
  if (writFee.confidence === "not confirmed") {
    warnings.push(
      `The writ fee for ${formatUsDate(asOf)}, ${formatUsd(writFee.amount)}, is not confirmed: ${writFee.note}`,
    );
  }
  if (roundToCents(dailyInterestExact) !== dailyInterestExact) {
    warnings.push(
      `The case's daily interest is ${formatUsd(dailyInterestExact, { decimals: 4 })}, carried to $0.0001; item 19a shows it to the cent, ${formatUsd(roundToCents(dailyInterestExact))}.`,
    );
  }
  if (creditsToPrincipal < 0n) {
    warnings.push(
      "The principal remaining is more than the judgment and costs after it, so item 14 is below zero: interest was added to principal other than by a renewal. Check the case's interest method.",
    );
  }

  return {
    asOf,
    judgmentDate: prepared.judgmentDate,
    renewedOn: renewals.map((entry) => entry.date),
    totalJudgment,
    costsAfterJudgment,
    subtotal,
    creditsToPrincipal,
    principalRemaining,
    accruedInterest: shown.interest,
    writFee,
    total: principalRemaining + shown.interest + writFee.amount,
    dailyInterest: roundToCents(dailyInterestExact),
    dailyInterestExact,
    ratePercent: rateOn(prepared, ledger.asOfDay + 1),
    warnings,
  };
}

/** EJ-130 items 11–19 for `asOf`: the case page's figures for that date, by its rounding. */
export function ej130Figures(
  terms: CaseTerms,
  transactions: readonly CourtFormTransaction[],
  asOf: CalendarDate,
): Ej130Figures {
  return ej130FromLedger(formLedger(terms, transactions, asOf));
}

/** Both forms' figures from one reading of the ledger. */
export function courtFormFigures(
  terms: CaseTerms,
  transactions: readonly CourtFormTransaction[],
  asOf: CalendarDate,
): { mc012: Mc012Figures; ej130: Ej130Figures } {
  const ledger = formLedger(terms, transactions, asOf);
  return { mc012: mc012FromLedger(ledger), ej130: ej130FromLedger(ledger) };
}
