import type { CalendarDate } from "../dates/calendar-date.ts";

/**
 * Dated rate tables: the rates a publisher (the Federal Reserve for federal courts, a state court
 * administrator, a state treasurer...) set for post-judgment interest, by date range. A case in a
 * table jurisdiction gets its rate, or its rate schedule, from here instead of from the user's
 * memory (docs/jurisdiction-methods.md).
 */

/** How often the publisher sets a new rate. */
export type RateTableFrequency = "weekly" | "monthly" | "quarterly" | "semi-annual" | "annual";

/**
 * How a table applies to a judgment.
 * - `fixed-at-judgment`: the rate in force on the judgment date (for federal courts: set by the
 *   week before it) applies for the life of the judgment.
 * - `reset-on-change`: an unpaid judgment's rate follows the table; each change applies from its
 *   date, so the case gets a rate schedule built from the table.
 */
export type RateTableApplication = "fixed-at-judgment" | "reset-on-change";

export interface RateTableRow {
  /** First day (inclusive) of the judgments or days this rate applies to. */
  from: CalendarDate;
  /** Last day (inclusive); the last row of a table may be open-ended (null). */
  to: CalendarDate | null;
  /** Decimal percent text with at most 4 decimals, e.g. "4.25". */
  ratePercent: string;
  /** The publication the rate was read from: title, and its address when it has one. */
  source: string;
  /** YYYY-MM-DD: the day the row was read from that publication. */
  read: CalendarDate;
}

/**
 * The publisher's own publication of a rate, as papers a court reads cite it (where Owed read the
 * figure, if not there, is each row's `source`, shown on the rate-table page only).
 * - `weekly`: a weekly release; a date's rate is the one for the week ending the Friday before
 *   the Monday-to-Sunday week the date falls in ("…, week ending 07/12/2024").
 * - `yearly`: a rate posted once a year, effective from `month`/`day` ("…, effective 07/01/2024").
 */
export type RatePublication =
  | { readonly kind: "weekly"; readonly title: string }
  | {
      readonly kind: "yearly";
      readonly title: string;
      readonly month: number;
      readonly day: number;
    };

export interface RateTable {
  /** The jurisdiction code the table belongs to ("US" for federal courts, USPS codes otherwise). */
  jurisdiction: string;
  /** Who publishes the rate and under what rule, in one line. */
  publisher: string;
  /** The publication a court is pointed to for a row's rate. */
  publication: RatePublication;
  /** The statute or rule that ties the rate to the publication. */
  citation: string;
  frequency: RateTableFrequency;
  application: RateTableApplication;
  /** For `fixed-at-judgment`: how the judgment date picks its row, in words for statements. */
  selection: string;
  /** Rows in date order, contiguous: no gaps, no overlaps. */
  rows: readonly RateTableRow[];
}
