import {
  type CalendarDate,
  civilFromDayNumber,
  dayNumberFromCivil,
  formatUsDate,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import type { RatePublication } from "./rate-table-types.ts";

// Papers a court reads cite the publisher's own publication of a rate: "the Federal Reserve's H.15
// release, week ending 07/12/2024", never the copy Owed read the figure from (docs/rate-tables.md).

/** The Friday that ends the week before the Monday-to-Sunday week `day` falls in. */
function fridayBeforeWeekOf(day: number): number {
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is 0 on Mondays.
  const monday = day - ((((day + 3) % 7) + 7) % 7);
  return monday - 3;
}

/** The last day on or before `day` that is `month`/`day` of a year. */
function yearlyStartOnOrBefore(day: number, month: number, dayOfMonth: number): number {
  const { year } = civilFromDayNumber(day);
  const thisYear = dayNumberFromCivil(year, month, dayOfMonth);
  return thisYear <= day ? thisYear : dayNumberFromCivil(year - 1, month, dayOfMonth);
}

/**
 * The publication a rate applying from `from` appeared in, e.g. "the Federal Reserve's H.15
 * release, week ending 07/12/2024" or "the Kansas Secretary of State's published judgment rate,
 * effective 07/01/2024". `until` (a yearly rate's next change, exclusive) names each yearly
 * publication in between, for a rate that stayed the same for several years.
 */
export function ratePublicationText(
  publication: RatePublication,
  from: CalendarDate,
  until?: CalendarDate,
): string {
  const start = toDayNumber(from);
  switch (publication.kind) {
    case "weekly":
      return `${publication.title}, week ending ${formatUsDate(fromDayNumber(fridayBeforeWeekOf(start)))}`;
    case "yearly": {
      const first = yearlyStartOnOrBefore(start, publication.month, publication.day);
      const dates = [first];
      if (until !== undefined) {
        const end = toDayNumber(until);
        for (let year = civilFromDayNumber(first).year + 1; ; year++) {
          const next = dayNumberFromCivil(year, publication.month, publication.day);
          if (next >= end) break;
          dates.push(next);
        }
      }
      const shown = dates.map((day) => formatUsDate(fromDayNumber(day)));
      const list =
        shown.length === 1
          ? shown[0]
          : `${shown.slice(0, -1).join(", ")}${shown.length > 2 ? "," : ""} and ${shown.at(-1)}`;
      return `${publication.title}, effective ${list}`;
    }
  }
}
