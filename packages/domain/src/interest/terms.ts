import {
  type CalendarDate,
  type CivilDate,
  civilFromDayNumber,
  formatUsDate,
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

/**
 * How time is counted (docs/interest-method.md, "Day count").
 * - `365` (default): every calendar day is 1/365 of a year, leap years too.
 * - `actual`: 1/366 in leap years.
 * - `360`: every calendar day is 1/360 of a year (banker's year, as some contracts and courts use).
 * - `30-360`: days are counted on a calendar of twelve 30-day months (the 31st counts as the
 *   30th), each 1/360 of a year.
 * - `months`: whole months from the start of the count at 1/12 of a year's interest each, then
 *   the odd days at 1/365 each.
 * - `bank-year`: whole years at a full year's interest, then the odd days at 1/360 each (at most
 *   360: the last days of a 365-day year earn nothing).
 * A count of months or years starts again at each transaction, compounding and rate change.
 */
export type DayCount = "365" | "actual" | "360" | "30-360" | "months" | "bank-year";

/**
 * How one day's interest (the per diem) is rounded before it is multiplied by a number of days.
 * - `floor-4` (default, the method since the first version): down to $0.0001.
 * - `half-up-cents`: to whole cents, half a cent up, as court self-help worksheets do.
 * - `exact`: not rounded; interest is carried as an exact fraction and only the figures shown
 *   are rounded, as clerks computing federal interest do.
 */
export type PerDiemRounding = "floor-4" | "half-up-cents" | "exact";

/**
 * Where a cost goes.
 * - `principal` (default): it joins the principal balance and bears interest with it.
 * - `separate-bearing`: it is kept as its own balance and bears interest at the case's rate.
 * - `separate-non-bearing`: it is kept as its own balance and bears no interest.
 */
export type CostTreatment = "principal" | "separate-bearing" | "separate-non-bearing";

/**
 * The order a payment is credited in.
 * - `interest-principal` (default, the United States Rule): accrued interest, then principal, then
 *   a separate cost balance if there is one.
 * - `costs-interest-principal`: a separate cost balance first, then interest, then principal (it
 *   needs costs kept as their own balance).
 * - `merchants-rule` (the Merchants' Rule): the debt and each payment earn interest to the
 *   settlement date and the balance is the difference; with simple interest that is each payment
 *   reducing principal first, then interest, then a separate cost balance.
 */
export type CreditingOrder = "interest-principal" | "costs-interest-principal" | "merchants-rule";

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
  perDiemRounding?: PerDiemRounding;
  costTreatment?: CostTreatment;
  creditingOrder?: CreditingOrder;
  /**
   * The day interest starts running from (verdict, service, filing) when a jurisdiction runs it
   * from a day before the judgment; absent or null means the judgment date. Never after it.
   */
  interestFrom?: CalendarDate | null;
  /** The part of the judgment amount that bears no interest (whole cents, 0 to the amount). */
  nonInterestBearing?: Money;
}

/** Case terms checked once and turned into day numbers, ready for the engine. */
export interface PreparedTerms {
  readonly judgmentAmount: Money;
  readonly judgmentDate: CalendarDate;
  readonly judgmentDay: number;
  readonly judgmentCivil: CivilDate;
  readonly compounding: Compounding;
  readonly dayCount: DayCount;
  readonly perDiemRounding: PerDiemRounding;
  readonly costTreatment: CostTreatment;
  readonly creditingOrder: CreditingOrder;
  /** Day interest starts from: the judgment day unless `interestFrom` set an earlier one. */
  readonly interestFromDay: number;
  readonly nonInterestBearing: Money;
  /** Day each rate takes effect, ascending; the first is the interest start day. */
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
  startName = "judgment date",
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
  for (const [index, period] of rate.entries()) {
    const day = toDayNumber(period.from, `rateSchedule.${index}.from`);
    const value = assertRatePercent(
      period.ratePercent,
      "Interest rate",
      `rateSchedule.${index}.ratePercent`,
    );
    // On the row that breaks the order, with the date it must come after.
    if (day <= previous) {
      throw new InvalidRateScheduleError(
        `Rate periods must be in date order, one per date: this one must start after ${formatUsDate(fromDayNumber(previous))}.`,
        `rateSchedule.${index}.from`,
      );
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
      `The first rate in the schedule must start on or before the ${startName} (${formatUsDate(fromDayNumber(judgmentDay))}).`,
      "rateSchedule.0.from",
    );
  }
  return { days, values };
}

const PER_DIEM_ROUNDINGS: readonly PerDiemRounding[] = ["floor-4", "half-up-cents", "exact"];
const COST_TREATMENTS: readonly CostTreatment[] = [
  "principal",
  "separate-bearing",
  "separate-non-bearing",
];
const CREDITING_ORDERS: readonly CreditingOrder[] = [
  "interest-principal",
  "costs-interest-principal",
  "merchants-rule",
];
const DAY_COUNTS: readonly DayCount[] = ["365", "actual", "360", "30-360", "months", "bank-year"];

