import {
  type CalendarDate,
  type CivilDate,
  civilFromDayNumber,
  fromDayNumber,
  toDayNumber,
} from "../dates/calendar-date.ts";
import {
  assertRatePercent,
  assertUserAmount,
  type Money,
  type RatePercent,
} from "../money/money.ts";
import { InvalidCaseTermsError, InvalidRateScheduleError } from "./errors.ts";

/** `none` (default): simple interest. `annual`: unpaid interest joins principal each anniversary. */
export type Compounding = "none" | "annual";

/** `365` (default): every day is 1/365 of a year, leap years too. `actual`: 1/366 in leap years. */
export type DayCount = "365" | "actual";

/** A rate that applies to days from `from` (inclusive) until the next period starts. */
export interface RatePeriod {
  from: CalendarDate;
  ratePercent: RatePercent;
}

export type RateSchedule = readonly RatePeriod[];

/** What the engine needs to know about a case. Everything else (names, debtor) is not its job. */
export interface CaseTerms {
  judgmentAmount: Money;
  judgmentDate: CalendarDate;
  /**
   * One rate for the life of the judgment, or a schedule for variable-rate jurisdictions. A
   * schedule's first period must start on or before the judgment date; earlier periods are
   * allowed (a published table of rates can be entered as is).
   */
  rate: RatePercent | RateSchedule;
  compounding?: Compounding;
  dayCount?: DayCount;
}

/** Case terms checked once and turned into day numbers, ready for the engine. */
export interface PreparedTerms {
  readonly judgmentAmount: Money;
  readonly judgmentDate: CalendarDate;
  readonly judgmentDay: number;
  readonly judgmentCivil: CivilDate;
  readonly compounding: Compounding;
  readonly dayCount: DayCount;
  /** Day each rate takes effect, ascending; the first is the judgment day. */
  readonly rateDays: readonly number[];
  readonly rateValues: readonly RatePercent[];
  /** Canonical text of everything above: a snapshot is only valid for terms with the same key. */
  readonly key: string;
}

export function isRateSchedule(rate: CaseTerms["rate"]): rate is RateSchedule {
  return typeof rate !== "bigint";
}

function normaliseSchedule(
  rate: CaseTerms["rate"],
  judgmentDay: number,
): { days: number[]; values: RatePercent[] } {
  if (!isRateSchedule(rate)) {
    return {
      days: [judgmentDay],
      values: [assertRatePercent(rate, "Interest rate", "interestRate")],
    };
  }
  if (!Array.isArray(rate) || rate.length === 0) {
    throw new InvalidRateScheduleError("A rate schedule needs at least one rate.");
  }
  const days: number[] = [];
  const values: RatePercent[] = [];
  let previous = Number.NEGATIVE_INFINITY;
  for (const period of rate) {
    const day = toDayNumber(period.from, "rateSchedule");
    const value = assertRatePercent(period.ratePercent, "Interest rate", "rateSchedule");
    if (day <= previous) {
      throw new InvalidRateScheduleError("Rate periods must be in date order, one per date.");
    }
    previous = day;
    // Only the period in force on the judgment date and later ones matter; equal neighbours
    // merge, so two schedules that produce the same interest get the same key.
    if (day <= judgmentDay) {
      days.length = 0;
      values.length = 0;
      days.push(judgmentDay);
      values.push(value);
    } else if (values.at(-1) !== value) {
      days.push(day);
      values.push(value);
    }
  }
  if (days[0] !== judgmentDay) {
    throw new InvalidRateScheduleError(
      "The first rate in the schedule must start on or before the judgment date.",
    );
  }
  return { days, values };
}

/** Validates case terms and prepares them for the engine. Throws typed errors. */
export function prepareTerms(terms: CaseTerms): PreparedTerms {
  const judgmentAmount = assertUserAmount(
    terms.judgmentAmount,
    "Judgment amount",
    "judgmentAmount",
  );
  const judgmentDay = toDayNumber(terms.judgmentDate, "judgmentDate");
  const compounding = terms.compounding ?? "none";
  const dayCount = terms.dayCount ?? "365";
  if (compounding !== "none" && compounding !== "annual") {
    throw new InvalidCaseTermsError('Compounding must be "none" or "annual"', "compounding");
  }
  if (dayCount !== "365" && dayCount !== "actual") {
    throw new InvalidCaseTermsError('Day count must be "365" or "actual"', "dayCount");
  }
  const { days, values } = normaliseSchedule(terms.rate, judgmentDay);
  // toDayNumber accepts only canonical 'YYYY-MM-DD', so the text can be used as is.
  const judgmentDate = terms.judgmentDate;
  const rates =
    days.length === 1
      ? `${judgmentDate}=${values[0]}`
      : days.map((day, i) => `${fromDayNumber(day)}=${values[i]}`).join(",");
  return {
    judgmentAmount,
    judgmentDate,
    judgmentDay,
    judgmentCivil: civilFromDayNumber(judgmentDay),
    compounding,
    dayCount,
    rateDays: days,
    rateValues: values,
    key: `v1|${judgmentAmount}|${judgmentDate}|${compounding}|${dayCount}|${rates}`,
  };
}
