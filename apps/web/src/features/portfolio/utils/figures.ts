import { formatUsDate, formatUsd, parseMoneyInput, toDecimalString } from "@owed/domain";
import type { PortfolioDto } from "../api/get-portfolio.ts";

// What the portfolio page shows, from the API's figures (docs/portfolio.md). Every figure a person
// reads is the server's decimal text through the domain's formatter; amounts become numbers only
// to place bars and lines on the charts.

type Month = PortfolioDto["collectionsByMonth"][number];
type Point = PortfolioDto["outstandingOverTime"][number];

const money = (text: string) => parseMoneyInput(text, { maxDecimals: 4 });

/** "$1,234.56" from the server's text, exactly. */
export const usd = (text: string) => formatUsd(money(text));

/** The per diem keeps its 4 decimals, as the case page shows it. */
export const usd4 = (text: string) => formatUsd(money(text), { decimals: 4 });

/** The sum of decimal texts, as decimal text (2 decimals, or 4 for per diems). */
export function sumOf(texts: readonly string[], decimals: 2 | 4 = 2): string {
  return toDecimalString(
    texts.reduce((sum, text) => sum + money(text), 0n),
    decimals,
  );
}

const monthNames = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortMonths = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "2-digit",
  timeZone: "UTC",
});

/** "Nov 2026" from "2026-11". */
export const monthLabel = (month: string) => monthNames.format(Date.parse(`${month}-01T00:00:00Z`));

/** "Nov 26" from "2026-11": the charts' axis. */
export const shortMonthLabel = (month: string) =>
  shortMonths.format(Date.parse(`${month}-01T00:00:00Z`));

/** Plotting only: a decimal text as a number of dollars. */
const dollars = (text: string) => Number(text);

export interface CollectionBar {
  month: string;
  label: string;
  collected: number;
  source: Month;
}

export function collectionBars(months: readonly Month[]): CollectionBar[] {
  return months.map((m) => ({
    month: m.month,
    label: shortMonthLabel(m.month),
    collected: dollars(m.collected),
    source: m,
  }));
}

export interface OutstandingRow {
  date: string;
  label: string;
  principal: number;
  interest: number;
  costs: number;
  source: Point;
}

export function outstandingRows(points: readonly Point[]): OutstandingRow[] {
  return points.map((p) => ({
    date: p.date,
    label: shortMonthLabel(p.date.slice(0, 7)),
    principal: dollars(p.principal),
    interest: dollars(p.interest),
    costs: dollars(p.costs),
    source: p,
  }));
}

/** The collections chart in one sentence: its accessible name. */
export function collectionsSummary(months: readonly Month[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return "Collections per month: no months.";
  const best = months.reduce((top, m) => (money(m.collected) > money(top.collected) ? m : top));
  const total = usd(sumOf(months.map((m) => m.collected)));
  const span = `from ${monthLabel(first.month)} to ${monthLabel(last.month)}`;
  return money(best.collected) === 0n
    ? `Collections per month ${span}: nothing was collected.`
    : `Collections per month ${span}: ${total} in all; the most, ${usd(best.collected)}, in ${monthLabel(best.month)}.`;
}

/** The outstanding chart in one sentence: its accessible name. */
export function outstandingSummary(points: readonly Point[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "Outstanding over time: no dates.";
  return `Outstanding over time: ${usd(first.total)} on ${formatUsDate(first.date)}, ${usd(last.total)} on ${formatUsDate(last.date)}.`;
}

/** "1 case", "3 cases". */
export const casesWord = (n: number) => (n === 1 ? "1 case" : `${n} cases`);
