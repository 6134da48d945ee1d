import { formatUsDate } from "@owed/domain";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  type TooltipValueType,
  XAxis,
  YAxis,
} from "recharts";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import {
  type CollectionBar,
  collectionBars,
  monthLabel,
  type OutstandingRow,
  outstandingRows,
  usd,
} from "../utils/figures.ts";

// The drawings themselves, with recharts: loaded lazily by PortfolioCharts, so neither the landing
// page nor any other screen pays for the library until the portfolio is opened.

export const PORTFOLIO_COLORS = {
  collected: "#15803d",
  principal: "#163e6b",
  interest: "#e0a92a",
  costs: "#64748b",
} as const;

/** "$12k", "$1.2M": the axis only; the figures themselves are in the tooltip and the table. */
const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});

const axisTick = { fontSize: 11, fill: "#464e5b" };

interface GraphProps {
  portfolio: PortfolioDto;
  /** A narrow screen: fewer ticks, a shorter chart. */
  narrow: boolean;
}

export function CollectionsGraph({ portfolio, narrow }: GraphProps) {
  const bars = collectionBars(portfolio.collectionsByMonth);
  return (
    <ResponsiveContainer width="100%" height={narrow ? 200 : 260}>
      <BarChart
        data={bars}
        margin={{ top: 8, right: narrow ? 4 : 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="label"
          interval={narrow ? 5 : 2}
          tick={axisTick}
          stroke="#94a3b8"
          tickLine={false}
        />
        <YAxis
          tickFormatter={(v: number) => compactUsd.format(v)}
          width={narrow ? 44 : 56}
          tick={axisTick}
          stroke="#94a3b8"
        />
        <Tooltip
          content={CollectionsTooltip}
          cursor={{ fill: "#f1f5f9" }}
          isAnimationActive={false}
        />
        <Bar dataKey="collected" fill={PORTFOLIO_COLORS.collected} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function OutstandingGraph({ portfolio, narrow }: GraphProps) {
  const rows = outstandingRows(portfolio.outstandingOverTime);
  const hasCosts = rows.some((r) => r.costs !== 0);
  return (
    <ResponsiveContainer width="100%" height={narrow ? 200 : 260}>
      <AreaChart
        data={rows}
        margin={{ top: 8, right: narrow ? 4 : 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="label"
          interval={narrow ? 5 : 2}
          tick={axisTick}
          stroke="#94a3b8"
          tickLine={false}
        />
        <YAxis
          tickFormatter={(v: number) => compactUsd.format(v)}
          width={narrow ? 44 : 56}
          tick={axisTick}
          stroke="#94a3b8"
        />
        <Tooltip content={OutstandingTooltip} isAnimationActive={false} />
        {(["principal", "interest", ...(hasCosts ? ["costs" as const] : [])] as const).map(
          (key) => (
            <Area
              key={key}
              dataKey={key}
              stackId="outstanding"
              type="linear"
              stroke={PORTFOLIO_COLORS[key]}
              strokeWidth={1.5}
              fill={PORTFOLIO_COLORS[key]}
              fillOpacity={0.55}
              isAnimationActive={false}
              dot={false}
              activeDot={false}
            />
          ),
        )}
      </AreaChart>
    </ResponsiveContainer>
  );
}

type TooltipProps = TooltipContentProps<TooltipValueType, string | number>;

function CollectionsTooltip({ active, payload }: TooltipProps) {
  const bar = payload?.[0]?.payload as CollectionBar | undefined;
  if (!active || !bar) return null;
  const m = bar.source;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-ink-900">{monthLabel(m.month)}</p>
      <dl className="tabular mt-1 grid grid-cols-[auto_auto] gap-x-3">
        <dt className="font-semibold">Collected</dt>
        <dd className="text-right font-semibold">{usd(m.collected)}</dd>
        <dt>To interest</dt>
        <dd className="text-right">{usd(m.toInterest)}</dd>
        <dt>To principal</dt>
        <dd className="text-right">{usd(m.toPrincipal)}</dd>
        <dt>To costs</dt>
        <dd className="text-right">{usd(m.toCosts)}</dd>
      </dl>
    </div>
  );
}

function OutstandingTooltip({ active, payload }: TooltipProps) {
  const row = payload?.[0]?.payload as OutstandingRow | undefined;
  if (!active || !row) return null;
  const p = row.source;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="font-semibold text-ink-900">{formatUsDate(p.date)}</p>
      <dl className="tabular mt-1 grid grid-cols-[auto_auto] gap-x-3">
        <dt>Principal</dt>
        <dd className="text-right">{usd(p.principal)}</dd>
        <dt>Unpaid interest</dt>
        <dd className="text-right">{usd(p.interest)}</dd>
        <dt>Costs</dt>
        <dd className="text-right">{usd(p.costs)}</dd>
        <dt className="font-semibold">Outstanding</dt>
        <dd className="text-right font-semibold">{usd(p.total)}</dd>
      </dl>
    </div>
  );
}
