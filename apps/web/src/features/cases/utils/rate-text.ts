import { type Compounding, compareDates, type DayCount } from "@owed/domain";

export interface RateTerms {
  interestRate: string;
  rateSchedule: { from: string; ratePercent: string }[] | null;
  compounding: Compounding;
  dayCount: DayCount;
}

/**
 * The case's rate terms in words, for the details panel: "9%", "9%, compounded annually",
 * "6.25% now (schedule of 3 rates)". For a schedule, the rate in force on `asOf`.
 */
export function describeRate(terms: RateTerms, asOf: string): string {
  const parts: string[] = [];
  const schedule = terms.rateSchedule ?? [];
  if (schedule.length > 0) {
    const inForce = schedule.filter((p) => compareDates(p.from, asOf) <= 0).at(-1) ?? schedule[0];
    parts.push(
      schedule.length === 1
        ? `${inForce?.ratePercent}%`
        : `${inForce?.ratePercent}% now (schedule of ${schedule.length} rates)`,
    );
  } else {
    parts.push(`${terms.interestRate}%`);
  }
  if (terms.compounding === "annual") parts.push("compounded annually");
  if (terms.dayCount === "actual") parts.push("actual day count");
  if (terms.dayCount === "30-360") parts.push("30/360");
  if (terms.dayCount === "months") parts.push("whole months");
  if (terms.dayCount === "bank-year") parts.push("bank year");
  return parts.join(", ");
}

/** "4.9600", "4.96" and " 4.96 " are one rate, as a form field holds it. */
export function sameRate(a: unknown, b: unknown): boolean {
  const norm = (text: unknown) =>
    String(text ?? "")
      .trim()
      .replace(/(\.\d*?)0+$/, "$1")
      .replace(/\.$/, "");
  return norm(a) === norm(b);
}

/** Two rate schedules with the same periods, rate for rate. */
export function sameSchedule(
  a: readonly { from: string; ratePercent: unknown }[],
  b: readonly { from: string; ratePercent: unknown }[],
): boolean {
  return (
    a.length === b.length &&
    a.every((p, i) => p.from === b[i]?.from && sameRate(p.ratePercent, b[i]?.ratePercent))
  );
}
