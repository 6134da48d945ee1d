import type { CalendarDate } from "../dates/calendar-date.ts";
import type { TransactionType } from "../interest/engine.ts";
import {
  type Money,
  type RatePercent,
  roundHalfUp,
  roundToCents,
  UNITS_PER_CENT,
} from "../money/money.ts";

// The remittance report's arithmetic (docs/portfolio.md, "The remittance report"): for one case
// and a period, what its payments brought in, how the ledger applied them, what the firm advanced
// and got back, its fee and what goes to the client. Pure: the caller hands in the case's ledger
// entries (as the ledger applied them) and the client's terms; nothing here computes interest.

/** A client's terms for the firm's work. */
export interface RemittanceTerms {
  /** The fee as a percent of what is received, in 0.0001 % (as a RatePercent). */
  feePercent: RatePercent;
  /** Charged once per case, in the period that holds the case's first payment. */
  flatFee: Money;
  /** The firm's advanced costs come back to it from each payment before anything else. */
  costsRecoveredFirst: boolean;
}

/** One ledger entry as the ledger applied it (the transactions' applied_* columns). */
export interface RemittanceEntry {
  type: TransactionType;
  date: CalendarDate;
  amount: Money;
  appliedToInterest: Money;
  appliedToPrincipal: Money;
  appliedToCosts: Money;
}

export interface RemittancePeriod {
  from: CalendarDate;
  to: CalendarDate;
}

/** A row's (or the totals') figures, each in whole cents. */
export interface RemittanceFigures {
  received: Money;
  toInterest: Money;
  toPrincipal: Money;
  toCosts: Money;
  costsAdvanced: Money;
  costsRecovered: Money;
  fee: Money;
  net: Money;
}

export const NO_REMITTANCE: RemittanceFigures = Object.freeze({
  received: 0n,
  toInterest: 0n,
  toPrincipal: 0n,
  toCosts: 0n,
  costsAdvanced: 0n,
  costsRecovered: 0n,
  fee: 0n,
  net: 0n,
});

export const REMITTANCE_FIGURE_KEYS = [
  "received",
  "toInterest",
  "toPrincipal",
  "toCosts",
  "costsAdvanced",
  "costsRecovered",
  "fee",
  "net",
] as const satisfies readonly (keyof RemittanceFigures)[];

/**
 * The percent part of the firm's fee on what a case received: `received × feePercent`, rounded
 * half-up to the cent (half a cent goes up). The one place the fee is rounded. Exact integer
 * arithmetic: a Money (10^-4 dollars) times a RatePercent (10^-4 percent, so 10^-6 of a whole)
 * is 10^-10 dollars, i.e. 10^-8 cents; a float would turn $10.05 at 10% ($1.005) into $1.00.
 */
export function feeOnCollections(received: Money, feePercent: RatePercent): Money {
  return roundHalfUp(received * feePercent, 8, 0) * UNITS_PER_CENT;
}

// Calendar dates as YYYY-MM-DD compare as text in date order; a report of 2,000 cases compares
// tens of thousands of them, and parsing each into a day number cost more than the rest.
const inPeriod = (date: CalendarDate, period: RemittancePeriod) =>
  date >= period.from && date <= period.to;

/** What a case's ledger shows as costs the firm laid out: a cost, or a renewal's costs. */
const isCost = (entry: RemittanceEntry) => entry.type === "COST" || entry.type === "RENEWAL";

/**
 * One case's remittance figures for the period, from its whole ledger in ledger order (date, then
 * entry order), or null when nothing was received and no cost advanced in the period.
 *
 * - received, to interest / principal / costs: the period's payments as the ledger applied them;
 *   interest and costs are rounded half-up to the cent and principal takes the rest, so the three
 *   add up to what was received (the ledger carries fractions of a cent in what it applies).
 * - costs advanced: costs (and renewals' costs) dated in the period.
 * - costs recovered, when the client's terms say so: each payment, in ledger order, first pays
 *   back the costs entered up to it that earlier payments have not already paid back.
 * - fee: `feeOnCollections` on what was received, plus the flat fee if the case's first payment
 *   ever is in the period, and never more than what was received less the costs recovered.
 * - net: received − costs recovered − fee.
 */
export function caseRemittance(
  entries: readonly RemittanceEntry[],
  terms: RemittanceTerms,
  period: RemittancePeriod,
): RemittanceFigures | null {
  let advancedSoFar = 0n;
  let recoveredSoFar = 0n;
  let received = 0n;
  let toInterest = 0n;
  let toCosts = 0n;
  let costsAdvanced = 0n;
  let costsRecovered = 0n;
  let firstPaymentInPeriod = false;
  let seenPayment = false;
  let active = false;
  for (const entry of entries) {
    if (entry.date > period.to) break;
    const inside = inPeriod(entry.date, period);
    if (isCost(entry)) {
      advancedSoFar += entry.amount;
      if (inside) {
        costsAdvanced += entry.amount;
        active = true;
      }
      continue;
    }
    if (entry.type !== "PAYMENT") continue;
    const owedBack = advancedSoFar - recoveredSoFar;
    const recovered = !terms.costsRecoveredFirst
      ? 0n
      : owedBack < entry.amount
        ? owedBack > 0n
          ? owedBack
          : 0n
        : entry.amount;
    recoveredSoFar += recovered;
    if (!seenPayment && inside) firstPaymentInPeriod = true;
    seenPayment = true;
    if (!inside) continue;
    active = true;
    received += entry.amount;
    toInterest += entry.appliedToInterest;
    toCosts += entry.appliedToCosts;
    costsRecovered += recovered;
  }
  if (!active) return null;
  const receivedCents = roundToCents(received);
  const interestCents = roundToCents(toInterest);
  const costsCents = roundToCents(toCosts);
  const recoveredCents = roundToCents(costsRecovered);
  const uncapped =
    feeOnCollections(receivedCents, terms.feePercent) +
    (firstPaymentInPeriod ? roundToCents(terms.flatFee) : 0n);
  const most = receivedCents - recoveredCents;
  const fee = uncapped < most ? uncapped : most;
  return {
    received: receivedCents,
    toInterest: interestCents,
    toPrincipal: receivedCents - interestCents - costsCents,
    toCosts: costsCents,
    costsAdvanced: roundToCents(costsAdvanced),
    costsRecovered: recoveredCents,
    fee,
    net: most - fee,
  };
}

/** The totals: each figure the sum of the rows'. */
export function addRemittance(rows: readonly RemittanceFigures[]): RemittanceFigures {
  const total: RemittanceFigures = { ...NO_REMITTANCE };
  for (const row of rows) {
    for (const key of REMITTANCE_FIGURE_KEYS) total[key] += row[key];
  }
  return total;
}

export function sameRemittance(a: RemittanceFigures, b: RemittanceFigures): boolean {
  return REMITTANCE_FIGURE_KEYS.every((key) => a[key] === b[key]);
}
