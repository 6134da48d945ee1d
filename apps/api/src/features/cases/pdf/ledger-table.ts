import {
  type CaseTerms,
  type ClosingInterest,
  dailyInterestOn,
  dayNumberFromCivil,
  formatRatePercent,
  formatUsDate,
  formatUsd,
  fromDayNumber,
  type LedgerEntry,
  type LedgerTimeline,
  type Money,
  TRANSACTION_TYPE_LABELS,
  toDayNumber,
  yearOfDayNumber,
} from "@owed/domain";
import type { Column, SpanRow, TableRow } from "./layout.ts";

// The ledger both PDFs print: every entry of the case's timeline (payments, costs, and the rows the
// engine adds for annual compounding and scheduled rate changes), so each row's principal follows
// from the one before, and a closing line for the interest since the last row. See
// docs/interest-method.md.

const usd = (value: bigint) => formatUsd(value);
const usd4 = (value: bigint) => formatUsd(value, { decimals: 4 });
const NONE = "—";

export const LEDGER_COLUMNS: Column[] = [
  { header: "Date" },
  { header: "Type" },
  { header: "Description", wrap: true },
  { header: "Amount", align: "right" },
  { header: "Interest accrued", align: "right" },
  { header: "To interest", align: "right" },
  { header: "To principal", align: "right" },
  { header: "Principal after", align: "right" },
  { header: "Unpaid interest", align: "right" },
];

export const ENTRY_LABELS = {
  ...TRANSACTION_TYPE_LABELS,
  COMPOUNDING: "Compounding",
  RATE_CHANGE: "Rate change",
} as const;

/**
 * The payment that pays the judgment in full says so, and names the fraction of a cent written
 * off, so its principal after ($0) follows from the row before.
 */
function withSatisfaction(description: string, writtenOff: Money): string {
  const note =
    writtenOff === 0n
      ? "Pays the judgment in full."
      : writtenOff > 0n
        ? `Pays the judgment in full; ${usd4(writtenOff)} left unpaid is written off.`
        : `Pays the judgment in full; ${usd4(-writtenOff)} paid over the exact payoff is written off.`;
  if (!description) return note;
  return /[.!?]$/.test(description) ? `${description} ${note}` : `${description}. ${note}`;
}

function joinText(first: string, second: string): string {
  if (!second) return first;
  return /[.!?]$/.test(first) ? `${first} ${second}` : `${first}. ${second}`;
}

/** With costs kept apart, a payment's part that paid them and the cost balance left. */
function withCosts(text: string, entry: LedgerEntry): string {
  if (entry.appliedToCosts === 0n && entry.costBalanceAfter === 0n) return text;
  return joinText(
    text,
    `${usd4(entry.appliedToCosts)} to costs; cost balance ${usd4(entry.costBalanceAfter)}.`,
  );
}

export function entryCells(entry: LedgerEntry, description: string): string[] {
  const date = formatUsDate(entry.date);
  const label = ENTRY_LABELS[entry.kind];
  switch (entry.kind) {
    case "PAYMENT":
      return [
        date,
        label,
        withCosts(
          entry.satisfiesJudgment ? withSatisfaction(description, entry.writtenOff) : description,
          entry,
        ),
        usd(entry.amount),
        usd4(entry.interestAccrued),
        usd4(entry.appliedToInterest),
        usd4(entry.appliedToPrincipal),
        usd4(entry.principalAfter),
        usd4(entry.unpaidInterestAfter),
      ];
    case "COST":
      return [
        date,
        label,
        description,
        usd(entry.amount),
        usd4(entry.interestAccrued),
        NONE,
        NONE,
        usd4(entry.principalAfter),
        usd4(entry.unpaidInterestAfter),
      ];
    case "RENEWAL":
      // Its amount is the renewal's costs; the interest that joined principal is in the text, so
      // principal after follows from the row above plus both.
      return [
        date,
        label,
        joinText(
          `Judgment renewed: unpaid interest of ${usd4(entry.interestCapitalized)} added to principal${entry.amount > 0n ? `; renewal costs ${usd(entry.amount)}` : ""}`,
          description,
        ),
        usd(entry.amount),
        usd4(entry.interestAccrued),
        NONE,
        NONE,
        usd4(entry.principalAfter),
        usd4(entry.unpaidInterestAfter),
      ];
    case "COMPOUNDING":
      // The amount is interest to the hundredth of a cent, so principal after adds up exactly.
      return [
        date,
        label,
        "Unpaid interest added to principal",
        usd4(entry.amount),
        usd4(entry.interestAccrued),
        NONE,
        NONE,
        usd4(entry.principalAfter),
        usd4(entry.unpaidInterestAfter),
      ];
    case "RATE_CHANGE":
      // A note: it moves no balance, and the days around it are counted on the next row, so its
      // interest columns stay empty rather than show a figure that does not follow from the row above.
      return [
        date,
        label,
        `From this date interest accrues at ${formatRatePercent(entry.ratePercent)} a year: ${usd4(entry.perDiemAfter)} per day`,
        NONE,
        NONE,
        NONE,
        NONE,
        usd4(entry.principalAfter),
        NONE,
      ];
  }
}

