import { civilFromDayNumber, formatUsDate, fromDayNumber } from "../dates/calendar-date.ts";
import { formatRatePercent } from "../money/money.ts";
import { type CaseTerms, prepareTerms } from "./terms.ts";

export interface MethodDescription {
  title: string;
  /** Plain-words paragraphs, in reading order, for the case page and the payoff statement. */
  paragraphs: string[];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * How this case's interest is computed, in words a lawyer (or a judge) can check by hand. The
 * text follows the case's own settings, so it is exactly what the engine does for this case.
 */
export function describeInterestMethod(terms: CaseTerms): MethodDescription {
  const prepared = prepareTerms(terms);
  const judgmentDate = formatUsDate(prepared.judgmentDate);
  const paragraphs: string[] = [];

  if (prepared.rateValues.length === 1) {
    paragraphs.push(
      `Interest accrues at ${formatRatePercent(prepared.rateValues[0] as bigint)} per year on the principal balance, from the judgment dated ${judgmentDate}.`,
    );
  } else {
    const periods = prepared.rateDays.map(
      (day, i) =>
        `${formatRatePercent(prepared.rateValues[i] as bigint)} from ${formatUsDate(fromDayNumber(day))}`,
    );
    paragraphs.push(
      `Interest accrues on the principal balance at a rate that changes over time: ${periods.join("; ")}. Each rate applies to the days from its start date until the next rate starts.`,
    );
  }

  paragraphs.push(
    prepared.dayCount === "actual"
      ? "Each day's interest is the principal balance times the yearly rate, divided by 365 (by 366 for days in a leap year), rounded down to the nearest hundredth of a cent ($0.0001). Interest for a stretch of days is that daily amount times the number of days."
      : "Each day's interest is the principal balance times the yearly rate, divided by 365, rounded down to the nearest hundredth of a cent ($0.0001). Interest for a stretch of days is that daily amount times the number of days. Every day counts as 1/365 of a year, also in leap years.",
  );
  paragraphs.push(
    `Days are calendar days. Interest starts the day after the judgment date (${judgmentDate}); the judgment date itself earns no interest.`,
  );

  if (prepared.compounding === "annual") {
    const { month, day } = civilFromDayNumber(prepared.judgmentDay);
    const leapDay = month === 2 && day === 29;
    paragraphs.push(
      `Interest compounds once a year: on each anniversary of the judgment (${MONTHS[month - 1]} ${day}), interest accrued and still unpaid at the end of that day is added to the principal balance and earns interest from the next day on. Transactions dated on an anniversary are applied after that addition.${leapDay ? " Because the judgment is dated February 29, in years without a February 29 the anniversary is February 28." : ""}`,
    );
  } else {
    paragraphs.push(
      "Interest is simple: interest that has not been paid never earns interest itself.",
    );
  }

  paragraphs.push(
    "Costs are added to the principal balance on the date entered and earn interest from that date.",
    "Each payment first pays the interest accrued and unpaid on its date; only the rest reduces the principal balance (the United States Rule). A payment may not exceed the payoff on its date. A payment equal to the payoff shown, or to the exact payoff rounded to the cent, pays the judgment in full; any fraction of a cent left over is written off.",
    "Transactions on the same date are applied in the order they were entered.",
    "The payoff on any date is the principal balance plus the interest accrued and unpaid on that date. Interest is carried to the hundredth of a cent. The principal and the interest are each shown rounded to the nearest cent, half a cent rounding up, and the payoff shown is their sum.",
  );

  return { title: "How interest is calculated", paragraphs };
}
