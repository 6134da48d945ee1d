import { formatUsDate } from "@owed/domain";
import {
  Area,
  CartesianGrid,
  ComposedChart,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from "recharts";
import type { BalanceChartDto } from "../api/get-balance-chart.ts";
import {
  annotations,
  type ChartRow,
  chartRows,
  paymentMarkers,
  timeOf,
  timeTicks,
  totalOf,
  usd,
} from "./chart-data.ts";

// The drawing itself, with recharts: loaded lazily by BalanceChartPanel, so neither the landing
// page nor the dashboard before a case is opened pays for the library.

export const CHART_COLORS = {
  principal: "#163e6b",
  interest: "#e0a92a",
  costs: "#64748b",
  payment: "#15803d",
  cost: "#b91c1c",
  annotation: "#464e5b",
} as const;

const monthYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "$12k", "$1.2M": the axis only; the figures themselves are in the tooltip and the table. */
const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

export interface BalanceChartGraphProps {
  chart: BalanceChartDto;
  /** A narrow screen: fewer ticks, a shorter chart. */
  narrow: boolean;
}

export function BalanceChartGraph({ chart, narrow }: BalanceChartGraphProps) {
  const rows = chartRows(chart);
  const markers = paymentMarkers(chart, rows);
  const hasProjection = chart.points.some((p) => p.projected);
  const hasCosts = chart.points.some((p) => p.costs !== "0.00");
  const today = timeOf(chart.asOf);
  // The domain is the balance's own span: markers and annotations do not widen or narrow it.
  const from = rows[0]?.t ?? today;
  const to = rows.at(-1)?.t ?? today;
  const ticks = timeTicks(from, to, narrow ? 4 : 8);
  return (
    <ResponsiveContainer width="100%" height={narrow ? 240 : 300}>
      <ComposedChart
        data={rows}
        margin={{ top: 24, right: narrow ? 8 : 24, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={[from, to]}
          allowDataOverflow
          ticks={ticks}
          tickFormatter={(t: number) => monthYear.format(t)}
          tick={{ fontSize: 11, fill: "#464e5b" }}
          stroke="#94a3b8"
        />
        <YAxis
          tickFormatter={(v: number) => compactUsd.format(v)}
          width={narrow ? 44 : 56}
          tick={{ fontSize: 11, fill: "#464e5b" }}
          stroke="#94a3b8"
        />
        <Tooltip content={ChartTooltip} isAnimationActive={false} />
        {stackedAreas(hasCosts, hasProjection).map(areaOf)}
        {hasProjection ? (
          <ReferenceLine
            x={today}
            stroke={CHART_COLORS.annotation}
            strokeDasharray="2 3"
            label={{ value: "Today", position: "top", fontSize: 11, fill: "#333a45" }}
          />
        ) : null}
        {annotations(chart).map((event, i) => (
          <ReferenceLine
            key={`${event.date}-${event.kind}`}
            x={timeOf(event.date)}
            stroke={CHART_COLORS.annotation}
            strokeDasharray="4 3"
            label={{
              // Numbered, as in the list under the chart: labels side by side would overlap.
              value: String(i + 1),
              position: "insideTopRight",
              fontSize: 11,
              fill: "#333a45",
            }}
          />
        ))}
        <Scatter
          data={markers.filter((m) => m.event.kind === "payment")}
          dataKey="y"
          fill={CHART_COLORS.payment}
          shape="circle"
          isAnimationActive={false}
          legendType="none"
        />
        <Scatter
          data={markers.filter((m) => m.event.kind === "cost")}
          dataKey="y"
          fill={CHART_COLORS.cost}
          shape="square"
          isAnimationActive={false}
          legendType="none"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

interface AreaSeries {
  key: keyof ChartRow;
  color: string;
  projected: boolean;
}

/** Recorded balances stacked solid; the projection stacked apart, dashed and pale. */
function stackedAreas(hasCosts: boolean, hasProjection: boolean): AreaSeries[] {
  const recorded: AreaSeries[] = [
    { key: "principal", color: CHART_COLORS.principal, projected: false },
    { key: "interest", color: CHART_COLORS.interest, projected: false },
  ];
  if (hasCosts) recorded.push({ key: "costs", color: CHART_COLORS.costs, projected: false });
  if (!hasProjection) return recorded;
  return [
    ...recorded,
    ...recorded.map((series) => ({
      key: `projected${series.key.charAt(0).toUpperCase()}${series.key.slice(1)}` as keyof ChartRow,
      color: series.color,
      projected: true,
    })),
  ];
}

function areaOf({ key, color, projected }: AreaSeries) {
  return (
    <Area
      key={key}
      dataKey={key}
      stackId={projected ? "projected" : "recorded"}
      type="linear"
      stroke={color}
      strokeWidth={projected ? 2 : 1.5}
      strokeDasharray={projected ? "6 4" : undefined}
      fill={color}
      fillOpacity={projected ? 0.12 : 0.55}
      isAnimationActive={false}
      connectNulls={false}
      dot={false}
      activeDot={false}
    />
  );
}

function ChartTooltip({ active, payload }: TooltipContentProps<TooltipValueType, string | number>) {
  const row = payload?.[0]?.payload as ChartRow | { event: unknown } | undefined;
  if (!active || !row || !("point" in row)) return null;
  const p = row.point;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-ink-900">
        {formatUsDate(p.date)}
        {p.projected ? " (projected)" : ""}
      </p>
      <dl className="tabular mt-1 grid grid-cols-[auto_auto] gap-x-3">
        <dt>Principal</dt>
        <dd className="text-right">{usd(p.principal)}</dd>
        <dt>Unpaid interest</dt>
        <dd className="text-right">{usd(p.interest)}</dd>
        {p.costs !== "0.00" ? (
          <>
            <dt>Costs</dt>
            <dd className="text-right">{usd(p.costs)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Balance</dt>
        <dd className="text-right font-semibold">{totalOf(p)}</dd>
      </dl>
    </div>
  );
}
