import type { GoodThrough } from "../contracts/payoff-letters.ts";
import { addDays, type CalendarDate } from "../dates/calendar-date.ts";

// The days of a payoff letter's "good through" table (docs/letters-and-plans.md, "The
// good-through table"): each day, or each seventh day, after the letter's payoff date. The figure
// on each line is the payoff route's for that day; this only says which days.

/** The table's dates: `from` + 1, + 2, ... (days) or + 7, + 14, ... (weeks), `count` of them. */
export function goodThroughDates(from: CalendarDate, goodThrough: GoodThrough): CalendarDate[] {
  const step = goodThrough.unit === "day" ? 1 : 7;
  return Array.from({ length: goodThrough.count }, (_, i) => addDays(from, step * (i + 1)));
}

/** The last day a letter names: its table's last line (the payoff date when it has none). */
export function lastLetterDate(from: CalendarDate, goodThrough: GoodThrough): CalendarDate {
  return goodThroughDates(from, goodThrough).at(-1) ?? from;
}
