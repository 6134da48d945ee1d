import { type CalendarDate, formatUsDate, parseCalendarDate } from "../dates/calendar-date.ts";
import { parsePositiveAmount, parseRatePercent } from "../money/money.ts";
import { DomainError } from "./errors.ts";

/*
 * Form-friendly checks: `null` when the input is acceptable, else the same message the typed
 * error carries. A zod schema can wrap them (`.superRefine`) without the domain depending on zod.
 */

type Input = string | number | null | undefined;

function messageOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

function isEmpty(input: Input): input is null | undefined | "" {
  return (
    input === null || input === undefined || (typeof input === "string" && input.trim() === "")
  );
}

/** A user amount: a number above 0 with at most 2 decimals. */
export function amountInputError(input: Input, subject = "Amount"): string | null {
  if (isEmpty(input)) return `${subject} is required`;
  return messageOf(() => parsePositiveAmount(input, { subject }));
}

/** A rate in percent: 0 to 100 with at most 4 decimals. */
export function rateInputError(input: Input, subject = "Interest rate"): string | null {
  if (isEmpty(input)) return `${subject} is required`;
  return messageOf(() => parseRatePercent(input, { subject }));
}

/** A calendar date 'YYYY-MM-DD'. */
export function dateInputError(input: Input, subject = "Date"): string | null {
  if (isEmpty(input)) return `${subject} is required`;
  return messageOf(() => parseCalendarDate(input));
}

/**
 * A date that cannot have happened yet: judgments, payments and costs are recorded after the fact
 * (docs/decisions/006-beyond-the-spec.md). `today` is the user's today in their time zone.
 */
export function dateAfterTodayError(
  date: CalendarDate,
  today: CalendarDate,
  subject = "Date",
): string | null {
  return date > today ? `${subject} cannot be after today (${formatUsDate(today)})` : null;
}

/** An as-of date before the judgment would show a judgment that did not exist yet. */
export function dateBeforeJudgmentError(
  date: CalendarDate,
  judgmentDate: CalendarDate,
  subject = "End date",
): string | null {
  return date < judgmentDate
    ? `${subject} cannot be before the judgment date (${formatUsDate(judgmentDate)})`
    : null;
}
