import {
  addDays,
  addMonths,
  type CalendarDate,
  compareDates,
  formatUsDate,
} from "../dates/calendar-date.ts";
import type { RatePeriod } from "../interest/terms.ts";
import { formatRatePercent, type RatePercent } from "../money/money.ts";
import { rateForJudgment } from "./rate-table-lookup.ts";
import type { RateTable, RateTableFrequency, RateTableRow } from "./rate-table-types.ts";

/**
 * A table that ends, and the rates a user adds after its end (docs/rate-tables.md, "When a table
 * ends"): the periods the table has are checked against it; the periods after its last row are
 * the user's, kept and cited as the user's; and a case whose dates pass what any rate covers is
 * told so instead of running on at the table's last rate.
 */

/** The last day a table's rows cover, or null when its last row is open-ended (it never ends). */
export function rateTableEnd(table: Pick<RateTable, "rows">): CalendarDate | null {
  const last = table.rows[table.rows.length - 1];
  return last ? last.to : null;
}

/** One thing wrong with a case's rate against its table, on the form field it is about. */
export interface TableRateProblem {
  /** "interestRate", "rateSchedule" or a row's own field, like "rateSchedule.2.ratePercent". */
  field: string;
  message: string;
}

export type TableRateCheck =
  | {
      ok: true;
      /** The table rows the rate was taken from, for statements to cite. */
      rows: RateTableRow[];
      /** The user's periods after the table's end (empty when there are none). */
      userPeriods: RatePeriod[];
    }
  | { ok: false; problems: TableRateProblem[] };

/** A period as the case holds it, with its row in the form (-1: the single interest rate). */
interface InForce {
  from: CalendarDate;
  ratePercent: RatePercent;
  index: number;
}

/** The periods that apply from the judgment date on, the first moved to the judgment date. */
function inForceFrom(
  judgmentDate: CalendarDate,
  rate: RatePercent | readonly RatePeriod[],
): InForce[] {
  if (typeof rate === "bigint") return [{ from: judgmentDate, ratePercent: rate, index: -1 }];
  const periods: InForce[] = [];
  rate.forEach((period, index) => {
    if (compareDates(period.from, judgmentDate) <= 0) periods.length = 0;
    periods.push({
      from: compareDates(period.from, judgmentDate) < 0 ? judgmentDate : period.from,
      ratePercent: period.ratePercent,
      index,
    });
  });
  return periods;
}

function rateOn<T extends { from: CalendarDate; ratePercent: RatePercent }>(
  periods: readonly T[],
  date: CalendarDate,
): T | undefined {
  return periods.filter((p) => compareDates(p.from, date) <= 0).at(-1);
}

const rateField = (index: number) =>
  index < 0 ? "interestRate" : `rateSchedule.${index}.ratePercent`;

/**
 * Checks a case's rate (one rate, or a schedule whose first period starts by the judgment date)
 * against the table it says it came from. A `fixed-at-judgment` table gives one rate for life. A
 * `reset-on-change` table gives a rate on every day up to its last row's end: each of those days
 * must carry the table's rate; the periods after that end are the user's and are not checked
 * against it. Every problem is worded with dates as the product shows them and names its field.
 * Throws RateTableDateError when the table has no row for the judgment date.
 */
export function checkRateAgainstTable(
  table: RateTable,
  judgmentDate: CalendarDate,
  rate: RatePercent | readonly RatePeriod[],
): TableRateCheck {
  const picked = rateForJudgment(table, judgmentDate);
  const periods = inForceFrom(judgmentDate, rate);
  const problems: TableRateProblem[] = [];
  const name = `the ${table.jurisdiction} rate table`;
  if (!picked.schedule) {
    for (const period of periods) {
      if (period.ratePercent === picked.rate) continue;
      problems.push({
        field: rateField(period.index),
        message: `Interest rate does not match ${name} for ${formatUsDate(judgmentDate)} (${formatRatePercent(picked.rate)}).`,
      });
    }
    return problems.length > 0
      ? { ok: false, problems }
      : { ok: true, rows: picked.rows, userPeriods: [] };
  }
  const end = rateTableEnd(table);
  const covered = (date: CalendarDate) => end === null || compareDates(date, end) <= 0;
  const tablePeriods = picked.schedule;
  for (const period of periods) {
    if (!covered(period.from)) continue;
    const wanted = rateOn(tablePeriods, period.from);
    if (!wanted || wanted.ratePercent === period.ratePercent) continue;
    problems.push({
      field: rateField(period.index),
      message: `${capitalise(name)} gives ${formatRatePercent(wanted.ratePercent)} on ${formatUsDate(period.from)}, not ${formatRatePercent(period.ratePercent)}.`,
    });
  }
  for (const change of tablePeriods.slice(1)) {
    const held = rateOn(periods, change.from);
    if (!held || held.ratePercent === change.ratePercent) continue;
    // Said once, where a row is missing: a row with a wrong rate already has its own message.
    if (compareDates(held.from, change.from) === 0) continue;
    problems.push({
      field: held.index < 0 ? "interestRate" : "rateSchedule",
      message: `${capitalise(name)} changes to ${formatRatePercent(change.ratePercent)} on ${formatUsDate(change.from)}: add a rate period from ${formatUsDate(change.from)}.`,
    });
  }
  if (problems.length > 0) return { ok: false, problems };
  const userPeriods = periods
    .filter((p) => !covered(p.from))
    .map((p) => ({ from: p.from, ratePercent: p.ratePercent }));
  return { ok: true, rows: picked.rows, userPeriods };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first day after the period a rate published on `from` covers, by the table's frequency. */
function nextPublication(from: CalendarDate, frequency: RateTableFrequency): CalendarDate {
  switch (frequency) {
    case "weekly":
      return addDays(from, 7);
    case "monthly":
      return addMonths(from, 1);
    case "quarterly":
      return addMonths(from, 3);
    case "semi-annual":
      return addMonths(from, 6);
    default:
      return addMonths(from, 12);
  }
}

/**
 * The last day a case's rates cover, when `through` (the payoff date) passes it; null when every
 * day up to `through` has a rate. The table covers up to `tableEnd`; each period the user added
 * after it covers one publication period (a year for a yearly table), and only while they follow
 * on without a gap. A `tableEnd` of null is a table that never ends.
 */
export function rateCoverageEnds(args: {
  tableEnd: CalendarDate | null;
  frequency: RateTableFrequency;
  userPeriods: readonly { from: CalendarDate }[];
  through: CalendarDate;
}): CalendarDate | null {
  if (args.tableEnd === null) return null;
  let covered = args.tableEnd;
  const sorted = [...args.userPeriods].sort((a, b) => compareDates(a.from, b.from));
  for (const period of sorted) {
    if (compareDates(period.from, addDays(covered, 1)) > 0) break;
    const until = addDays(nextPublication(period.from, args.frequency), -1);
    if (compareDates(until, covered) > 0) covered = until;
  }
  return compareDates(args.through, covered) > 0 ? covered : null;
}

/** What a case, its list row and its statement say while its rates stop short of the payoff date. */
export function rateGapMessage(coveredUntil: CalendarDate): string {
  return `Rate after ${formatUsDate(coveredUntil)} not in the table: add it.`;
}
