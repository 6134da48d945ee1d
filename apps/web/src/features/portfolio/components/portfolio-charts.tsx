import { formatUsDate } from "@owed/domain";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { useNarrow } from "../../../lib/use-narrow.ts";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import { collectionsSummary, monthLabel, outstandingSummary, usd } from "../utils/figures.ts";

// The two charts of the portfolio (docs/portfolio.md): collections per month for 24 months and the
// outstanding over time. The drawing (recharts) loads lazily; each picture is named by a sentence
// that says what it shows, and "Show as table" gives every figure it plots.

const CollectionsGraph = lazy(() =>
  import("./portfolio-charts-graph.tsx").then((m) => ({ default: m.CollectionsGraph })),
);
const OutstandingGraph = lazy(() =>
  import("./portfolio-charts-graph.tsx").then((m) => ({ default: m.OutstandingGraph })),
);

/** The graph module's colors, repeated so the legend does not load recharts with it. */
const LEGEND = {
  collected: "#15803d",
  principal: "#163e6b",
  interest: "#e0a92a",
  costs: "#64748b",
} as const;

export function PortfolioCharts({ portfolio }: { portfolio: PortfolioDto }) {
  const narrow = useNarrow();
  const hasCosts = portfolio.outstandingOverTime.some((p) => p.costs !== "0.00");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        titleId="portfolio-collections-title"
        title="Collections per month"
        description="Payments received in each of the last 24 months, through the as-of date."
        summary={collectionsSummary(portfolio.collectionsByMonth)}
        legend={<LegendItem color={LEGEND.collected} label="Collected" />}
        graph={<CollectionsGraph portfolio={portfolio} narrow={narrow} />}
        table={<CollectionsTable portfolio={portfolio} />}
      />
      <ChartCard
        titleId="portfolio-outstanding-title"
        title="Outstanding over time"
        description="Principal, unpaid interest and costs at each month's end, then on the as-of date."
        summary={outstandingSummary(portfolio.outstandingOverTime)}
        legend={
          <>
            <LegendItem color={LEGEND.principal} label="Principal" />
            <LegendItem color={LEGEND.interest} label="Unpaid interest" />
            {hasCosts ? <LegendItem color={LEGEND.costs} label="Costs" /> : null}
          </>
        }
        graph={<OutstandingGraph portfolio={portfolio} narrow={narrow} />}
        table={<OutstandingTable portfolio={portfolio} />}
      />
    </div>
  );
}

function ChartCard({
  titleId,
  title,
  description,
  summary,
  legend,
  graph,
  table,
}: {
  titleId: string;
  title: string;
  description: string;
  summary: string;
  legend: ReactNode;
  graph: ReactNode;
  table: ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Card
      titleId={titleId}
      title={title}
      description={description}
      headerClassName="px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      <div className="space-y-3 px-4 py-4 sm:px-5">
        <div role="img" aria-label={summary} className="min-w-0">
          <Suspense
            fallback={
              <div className="flex h-[200px] items-center justify-center text-sm text-ink-500 sm:h-[260px]">
                Drawing the chart...
              </div>
            }
          >
            {graph}
          </Suspense>
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-label="Legend">
          {legend}
        </ul>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? "Hide table" : "Show as table"}
        </Button>
        <div id={tableId} hidden={!showTable}>
          {showTable ? table : null}
        </div>
      </div>
    </Card>
  );
}

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className="size-2.5 rounded-sm" style={{ backgroundColor: color }} />
      {label}
    </li>
  );
}

const th = "px-2 py-1.5 font-semibold";
const thRight = `${th} text-right`;
const td = "px-2 py-1 text-right";

/** A table that scrolls inside its own box, sideways on a phone. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md border border-slate-200"
    >
      {children}
    </section>
  );
}

function CollectionsTable({ portfolio }: { portfolio: PortfolioDto }) {
  return (
    <ScrollTable label="Collections per month, as a table">
      <table className="tabular w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">
          Payments received each month, as the ledgers applied them, and the costs added.
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-ink-700">
          <tr>
            <th scope="col" className={th}>
              Month
            </th>
            <th scope="col" className={thRight}>
              Collected
            </th>
            <th scope="col" className={thRight}>
              To interest
            </th>
            <th scope="col" className={thRight}>
              To principal
            </th>
            <th scope="col" className={thRight}>
              To costs
            </th>
            <th scope="col" className={thRight}>
              Costs added
            </th>
          </tr>
        </thead>
        <tbody>
          {portfolio.collectionsByMonth.map((m) => (
            <tr key={m.month} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                {monthLabel(m.month)}
              </th>
              <td className={`${td} font-semibold`}>{usd(m.collected)}</td>
              <td className={td}>{usd(m.toInterest)}</td>
              <td className={td}>{usd(m.toPrincipal)}</td>
              <td className={td}>{usd(m.toCosts)}</td>
              <td className={td}>{usd(m.costsAdded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function OutstandingTable({ portfolio }: { portfolio: PortfolioDto }) {
  return (
    <ScrollTable label="Outstanding over time, as a table">
      <table className="tabular w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">
          What was outstanding at each month's end, and on the as-of date.
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-ink-700">
          <tr>
            <th scope="col" className={th}>
              Date
            </th>
            <th scope="col" className={thRight}>
              Principal
            </th>
            <th scope="col" className={thRight}>
              Unpaid interest
            </th>
            <th scope="col" className={thRight}>
              Costs
            </th>
            <th scope="col" className={thRight}>
              Outstanding
            </th>
          </tr>
        </thead>
        <tbody>
          {portfolio.outstandingOverTime.map((p) => (
            <tr key={p.date} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                {formatUsDate(p.date)}
              </th>
              <td className={td}>{usd(p.principal)}</td>
              <td className={td}>{usd(p.interest)}</td>
              <td className={td}>{usd(p.costs)}</td>
              <td className={`${td} font-semibold`}>{usd(p.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
