import { DomainError } from "../interest/domain-error.ts";

/**
 * A calendar date as the court writes it: 'YYYY-MM-DD', with no time and no time zone.
 *
 * Judgments, payments and payoff dates are days, not instants. Turning them into `Date` objects
 * invites off-by-one errors around midnight and daylight-saving changes, so all arithmetic here is
 * done on "day numbers": whole days since 1970-01-01 in the proleptic Gregorian calendar.
 */
export type CalendarDate = string;

/** Shown wherever a date is missing, so an empty date still reads as a date field. */
export const EMPTY_DATE_DISPLAY = "--/--/----";

export class InvalidDateError extends DomainError {
  readonly input: unknown;
  constructor(input: unknown, field?: string, message?: string) {
    super(
      "invalid_date",
      message ?? `"${String(input)}" is not a valid date (expected YYYY-MM-DD).`,
      field,
    );
    this.input = input;
  }
}

export class InvalidTimeZoneError extends DomainError {
  constructor(timeZone: string) {
    super("invalid_time_zone", `"${timeZone}" is not a known time zone.`, "timeZone");
  }
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return MONTH_DAYS[month - 1] ?? Number.NaN;
}

// Howard Hinnant's days_from_civil / civil_from_days: exact integer arithmetic, no Date object.
export function dayNumberFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDayNumber(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The calendar year a day number falls in. */
export function yearOfDayNumber(dayNumber: number): number {
  return civilFromDayNumber(dayNumber).year;
}

const CHAR_0 = 48;

function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let i = start; i < start + count; i++) {
    const d = text.charCodeAt(i) - CHAR_0;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * Day number of a 'YYYY-MM-DD' date, or `undefined` when the text is not a real calendar date.
 * Hand-rolled instead of a regular expression because the ledger parses every transaction date.
 */
export function tryDayNumber(date: unknown): number | undefined {
  if (typeof date !== "string" || date.length !== 10) return undefined;
  if (date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return undefined;
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, 5, 2);
  const day = digitsAt(date, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  return dayNumberFromCivil(year, month, day);
}

/** Day number of a calendar date; refuses anything that is not a real 'YYYY-MM-DD' date. */
export function toDayNumber(date: CalendarDate, field?: string): number {
  const n = tryDayNumber(date);
  if (n === undefined) throw new InvalidDateError(date, field);
  return n;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

export function fromCivil(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const { year, month, day } = civilFromDayNumber(dayNumber);
  return fromCivil(year, month, day);
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return tryDayNumber(value) !== undefined;
}

/** Accepts a 'YYYY-MM-DD' date (surrounding spaces ignored) and returns it normalised. */
export function parseCalendarDate(input: unknown, field?: string): CalendarDate {
  const text = typeof input === "string" ? input.trim() : input;
  if (!isCalendarDate(text)) throw new InvalidDateError(input, field);
  return text;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * `months` calendar months after `date` (before it when negative), on the same day of the month,
 * or that month's last day when it has no such day (January 31 + 1 month = February 28 or 29).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = civilFromDayNumber(toDayNumber(date));
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return fromDayNumber(dayNumberFromCivil(y, m, Math.min(day, daysInMonth(y, m))));
}

/** `to − from` in calendar days; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toDayNumber(a) - toDayNumber(b);
}

/**
 * Day number of the `years`-th anniversary of a date. A February 29 date has its anniversary on
 * February 28 in years without a February 29, so that a full year has always passed and the
 * anniversary never slips into March.
 */
export function anniversaryDayNumber(civil: CivilDate, years: number): number {
  const year = civil.year + years;
  return dayNumberFromCivil(year, civil.month, Math.min(civil.day, daysInMonth(year, civil.month)));
}

export function anniversaryOf(date: CalendarDate, years: number): CalendarDate {
  const civil = civilFromDayNumber(toDayNumber(date));
  return fromDayNumber(anniversaryDayNumber(civil, years));
}

/** en-US display, 'MM/DD/YYYY'; '--/--/----' when there is no date. */
export function formatUsDate(date: CalendarDate | null | undefined): string {
  if (date === null || date === undefined || date === "") return EMPTY_DATE_DISPLAY;
  const { year, month, day } = civilFromDayNumber(toDayNumber(date));
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
}

/**
 * "01/15/2025, 7:00 AM EST": an instant (ISO 8601, as the API sends it) in the user's time zone,
 * for when a change was made (docs/history.md). An unknown zone falls back to UTC rather than
 * failing a whole timeline; text that is not an instant is returned as it is.
 */
export function formatInstantUs(at: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return at;
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(instant);
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        calendar: "gregory",
        numberingSystem: "latn",
      });
    } catch {
      throw new InvalidTimeZoneError(timeZone);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * "Today" as a calendar date in the user's IANA time zone, never the server's
 * (docs/decisions/003-money.md). `now` is injectable so that tests and payoff statements can pin
 * the instant.
 */
export function todayInTimeZone(timeZone = "UTC", now: Date = new Date()): CalendarDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todays.get(timeZone);
  if (known?.minute === minute) return known.date;
  const date = dateIn(timeZone, now);
  // Every polled request asks for today. Where the whole minute has one date (everywhere since
  // 1972, when the last offset with seconds went), the answer serves the rest of that minute.
  const start = new Date(minute * 60_000);
  const end = new Date(minute * 60_000 + 59_999);
  if (dateIn(timeZone, start) === date && dateIn(timeZone, end) === date) {
    todays.set(timeZone, { minute, date });
  }
  return date;
}

// One entry per time zone asked for (IANA names only: others throw before they get here).
const todays = new Map<string, { minute: number; date: CalendarDate }>();

function dateIn(timeZone: string, instant: Date): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return fromCivil(part("year"), part("month"), part("day"));
}
