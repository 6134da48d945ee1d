import { type CalculatorResults, formatUsd } from "@owed/domain";

const usd4 = (value: Parameters<typeof formatUsd>[0]) => formatUsd(value, { decimals: 4 });
const daysText = (days: number) => `${days.toLocaleString("en-US")} ${days === 1 ? "day" : "days"}`;

/**
 * The Results panel's stretch since the last payment or cost, as a sum a reader can check:
 * "847 days × $3.1649 = $2,680.6703". Interest a payment did not cover (or that accrued before
 * a cost) is still owed and is part of Interest Accrued, so it is named after the product
 * ("plus $502.7200 unpaid from before") and the line adds up to Interest Accrued.
 */
export function periodText(results: Pick<CalculatorResults, "period" | "interestAccrued">): string {
  const { period } = results;
  const stretch = period.counted
    ? `${period.counted}, ${usd4(period.interest)} interest`
    : period.uniformPerDiem
      ? `${daysText(period.days)} × ${usd4(period.perDiem)} = ${usd4(period.interest)}`
      : `${daysText(period.days)}, ${usd4(period.interest)} interest (the daily rate changes inside this stretch)`;
  const carried = results.interestAccrued - period.interest;
  return carried > 0n ? `${stretch}, plus ${usd4(carried)} unpaid from before` : stretch;
}
