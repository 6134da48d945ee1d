import { formatUsDate, formatUsd, parseMoneyInput } from "@owed/domain";
import type { BalanceChartDto } from "../api/get-balance-chart.ts";

// What the balance chart draws, from the API's figures (docs/letters-and-plans.md, "The balance
// chart"). Amounts become numbers only to place them on the page; every figure a person reads (the
// tooltip, the table, the summary) is the server's decimal text through the domain's formatter.

type Point = BalanceChartDto["points"][number];
type ChartEvent = BalanceChartDto["events"][number];

export interface ChartRow {
  /** Midnight UTC of the date, in ms: the time axis. */
  t: number;
  date: string;
  /** Recorded balances (absent on projected rows). */
  principal?: number;
  interest?: number;
  costs?: number;
  /** The plan's projection (absent before today, except on today's row, where the two meet). */
  projectedPrincipal?: number;
  projectedInterest?: number;
  projectedCosts?: number;
  point: Point;
}

export interface ChartMarker {
  t: number;
  /** The balance the marker sits on: the total on or just before its date. */
  y: number;
  event: ChartEvent;
}

export const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Plotting only: a decimal text as a number of dollars. */
const dollars = (text: string) => Number(text);

/** "$1,234.56" from the server's text, exactly. */
export const usd = (text: string) => formatUsd(parseMoneyInput(text, { maxDecimals: 4 }));

export const totalOf = (p: Pick<Point, "principal" | "interest" | "costs">) =>
  formatUsd(
    parseMoneyInput(p.principal, { maxDecimals: 4 }) +
      parseMoneyInput(p.interest, { maxDecimals: 4 }) +
      parseMoneyInput(p.costs, { maxDecimals: 4 }),
  );

/**
 * The rows the chart plots, oldest first. The last recorded row also carries the projected
 * figures, so the dashed projection starts where the solid balance ends.
 */
export function chartRows(chart: BalanceChartDto): ChartRow[] {
  const rows: ChartRow[] = chart.points.map((point) => {
    const figures = {
      principal: dollars(point.principal),
      interest: dollars(point.interest),
      costs: dollars(point.costs),
    };
    return point.projected
      ? {
          t: timeOf(point.date),
          date: point.date,
          projectedPrincipal: figures.principal,
          projectedInterest: figures.interest,
          projectedCosts: figures.costs,
          point,
        }
      : { t: timeOf(point.date), date: point.date, ...figures, point };
  });
  const lastRecorded = rows.findLastIndex((row) => !row.point.projected);
  const joint = rows[lastRecorded];
  if (joint && lastRecorded < rows.length - 1) {
    joint.projectedPrincipal = joint.principal;
    joint.projectedInterest = joint.interest;
    joint.projectedCosts = joint.costs;
  }
  return rows;
}

const rowTotal = (row: ChartRow) =>
  (row.principal ?? row.projectedPrincipal ?? 0) +
  (row.interest ?? row.projectedInterest ?? 0) +
  (row.costs ?? row.projectedCosts ?? 0);

/** Payments and costs placed on the balance, at the last row on or before their date. */
export function paymentMarkers(chart: BalanceChartDto, rows: readonly ChartRow[]): ChartMarker[] {
  const markers: ChartMarker[] = [];
  let i = 0;
  for (const event of chart.events) {
    if (event.kind !== "payment" && event.kind !== "cost") continue;
    const t = timeOf(event.date);
    while (i + 1 < rows.length && (rows[i + 1] as ChartRow).t <= t) i += 1;
    const row = rows[i];
    if (row) markers.push({ t, y: rowTotal(row), event });
  }
  return markers;
}

/** The rate changes and renewals, drawn as labelled lines across the chart. */
export const annotations = (chart: BalanceChartDto) =>
  chart.events.filter((event) => event.kind === "rate-change" || event.kind === "renewal");

/** The table behind the chart: each date's last point, with what happened that day. */
export function tableRows(chart: BalanceChartDto): { point: Point; notes: string[] }[] {
  const byDate = new Map<string, { point: Point; notes: string[] }>();
  for (const point of chart.points) {
    const row = byDate.get(point.date);
    if (row) row.point = point;
    else byDate.set(point.date, { point, notes: [] });
  }
  const rows = [...byDate.values()];
  for (const event of chart.events) {
    const row = byDate.get(event.date);
    if (row) {
      row.notes.push(event.label);
      continue;
    }
    // A long ledger is sampled: an event whose date has no point of its own goes on the row
    // before it, dated, so no figure is shown for a day the chart does not plot.
    const before = rows.findLast((r) => r.point.date < event.date) ?? rows[0];
    before?.notes.push(`${event.label} (${formatUsDate(event.date)})`);
  }
  return rows;
}

/**
 * The chart in one sentence, its accessible name: where the balance started and stands, the
 * plan's paid-off day, and what is marked on it.
 */
export function chartSummary(chart: BalanceChartDto): string {
  const recorded = chart.points.filter((p) => !p.projected);
  const first = recorded[0];
  const last = recorded.at(-1);
  if (!first || !last) return "No balance to show yet.";
  const parts = [
    `Balance from ${formatUsDate(first.date)} to ${formatUsDate(last.date)}: ${totalOf(first)} at the judgment, ${totalOf(last)} on ${formatUsDate(last.date)} (principal ${usd(last.principal)}, unpaid interest ${usd(last.interest)}${last.costs !== "0.00" ? `, costs ${usd(last.costs)}` : ""}).`,
  ];
  const projectedEnd = chart.points.filter((p) => p.projected).at(-1);
  if (projectedEnd) {
    parts.push(`Under the payment plan it is paid off on ${formatUsDate(projectedEnd.date)}.`);
  }
  const count = (kind: ChartEvent["kind"], one: string, many: string) => {
    const n = chart.events
      .filter((e) => e.kind === kind)
      .reduce((sum, e) => sum + eventCount(e), 0);
    return n === 0 ? null : `${n} ${n === 1 ? one : many}`;
  };
  const marked = [
    count("payment", "payment", "payments"),
    count("cost", "cost", "costs"),
    count("rate-change", "rate change", "rate changes"),
    count("renewal", "renewal", "renewals"),
  ].filter((x) => x !== null);
  if (marked.length > 0) parts.push(`Marked: ${marked.join(", ")}.`);
  return parts.join(" ");
}

/** A month's grouped payments ("Payments in March 2025: $1,500.00 (3)") count as their number. */
function eventCount(event: ChartEvent): number {
  const grouped = /\((\d+)\)$/.exec(event.label);
  return grouped ? Number(grouped[1]) : 1;
}

const TICK_STEPS_IN_MONTHS = [1, 3, 6, 12, 24, 60, 120] as const;

/**
 * The time axis's ticks: the first of a month every 1, 3, 6, 12... months, the smallest step that
 * gives at most `max` ticks between `from` and `to` (ms, midnight UTC).
 */
export function timeTicks(from: number, to: number, max: number): number[] {
  const start = new Date(from);
  const firstMonth = start.getUTCFullYear() * 12 + start.getUTCMonth() + 1;
  const end = new Date(to);
  const lastMonth = end.getUTCFullYear() * 12 + end.getUTCMonth();
  for (const step of TICK_STEPS_IN_MONTHS) {
    const ticks: number[] = [];
    // Ticks on round months: January for yearly steps, quarters for 3 and 6 months.
    const aligned = Math.ceil(firstMonth / step) * step;
    for (let m = aligned; m <= lastMonth; m += step) {
      ticks.push(Date.UTC(Math.floor(m / 12), m % 12, 1));
    }
    if (ticks.length <= max) return ticks;
  }
  return [from, to];
}
