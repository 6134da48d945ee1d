import { REMITTANCE_PERIOD_MAX_DAYS } from "../contracts/remittance.ts";
import {
  addDays,
  type CalendarDate,
  civilFromDayNumber,
  compareDates,
  daysBetween,
  fromCivil,
  isCalendarDate,
  toDayNumber,
} from "../dates/calendar-date.ts";
import type { RemittancePeriod } from "./remittance.ts";

// The period a remittance report covers (docs/portfolio.md, "The remittance report"): the
// `from` and `to` the user asked for, or by default the calendar month before their today.

/** The calendar month before `today`: 2026-11-26 -> 2026-10-01 to 2026-10-31. */
export function previousMonth(today: CalendarDate): RemittancePeriod {
  const civil = civilFromDayNumber(toDayNumber(today));
  const firstOfThisMonth = fromCivil(civil.year, civil.month, 1);
  const to = addDays(firstOfThisMonth, -1);
  const last = civilFromDayNumber(toDayNumber(to));
  return { from: fromCivil(last.year, last.month, 1), to };
}

/** A period the user asked for, or the sentence that says why it is not one. */
export function remittancePeriodOf(
  from: string | undefined,
  to: string | undefined,
  today: CalendarDate,
): { period: RemittancePeriod } | { refusal: string; field: "from" | "to" } {
  const given = (value: string | undefined) => (value ?? "").trim();
  const f = given(from);
  const t = given(to);
  if (f === "" && t === "") return { period: previousMonth(today) };
  if (f === "") return { refusal: "Choose the period's first day (from).", field: "from" };
  if (t === "") return { refusal: "Choose the period's last day (to).", field: "to" };
  if (!isCalendarDate(f)) {
    return { refusal: "The period's first day must be a date like 2026-10-01.", field: "from" };
  }
  if (!isCalendarDate(t)) {
    return { refusal: "The period's last day must be a date like 2026-10-31.", field: "to" };
  }
  if (compareDates(f, t) > 0) {
    return { refusal: "The period's last day cannot be before its first day.", field: "to" };
  }
  if (daysBetween(f, t) + 1 > REMITTANCE_PERIOD_MAX_DAYS) {
    return {
      refusal: `A remittance period is at most ${REMITTANCE_PERIOD_MAX_DAYS} days.`,
      field: "to",
    };
  }
  return { period: { from: f, to: t } };
}

/** Two periods share at least one day. */
export function periodsOverlap(a: RemittancePeriod, b: RemittancePeriod): boolean {
  return compareDates(a.from, b.to) <= 0 && compareDates(b.from, a.to) <= 0;
}
