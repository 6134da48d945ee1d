import { civilFromDayNumber, formatUsDate, fromDayNumber } from "../dates/calendar-date.ts";
import { formatRatePercent, formatUsd } from "../money/money.ts";
import {
  compoundingWords,
  costTreatmentWords,
  creditingOrderWords,
  dayCountWords,
  perDiemRoundingWords,
} from "./method-sentences.ts";
import { type CaseTerms, type PreparedTerms, prepareTerms } from "./terms.ts";

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

/** Rounding of a month's, a year's or the odd days' interest, as the per-diem rounding says. */
const PART_ROUNDING: Record<PreparedTerms["perDiemRounding"], string> = {
  "floor-4": "Each of these amounts is rounded down to the nearest hundredth of a cent ($0.0001).",
  "half-up-cents": "Each of these amounts is rounded to the nearest cent (half a cent up).",
  exact:
    "These amounts are not rounded: interest is carried as an exact fraction and only the figures shown are rounded.",
};

/** Day counts that count whole months or years: their own paragraph instead of the daily one. */
function countedParagraph(prepared: PreparedTerms, base: string): string | undefined {
  const restart =
    "The count starts again on the date of each payment, cost or renewal, each compounding and each change of rate.";
  if (prepared.dayCount === "months") {
    return `Interest is counted in whole months, then the odd days. Each whole month earns one twelfth of a year's interest (${base} times the yearly rate); each day after the last whole month earns ${base} times the yearly rate divided by 365. ${PART_ROUNDING[prepared.perDiemRounding]} ${restart}`;
  }
  if (prepared.dayCount === "bank-year") {
    return `Interest is counted in bank years. Each whole year earns a full year's interest (${base} times the yearly rate); each day after the last whole year earns ${base} times the yearly rate divided by 360, for at most 360 days, so the last days of a calendar year earn nothing. ${PART_ROUNDING[prepared.perDiemRounding]} ${restart}`;
  }
  return undefined;
}

const STRETCH = "Interest for a stretch of days is that daily amount times the number of days.";

/** The daily amount: its base and rate, then the year basis and rounding sentences of the case. */
function dailyParagraph(prepared: PreparedTerms): string {
  const base =
    prepared.nonInterestBearing > 0n || prepared.costTreatment === "separate-bearing"
      ? "the interest-bearing balance"
      : "the principal balance";
  const counted = countedParagraph(prepared, base);
  if (counted) return counted;
  const day = `A year's interest is ${base} times the yearly rate.`;
  const rounding = perDiemRoundingWords(prepared.perDiemRounding).sentence;
  const stretch =
    prepared.perDiemRounding === "exact"
      ? " The daily amount shown is rounded down to $0.0001."
      : ` ${STRETCH}`;
  return `${day} ${dayCountWords(prepared.dayCount).sentence} ${rounding}${stretch}`;
}

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

  paragraphs.push(dailyParagraph(prepared));
  const interestFrom = formatUsDate(fromDayNumber(prepared.interestFromDay));
  const calendarDays =
    prepared.dayCount === "365" || prepared.dayCount === "actual" || prepared.dayCount === "360"
      ? "Days are calendar days. "
      : "";
  paragraphs.push(
    prepared.interestFromDay === prepared.judgmentDay
      ? `${calendarDays}Interest starts the day after the judgment date (${judgmentDate}); the judgment date itself earns no interest.`
      : `${calendarDays}Interest runs from ${interestFrom}, before the judgment dated ${judgmentDate}: it starts the day after ${interestFrom}.`,
  );
  if (prepared.nonInterestBearing > 0n) {
    paragraphs.push(
      `${formatUsd(prepared.nonInterestBearing)} of the judgment bears no interest. Payments applied to principal reduce the interest-bearing part first.`,
    );
  }

  if (prepared.compounding === "annual") {
    const { month, day } = civilFromDayNumber(prepared.judgmentDay);
    const leapDay = month === 2 && day === 29;
    paragraphs.push(
      `${compoundingWords("annual").sentence} The anniversary is ${MONTHS[month - 1]} ${day}: interest accrued and still unpaid at the end of that day is added, and earns interest from the next day on. Transactions dated on an anniversary are applied after that addition.${leapDay ? " Because the judgment is dated February 29, in years without a February 29 the anniversary is February 28." : ""}`,
    );
  } else {
    paragraphs.push(compoundingWords(prepared.compounding).sentence);
  }

  const crediting =
    prepared.creditingOrder === "interest-principal" && prepared.costTreatment !== "principal"
      ? " A cost balance kept apart is paid last."
      : "";
  paragraphs.push(
    costTreatmentWords(prepared.costTreatment).sentence,
    `${creditingOrderWords(prepared.creditingOrder).sentence}${crediting} A payment may not exceed the payoff on its date. A payment equal to the payoff shown, or to the exact payoff rounded to the cent, pays the judgment in full; any fraction of a cent left over is written off.`,
    "Transactions on the same date are applied in the order they were entered.",
    "A renewal of the judgment (a Renewal row) adds the interest accrued and unpaid on its date to the principal balance; the renewal's costs, if any, are added as a cost.",
    prepared.costTreatment === "principal"
      ? "The payoff on any date is the principal balance plus the interest accrued and unpaid on that date. Interest is carried to the hundredth of a cent. The principal and the interest are each shown rounded to the nearest cent, half a cent rounding up, and the payoff shown is their sum."
      : "The payoff on any date is the principal balance plus the interest accrued and unpaid on that date plus the cost balance. Interest is carried to the hundredth of a cent. Each is shown rounded to the nearest cent, half a cent rounding up, and the payoff shown is their sum.",
  );

  return { title: "How interest is calculated", paragraphs };
}
