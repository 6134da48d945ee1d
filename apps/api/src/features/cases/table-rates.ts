import {
  type CalendarDate,
  compareDates,
  rateCoverageEnds,
  rateGapMessage,
  shippedRateTable,
} from "@owed/domain";
import type { CaseRow, StoredRatePeriod } from "../../db/schema/index.ts";

// A case whose rate schedule comes from a table that resets each period (Kansas): where that table
// ended when the rates were taken, the periods the user entered after it, and whether the case's
// dates run past every rate it has (docs/rate-tables.md, "When a table ends"). Read from the case's
// own columns, so the list, the case page and the statements say the same without a table read.

export interface CaseTableRates {
  /** The last day the table covered when the case's rates were taken; null when not applicable. */
  tableEnd: CalendarDate | null;
  /** The schedule's periods after `tableEnd`: entered by the user, not from the table. */
  userPeriods: StoredRatePeriod[];
  /** The last day any rate covers, when the case's date passes it; null when covered. */
  uncoveredAfter: CalendarDate | null;
}

const NONE: CaseTableRates = { tableEnd: null, userPeriods: [], uncoveredAfter: null };

type RateColumns = Pick<
  CaseRow,
  "rateTable" | "rateSources" | "rateSchedule" | "isEnded" | "endedOn"
>;

/** The table's end as the case's stored rows say it; null for a table that never ended. */
export function storedTableEnd(row: Pick<CaseRow, "rateSources">): CalendarDate | null {
  const sources = row.rateSources ?? [];
  return sources.length > 0 ? (sources[sources.length - 1]?.to ?? null) : null;
}

/**
 * The day after which a case's schedule periods are the user's: the end of the resetting table its
 * rates came from, as its stored rows say. Null when the case's rate is not from such a table, or
 * the table never ended.
 */
export function userRatesAfter(
  row: Pick<CaseRow, "rateTable" | "rateSources">,
): CalendarDate | null {
  const table = row.rateTable ? shippedRateTable(row.rateTable) : undefined;
  if (table?.application !== "reset-on-change") return null;
  return storedTableEnd(row);
}

/** `through`: the date the figures are for (today, or a statement's date). */
export function caseTableRates(row: RateColumns, through: CalendarDate): CaseTableRates {
  const table = row.rateTable ? shippedRateTable(row.rateTable) : undefined;
  const tableEnd = userRatesAfter(row);
  if (!table || tableEnd === null) return NONE;
  const userPeriods = (row.rateSchedule ?? []).filter((p) => compareDates(p.from, tableEnd) > 0);
  // A judgment paid in full earns nothing after that day: no rate is missing after it.
  const until =
    row.isEnded && row.endedOn && compareDates(row.endedOn, through) < 0 ? row.endedOn : through;
  const uncoveredAfter = rateCoverageEnds({
    tableEnd,
    frequency: table.frequency,
    userPeriods,
    through: until,
  });
  return { tableEnd, userPeriods, uncoveredAfter };
}

/** The warning the case page, its list row and its statements show; null when none is due. */
export function rateWarningOf(row: RateColumns, through: CalendarDate): string | null {
  const { uncoveredAfter } = caseTableRates(row, through);
  return uncoveredAfter ? rateGapMessage(uncoveredAfter) : null;
}
