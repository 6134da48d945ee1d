import {
  addDays,
  COURT_FORM_MAX_DAYS_AHEAD,
  formatUsd,
  GOOD_THROUGH_MAX,
  type GoodThroughUnit,
  parseMoneyInput,
  type payoffLetterPreviewRequest,
} from "@owed/domain";
import type { z } from "zod";

/** What the letter form holds as typed (the count as a number, NaN while empty). */
export type LetterFormValues = z.input<typeof payoffLetterPreviewRequest>;

/** A month of days: what a firm most often sends, well inside the table's 90-line limit. */
export const DEFAULT_GOOD_THROUGH = { unit: "day", count: 30 } as const;

export function defaultLetterValues(today: string): LetterFormValues {
  return { date: today, goodThrough: { ...DEFAULT_GOOD_THROUGH } };
}

/** The last payoff date a letter may have: the route's own bound (as court forms'), from today. */
export function latestLetterDate(today: string): string {
  return addDays(today, COURT_FORM_MAX_DAYS_AHEAD);
}

export const UNIT_LABELS: Record<GoodThroughUnit, { option: string; lines: string }> = {
  day: { option: "Days", lines: "days" },
  week: { option: "Weeks", lines: "weeks" },
};

/** "At most 90 days" / "At most 26 weeks": the hint under the count. */
export function countHint(unit: GoodThroughUnit): string {
  return `One line for each of the next 1 to ${GOOD_THROUGH_MAX[unit]} ${UNIT_LABELS[unit].lines} after the payoff date.`;
}

/**
 * A figure of the letter ("12345.67", "2.4428") as the letter prints it ("$12,345.67", "$2.4428"), through the domain's
 * one formatter after an exact parse; a figure that cannot be read shows as missing, never wrong.
 */
export function letterMoney(text: string): string {
  try {
    // The per diem comes with 4 decimals, as the letter's own sentence says it: kept, not rounded.
    const decimals = (text.split(".")[1]?.length ?? 0) > 2 ? 4 : 2;
    return formatUsd(parseMoneyInput(text, { maxDecimals: 4 }), { decimals });
  } catch {
    return "—";
  }
}
