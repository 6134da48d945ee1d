import {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  daysInMonth,
  formatUsDate,
  fromCivil,
  isCalendarDate,
  REMITTANCE_PERIOD_MAX_DAYS,
} from "@owed/domain";

// The report's period (docs/portfolio.md, "The remittance report"): a calendar month by default,
// the one before the user's today, or any from/to of at most 366 days.

export interface Period {
  from: CalendarDate;
  to: CalendarDate;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-10": the month a date falls in. */
export function monthOf(date: CalendarDate): string {
  return date.slice(0, 7);
}

/** The first to the last day of a "YYYY-MM" month. */
export function monthPeriod(month: string): Period {
  const year = Number(month.slice(0, 4));
  const number = Number(month.slice(5, 7));
  return {
    from: fromCivil(year, number, 1),
    to: fromCivil(year, number, daysInMonth(year, number)),
  };
}

/** The calendar month before `today`'s: the period a firm reports on at the start of a month. */
export function lastMonth(today: CalendarDate): Period {
  return monthPeriod(monthOf(addMonths(`${monthOf(today)}-01`, -1)));
}

/** "October 2026". */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ""} ${month.slice(0, 4)}`;
}

/** The "YYYY-MM" month the period is exactly, or null when it is not one whole month. */
export function wholeMonth(period: Period): string | null {
  const month = monthOf(period.from);
  const whole = monthPeriod(month);
  return whole.from === period.from && whole.to === period.to ? month : null;
}

/** The month picker's choices: the `count` months up to and including `today`'s, latest first. */
export function recentMonths(today: CalendarDate, count = 24): string[] {
  const first = `${monthOf(today)}-01`;
  return Array.from({ length: count }, (_, i) => monthOf(addMonths(first, -i)));
}

/** "October 2026" for a whole month, else "10/05/2026 to 11/04/2026". */
export function periodLabel(period: Period): string {
  const month = wholeMonth(period);
  return month ? monthLabel(month) : `${formatUsDate(period.from)} to ${formatUsDate(period.to)}`;
}

/** "in October 2026", "on 11/01/2026", "from 10/05/2026 to 11/04/2026": the period in a sentence. */
export function periodPhrase(period: Period): string {
  if (wholeMonth(period)) return `in ${periodLabel(period)}`;
  if (period.from === period.to) return `on ${formatUsDate(period.from)}`;
  return `from ${formatUsDate(period.from)} to ${formatUsDate(period.to)}`;
}

/**
 * Why a custom period cannot be asked for (the server would refuse it too), or null. Said here
 * so the user reads it beside the dates rather than after a round trip.
 */
export function periodProblem(from: string, to: string): string | null {
  if (!isCalendarDate(from)) return "Enter the period's first day.";
  if (!isCalendarDate(to)) return "Enter the period's last day.";
  if (to < from) return "The last day must be on or after the first day.";
  if (daysBetween(from, to) + 1 > REMITTANCE_PERIOD_MAX_DAYS) {
    return `A report covers at most ${REMITTANCE_PERIOD_MAX_DAYS} days.`;
  }
  return null;
}

/** The period the URL names, when both dates are readable and make a period; else null. */
export function periodFromSearch(from: string | null, to: string | null): Period | null {
  if (from === null || to === null) return null;
  return periodProblem(from, to) === null ? { from, to } : null;
}

/** The first day on which the period can be closed: the day after its last. */
export function closableFrom(period: Period): CalendarDate {
  return addDays(period.to, 1);
}
