import {
  addDays,
  type CalendarDate,
  compareDates,
  isCalendarDate,
} from "../dates/calendar-date.ts";
import { DomainError } from "../interest/domain-error.ts";
import type { RatePeriod } from "../interest/terms.ts";
import {
  InvalidRateError,
  parseRatePercent,
  type RatePercent,
  rateMessage,
} from "../money/money.ts";
import type { RateTable, RateTableRow } from "./rate-table-types.ts";

/**
 * Reading a dated rate table: checking rows before they are shipped or imported, and finding the
 * rate (or the rate schedule) a judgment gets from it (docs/rate-tables.md).
 */

/** One thing wrong with a table's rows, at the row's line (1-based, or the caller's file line). */
export interface RateTableProblem {
  line: number;
  message: string;
}

/** Rows as they come in: from a file or a form, not yet known to be valid. */
export interface RateTableRowInput {
  from: string;
  to: string | null;
  ratePercent: string;
  source: string;
  read: string;
}

export interface ValidateRateTableOptions {
  /** The line each row came from (e.g. its line in a CSV file); defaults to row index + 1. */
  lines?: readonly number[];
}

/**
 * Every problem with a table's rows, in order: bad dates or rates, a missing source, an
 * open-ended row that is not the last, rows out of order, overlapping or leaving a gap. Empty
 * when the rows make a valid table: sorted by `from`, each row starting the day after the
 * previous one ends.
 */
export function validateRateTableRows(
  rows: readonly RateTableRowInput[],
  options: ValidateRateTableOptions = {},
): RateTableProblem[] {
  const lineOf = (index: number) => options.lines?.[index] ?? index + 1;
  if (rows.length === 0) return [{ line: 0, message: "The table has no rows." }];
  const problems: RateTableProblem[] = [];
  const add = (index: number, message: string) =>
    problems.push({ line: lineOf(index), message: `Line ${lineOf(index)}: ${message}` });
  // The last row whose dates were valid: order, overlaps and gaps are checked against it.
  let previous: { from: CalendarDate; to: CalendarDate | null } | undefined;
  rows.forEach((row, index) => {
    const fromValid = isCalendarDate(row.from);
    const toValid = row.to === null || isCalendarDate(row.to);
    if (!fromValid) add(index, `"${row.from}" is not a valid start date (expected YYYY-MM-DD).`);
    if (!toValid) add(index, `"${row.to}" is not a valid end date (expected YYYY-MM-DD).`);
    if (row.to === null && index !== rows.length - 1) {
      add(index, "only the last row may be open-ended (this row has no end date).");
    }
    try {
      parseRatePercent(row.ratePercent);
    } catch (error) {
      if (!(error instanceof InvalidRateError)) throw error;
      add(index, `${rateMessage(error.problem, `the rate "${row.ratePercent}"`)}.`);
    }
    if (row.source.trim() === "") add(index, "the source is missing.");
    if (!isCalendarDate(row.read)) {
      add(index, `"${row.read}" is not a valid read date (expected YYYY-MM-DD).`);
    }
    if (!fromValid || !toValid) return;
    if (row.to !== null && compareDates(row.to, row.from) < 0) {
      add(index, `the period ends (${row.to}) before it starts (${row.from}).`);
      return;
    }
    if (previous) {
      if (compareDates(row.from, previous.from) <= 0) {
        add(
          index,
          compareDates(row.from, previous.from) === 0
            ? `rate periods overlap (${row.from} is already in the period starting ${previous.from}).`
            : `rows are not in date order (${row.from} comes after ${previous.from}).`,
        );
        return;
      }
      if (previous.to === null || compareDates(row.from, previous.to) <= 0) {
        add(
          index,
          `rate periods overlap (${row.from} is already in the period starting ${previous.from}).`,
        );
      } else {
        const expected = addDays(previous.to, 1);
        if (compareDates(row.from, expected) > 0) {
          add(
            index,
            `there is a gap before this row (no rate for ${expected} to ${addDays(row.from, -1)}).`,
          );
        }
      }
    }
    previous = { from: row.from, to: row.to };
  });
  return problems;
}

/** A date the table has no row for: before its first row or after its last. */
export class RateTableDateError extends DomainError {
  readonly jurisdiction: string;
  readonly date: CalendarDate;
  constructor(table: RateTable, date: CalendarDate, field = "judgmentDate") {
    super("invalid_case_terms", rateTableDateMessage(table, date), field);
    this.jurisdiction = table.jurisdiction;
    this.date = date;
  }
}

function rateTableDateMessage(table: RateTable, date: CalendarDate): string {
  const first = table.rows[0];
  const last = table.rows[table.rows.length - 1];
  const name = `The ${table.jurisdiction} rate table`;
  if (!first || !last) return `${name} has no rows.`;
  if (compareDates(date, first.from) < 0) {
    return `${name} has no rate for ${date}; it starts ${first.from}.`;
  }
  return `${name} has no rate for ${date}; it ends ${last.to ?? last.from}. Import newer rates with rates:import.`;
}

/** The row whose range contains `date`, or undefined. Rows are sorted, so this is a binary search. */
export function rateTableRowOn(table: RateTable, date: CalendarDate): RateTableRow | undefined {
  return table.rows[rowIndexOn(table, date)];
}

function rowIndexOn(table: RateTable, date: CalendarDate): number {
  let low = 0;
  let high = table.rows.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const row = table.rows[middle] as RateTableRow;
    if (compareDates(date, row.from) < 0) high = middle - 1;
    else if (row.to !== null && compareDates(date, row.to) > 0) low = middle + 1;
    else return middle;
  }
  return -1;
}

export interface RateFromTable {
  /** The rate in force on the judgment date. */
  rate: RatePercent;
  /** For `reset-on-change` tables: the rates from the judgment date on; null when fixed. */
  schedule: RatePeriod[] | null;
  /** The table rows used, for statements to cite (publication and read date). */
  rows: RateTableRow[];
}

/**
 * The rate a judgment entered on `judgmentDate` gets from a table. `fixed-at-judgment`: the row
 * in force that day, for the life of the judgment. `reset-on-change`: a schedule starting on the
 * judgment date with that row's rate, then each later row's rate from its own `from` date, up to
 * `asOf` when given (rows starting after it are left out). Consecutive rows with the same rate
 * make one period; `rows` still lists every row used. Throws RateTableDateError when the table
 * has no row for the judgment date.
 */
export function rateForJudgment(
  table: RateTable,
  judgmentDate: CalendarDate,
  asOf?: CalendarDate,
): RateFromTable {
  const index = rowIndexOn(table, judgmentDate);
  const row = table.rows[index];
  if (!row) throw new RateTableDateError(table, judgmentDate);
  const rate = parseRatePercent(row.ratePercent);
  if (table.application === "fixed-at-judgment") return { rate, schedule: null, rows: [row] };
  const rows: RateTableRow[] = [row];
  const schedule: RatePeriod[] = [{ from: judgmentDate, ratePercent: rate }];
  for (const later of table.rows.slice(index + 1)) {
    if (asOf !== undefined && compareDates(later.from, asOf) > 0) break;
    rows.push(later);
    const ratePercent = parseRatePercent(later.ratePercent);
    if (schedule[schedule.length - 1]?.ratePercent !== ratePercent) {
      schedule.push({ from: later.from, ratePercent });
    }
  }
  return { rate, schedule, rows };
}