interface Stretch {
  days: number;
  perDiem: Money;
}

/**
 * The closing stretch split where its daily amount changes (a scheduled rate, or January 1 with
 * day count "actual"), each part with its own per diem, neighbours with the same per diem merged.
 */
function perDiemStretches(closing: ClosingInterest, terms: CaseTerms, principal: Money): Stretch[] {
  const first = toDayNumber(closing.from) + 1;
  const last = toDayNumber(closing.to);
  if (last < first) return [];
  const starts = new Set([first]);
  if (Array.isArray(terms.rate)) {
    for (const period of terms.rate) {
      const day = toDayNumber(period.from);
      if (day > first && day <= last) starts.add(day);
    }
  }
  if (terms.dayCount === "actual") {
    for (let year = yearOfDayNumber(first) + 1; year <= yearOfDayNumber(last); year++) {
      starts.add(dayNumberFromCivil(year, 1, 1));
    }
  }
  const ordered = [...starts].sort((x, y) => x - y);
  const stretches: Stretch[] = [];
  ordered.forEach((start, i) => {
    const end = (ordered[i + 1] ?? last + 1) - 1;
    const perDiem = dailyInterestOn(terms, principal, fromDayNumber(start));
    const previous = stretches.at(-1);
    if (previous && previous.perDiem === perDiem) previous.days += end - start + 1;
    else stretches.push({ days: end - start + 1, perDiem });
  });
  return stretches;
}

/**
 * The closing stretch's parts by per diem, or undefined when they do not add up to the engine's
 * interest, so the statement never prints a sum that is not the figure.
 */
export function closingStretches(
  closing: ClosingInterest,
  terms: CaseTerms,
  principal: Money,
): Stretch[] | undefined {
  const stretches = perDiemStretches(closing, terms, principal);
  const total = stretches.reduce((sum, s) => sum + s.perDiem * BigInt(s.days), 0n);
  return total === closing.interest ? stretches : undefined;
}

/** Whether the daily interest really changes between the closing line's first and last day. */
export function perDiemChangesWithin(
  closing: ClosingInterest,
  terms: CaseTerms,
  principal: Money,
): boolean {
  return perDiemStretches(closing, terms, principal).length > 1;
}

const daysText = (days: number) => `${days} ${days === 1 ? "day" : "days"}`;

/**
 * "Interest from 03/01/2024 to 05/01/2024: 61 days × $2.4013 = $146.4793", with one product per
 * daily amount when that changes within the stretch. When no product adds up, the line says why:
 * the daily interest changes within the stretch (`changes`), or it is carried unrounded (per-diem
 * rounding "exact"), so the $0.0001 shown times the days is not the interest.
 */
export function closingText(
  closing: ClosingInterest,
  stretches: Stretch[] | undefined,
  changes = true,
): string {
  const span = `Interest from ${formatUsDate(closing.from)} to ${formatUsDate(closing.to)}`;
  // Months, bank years and 30-day months are not calendar days times a per diem.
  if (closing.counted) return `${span} (${closing.counted}): ${usd4(closing.interest)}`;
  if (closing.uniformPerDiem) {
    return `${span}: ${daysText(closing.days)} × ${usd4(closing.perDiem)} = ${usd4(closing.interest)}`;
  }
  if (stretches && stretches.length > 0) {
    const products = stretches.map((s) => `${daysText(s.days)} × ${usd4(s.perDiem)}`);
    return `${span}: ${products.join(" + ")} = ${usd4(closing.interest)}`;
  }
  if (!changes) {
    return `${span} (${daysText(closing.days)}; the daily interest, ${usd4(closing.perDiem)} when rounded down to $0.0001, is carried unrounded): ${usd4(closing.interest)}`;
  }
  return `${span} (${daysText(closing.days)}; the daily interest changes within this period): ${usd4(closing.interest)}`;
}

export function ledgerRows(
  timeline: LedgerTimeline,
  terms: CaseTerms,
  descriptions: Map<string, string>,
): TableRow[] {
  const { entries, closing, summary } = timeline;
  const rows: TableRow[] = entries.map((entry) =>
    entryCells(entry, descriptions.get(String(entry.id)) ?? ""),
  );
  // After the payment that satisfied the judgment nothing accrues: no closing line to print.
  if (entries.at(-1)?.satisfiesJudgment) return rows;
  const stretches = closing.uniformPerDiem
    ? undefined
    : closingStretches(closing, terms, summary.principalBalance);
  const changes =
    !closing.uniformPerDiem && perDiemChangesWithin(closing, terms, summary.principalBalance);
  const closingRow: SpanRow = { span: closingText(closing, stretches, changes) };
  return [...rows, closingRow];
}
