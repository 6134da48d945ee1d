import { compareDates, formatUsDate, isCalendarDate } from "@owed/domain";

/**
 * The payoff (or renewal) date's problem, if any: required, a real date, not before the
 * judgment.
 */
export function payoffDateError(
  date: string,
  judgmentDate: string,
  what: "payoff" | "renewal" = "payoff",
): string | undefined {
  if (date.trim() === "") return `Choose a ${what} date.`;
  if (!isCalendarDate(date)) return "Enter a date like 03/01/2024.";
  if (compareDates(date, judgmentDate) < 0) {
    return `The ${what} date cannot be before the judgment date (${formatUsDate(judgmentDate)}).`;
  }
  return undefined;
}
