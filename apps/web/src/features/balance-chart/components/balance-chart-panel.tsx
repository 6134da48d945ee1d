import { formatUsDate } from "@owed/domain";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { useNarrow } from "../../../lib/use-narrow.ts";
import { type BalanceChartDto, useBalanceChart } from "../api/get-balance-chart.ts";
import { annotations, chartSummary, tableRows, totalOf, usd } from "./chart-data.ts";

// The case page's balance over time (docs/letters-and-plans.md, "The balance chart"): principal,
// unpaid interest and costs stacked, payments and costs marked, rate changes and renewals
// annotated, the plan's projection dashed after today. The drawing (recharts) loads lazily; its
// summary is the image's accessible name, and "Show as table" gives every figure it plots.

const BalanceChartGraph = lazy(() =>
  import("./balance-chart-graph.tsx").then((m) => ({ default: m.BalanceChartGraph })),
);

const LEGEND = {
  principal: "#163e6b",
  interest: "#e0a92a",
  costs: "#64748b",
  payment: "#15803d",
  cost: "#b91c1c",
} as const;

export function BalanceChartPanel({ caseId }: { caseId: string }) {
  const chart = useBalanceChart(caseId);
  return (
    <Card
      titleId="balance-chart-title"
      title="Balance over time"
      description="Principal and unpaid interest from the judgment to today, and the payment plan's projection after it."
      actions={null}
      headerClassName="min-h-16 px-4 py-3 sm:px-5"
      className="min-w-0"
    >
      <div className="px-4 py-4 sm:px-5">
        {chart.isPending ? (
          <p role="status" className="text-sm text-ink-500">
            Loading the balance chart...
          </p>
        ) : chart.isError ? (
          <FormAlert>
            The balance chart could not be loaded.{" "}
            <Button variant="link" onClick={() => void chart.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : (
          <BalanceChartBody key={caseId} chart={chart.data} />
        )}
      </div>
    </Card>
  );
}

function BalanceChartBody({ chart }: { chart: BalanceChartDto }) {
  const narrow = useNarrow();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const summary = chartSummary(chart);
  const notes = annotations(chart);
  const hasProjection = chart.points.some((p) => p.projected);
  const hasCosts = chart.points.some((p) => p.costs !== "0.00");
  const kinds = new Set(chart.events.map((e) => e.kind));
  return (
    <div className="space-y-3">
      <div role="img" aria-label={summary} className="min-w-0">
        <Suspense
          fallback={
            <div className="flex h-60 items-center justify-center text-sm text-ink-500 sm:h-[300px]">
              Drawing the chart...
            </div>
          }
        >
          <BalanceChartGraph chart={chart} narrow={narrow} />
        </Suspense>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700" aria-label="Legend">
        <LegendItem color={LEGEND.principal} label="Principal" />
        <LegendItem color={LEGEND.interest} label="Unpaid interest" />
        {hasCosts ? <LegendItem color={LEGEND.costs} label="Costs" /> : null}
        {hasProjection ? (
          <LegendItem color={LEGEND.principal} label="Plan projection" dashed />
        ) : null}
        {kinds.has("payment") ? <LegendItem color={LEGEND.payment} label="Payment" dot /> : null}
        {kinds.has("cost") ? <LegendItem color={LEGEND.cost} label="Cost" dot square /> : null}
      </ul>
      {notes.length > 0 ? (
        <ol className="space-y-0.5 text-xs text-ink-700" aria-label="Rate changes and renewals">
          {notes.map((event, i) => (
            <li key={`${event.date}-${event.kind}`}>
              <span className="font-semibold">{i + 1}. </span>
              {formatUsDate(event.date)}: {event.label}
            </li>
          ))}
        </ol>
      ) : null}
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
        {showTable ? <BalanceTable chart={chart} /> : null}
      </div>
    </div>
  );
}

function LegendItem({
  color,
  label,
  dashed = false,
  dot = false,
  square = false,
}: {
  color: string;
  label: string;
  dashed?: boolean;
  dot?: boolean;
  square?: boolean;
}) {
  return (
    <li className="flex items-center gap-1.5">
      {dot ? (
        <span
          aria-hidden="true"
          className={square ? "size-2.5" : "size-2.5 rounded-full"}
          style={{ backgroundColor: color }}
        />
      ) : (
        <span
          aria-hidden="true"
          className="h-0 w-5 border-t-2"
          style={{ borderColor: color, borderStyle: dashed ? "dashed" : "solid" }}
        />
      )}
      {label}
    </li>
  );
}

/** Every figure the chart plots, one row a date, for reading instead of looking. */
function BalanceTable({ chart }: { chart: BalanceChartDto }) {
  const rows = tableRows(chart);
  const hasCosts = chart.points.some((p) => p.costs !== "0.00");
  return (
    <section
      aria-label="Balance table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md border border-slate-200"
    >
      <table className="tabular w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">
          The balance on each date the chart plots, with the payments, costs, rate changes and
          renewals of that date.
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-ink-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              Date
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-semibold">
              Principal
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-semibold">
              Unpaid interest
            </th>
            {hasCosts ? (
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                Costs
              </th>
            ) : null}
            <th scope="col" className="px-2 py-1.5 text-right font-semibold">
              Balance
            </th>
            <th scope="col" className="px-2 py-1.5 font-semibold">
              Notes
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ point, notes }) => (
            <tr key={point.date} className="border-t border-slate-100">
              <th scope="row" className="whitespace-nowrap px-2 py-1 font-normal">
                {formatUsDate(point.date)}
              </th>
              <td className="px-2 py-1 text-right">{usd(point.principal)}</td>
              <td className="px-2 py-1 text-right">{usd(point.interest)}</td>
              {hasCosts ? <td className="px-2 py-1 text-right">{usd(point.costs)}</td> : null}
              <td className="px-2 py-1 text-right font-semibold">{totalOf(point)}</td>
              <td className="px-2 py-1">
                {[point.projected ? "Projected under the plan" : null, ...notes]
                  .filter((n) => n !== null)
                  .join("; ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
