import type { CalendarDate } from "../dates/calendar-date.ts";
import { formatUsDate, fromDayNumber, toDayNumber } from "../dates/calendar-date.ts";
import {
  formatRatePercent,
  formatUsd,
  type Money,
  type RatePercent,
  roundToCents,
} from "../money/money.ts";

export interface SettlementInput {
  /** What the debtor would pay at once, on `on`. */
  lumpSum: Money;
  /** The day the lump sum would be paid: the plan's payments are valued in that day's money. */
  on: CalendarDate;
  /** What a dollar on `on` is worth more than a dollar a year later, in percent a year. */
  discountRatePercent: RatePercent;
  /** The plan's payments (the projection's), each with its date. */
  payments: readonly { date: CalendarDate; amount: Money }[];
  /** The payoff on `on`: what the lump sum forgives is the difference. */
  payoffOn: Money;
}

export interface SettlementComparison {
  on: CalendarDate;
  lumpSum: Money;
  discountRatePercent: RatePercent;
  payoffOn: Money;
  /** The plan's payments added up. */
  planTotal: Money;
  /** The last payment's date (`on` when there is none). */
  planPaidOffOn: CalendarDate;
  /** The plan's payments in money of `on`, to the cent. */
  planPresentValue: Money;
  /** lumpSum − planPresentValue: positive when the lump sum is worth more. */
  difference: Money;
  better: "lump-sum" | "plan" | "equal";
  sentence: string;
}

/**
 * Fixed-point scale of a discount factor: 1e17 keeps every digit a double holds, so the factor's
 * own error (about 2 in 10^16) is all there is.
 */
const FACTOR_SCALE = 100_000_000_000_000_000n;
const FACTOR_SCALE_NUMBER = 1e17;
/** RatePercent counts ten-thousandths of a percent: 100% is 1,000,000. */
const RATE_UNITS_PER_ONE = 1_000_000;

/**
 * A payment `days` after `on` in money of `on`: amount ÷ (1 + r)^(days/365), rounded half up to
 * $0.0001. The one rounding of a present value (docs/letters-and-plans.md, "Weighing a lump sum
 * against the plan"). The factor (1 + r)^(−days/365) is a double (about 16 significant digits),
 * held as a fixed-point integer so the product is bigint arithmetic: within a few $0.0001 of the
 * true value for any amount a person may enter, far below the cent the sum is shown in.
 */
export function presentValue(amount: Money, days: number, discountRatePercent: RatePercent): Money {
  const rate = Number(discountRatePercent) / RATE_UNITS_PER_ONE;
  const factor = (1 + rate) ** (-days / 365);
  const scaled = BigInt(Math.round(factor * FACTOR_SCALE_NUMBER));
  const numerator = amount * scaled;
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude + FACTOR_SCALE / 2n) / FACTOR_SCALE;
  return numerator < 0n ? -rounded : rounded;
}

/**
 * A lump sum on `on` weighed against the plan's payments, both in money of `on` at the chosen
 * rate: each payment discounted by `presentValue`, added up, and the sum shown to the cent
 * (`roundToCents`). "Taking $9,000.00 on 12/01/2026 is worth $412.55 more than the plan, in
 * 12/01/2026 money at 6% a year."
 */
export function compareSettlement(input: SettlementInput): SettlementComparison {
  const onDay = toDayNumber(input.on, "on");
  let planTotal = 0n;
  let exact = 0n;
  let lastDay = onDay;
  for (const payment of input.payments) {
    const day = toDayNumber(payment.date, "date");
    planTotal += payment.amount;
    exact += presentValue(payment.amount, day - onDay, input.discountRatePercent);
    if (day > lastDay) lastDay = day;
  }
  const planPresentValue = roundToCents(exact);
  const difference = input.lumpSum - planPresentValue;
  const better = difference > 0n ? "lump-sum" : difference < 0n ? "plan" : "equal";
  const lump = `${formatUsd(input.lumpSum)} on ${formatUsDate(input.on)}`;
  const money = `in ${formatUsDate(input.on)} money at ${formatRatePercent(input.discountRatePercent)} a year`;
  const sentence =
    better === "lump-sum"
      ? `Taking ${lump} is worth ${formatUsd(difference)} more than the plan, ${money}.`
      : better === "plan"
        ? `The plan is worth ${formatUsd(-difference)} more than taking ${lump}, ${money}.`
        : `Taking ${lump} is worth the same as the plan, ${money}.`;
  return {
    on: input.on,
    lumpSum: input.lumpSum,
    discountRatePercent: input.discountRatePercent,
    payoffOn: input.payoffOn,
    planTotal,
    planPaidOffOn: fromDayNumber(lastDay),
    planPresentValue,
    difference,
    better,
    sentence,
  };
}