/** The method options beyond rate, compounding and day count, checked; defaults filled in. */
function prepareMethod(terms: CaseTerms, judgmentAmount: Money, judgmentDay: number) {
  const perDiemRounding = terms.perDiemRounding ?? "floor-4";
  const costTreatment = terms.costTreatment ?? "principal";
  const creditingOrder = terms.creditingOrder ?? "interest-principal";
  if (!PER_DIEM_ROUNDINGS.includes(perDiemRounding)) {
    throw new InvalidCaseTermsError(
      'Per-diem rounding must be "floor-4", "half-up-cents" or "exact"',
      "perDiemRounding",
    );
  }
  if (!COST_TREATMENTS.includes(costTreatment)) {
    throw new InvalidCaseTermsError(
      'Costs must be "principal", "separate-bearing" or "separate-non-bearing"',
      "costTreatment",
    );
  }
  if (!CREDITING_ORDERS.includes(creditingOrder)) {
    throw new InvalidCaseTermsError(
      'Crediting order must be "interest-principal", "costs-interest-principal" or "merchants-rule"',
      "creditingOrder",
    );
  }
  if (creditingOrder === "costs-interest-principal" && costTreatment === "principal") {
    throw new InvalidCaseTermsError(
      "Crediting costs first needs costs kept as their own balance",
      "creditingOrder",
    );
  }
  let interestFromDay = judgmentDay;
  if (terms.interestFrom !== undefined && terms.interestFrom !== null) {
    interestFromDay = toDayNumber(terms.interestFrom, "interestFrom");
    if (interestFromDay > judgmentDay) {
      throw new InvalidCaseTermsError(
        "Interest start date must be on or before the judgment date",
        "interestFrom",
      );
    }
  }
  const nonInterestBearing = terms.nonInterestBearing ?? 0n;
  if (typeof nonInterestBearing !== "bigint" || nonInterestBearing < 0n) {
    throw new InvalidCaseTermsError(
      "Amount bearing no interest must be 0 or more",
      "nonInterestBearing",
    );
  }
  if (nonInterestBearing % 100n !== 0n) {
    throw new InvalidCaseTermsError(
      "Amount bearing no interest must have at most 2 decimal places",
      "nonInterestBearing",
    );
  }
  if (nonInterestBearing > judgmentAmount) {
    throw new InvalidCaseTermsError(
      "Amount bearing no interest cannot be more than the judgment amount",
      "nonInterestBearing",
    );
  }
  return {
    perDiemRounding,
    costTreatment,
    creditingOrder,
    interestFromDay,
    nonInterestBearing,
  };
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
  if (!DAY_COUNTS.includes(dayCount)) {
    throw new InvalidCaseTermsError(
      'Day count must be "365", "actual", "360", "30-360", "months" or "bank-year"',
      "dayCount",
    );
  }
  const method = prepareMethod(terms, judgmentAmount, judgmentDay);
  // With an interest start before the judgment, the schedule must cover it: `judgmentDay` in
  // normaliseSchedule is then the day interest starts.
  const { days, values } = normaliseSchedule(
    terms.rate,
    method.interestFromDay,
    method.interestFromDay === judgmentDay ? "judgment date" : "interest start date",
  );
  // toDayNumber accepts only canonical 'YYYY-MM-DD', so the text can be used as is.
  const judgmentDate = terms.judgmentDate;
  const rates =
    days.length === 1
      ? `${judgmentDate}=${values[0]}`
      : days.map((day, i) => `${fromDayNumber(day)}=${values[i]}`).join(",");
  // Default options keep the first version's key, so snapshots stored before the options existed
  // stay valid; any other option makes a v2 key that names every option.
  const isDefault =
    method.perDiemRounding === "floor-4" &&
    method.costTreatment === "principal" &&
    method.creditingOrder === "interest-principal" &&
    method.interestFromDay === judgmentDay &&
    method.nonInterestBearing === 0n;
  const v1 = `${judgmentAmount}|${judgmentDate}|${compounding}|${dayCount}|${rates}`;
  const key = isDefault
    ? `v1|${v1}`
    : `v2|${v1}|${method.perDiemRounding}|${method.costTreatment}|${method.creditingOrder}|${fromDayNumber(method.interestFromDay)}|${method.nonInterestBearing}`;
  return {
    judgmentAmount,
    judgmentDate,
    judgmentDay,
    judgmentCivil: civilFromDayNumber(judgmentDay),
    compounding,
    dayCount,
    ...method,
    rateDays: days,
    rateValues: values,
    key,
  };
}
