import type { RemittanceReport } from "@owed/domain";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { changedColumns, FIGURE_COLUMNS, money } from "../utils/figures.ts";

type Row = RemittanceReport["rows"][number];

/** The first column stays put while the figures scroll sideways on a phone. */
const stickyCell =
  "sticky left-0 z-10 min-w-[8.5rem] max-w-[11rem] border-r border-slate-200 px-3 text-left sm:min-w-[13rem] sm:max-w-[18rem]";
const figureCell = "px-3 text-right whitespace-nowrap";

/**
 * The report's table: a row per case, then the totals. In a closed period a row changed since
 * has a second line under it with the figures as they read now, the changed ones marked, so the
 * frozen report is never silently rewritten and the change is never hidden either. The scrolling
 * box is `relative` so the screen-reader-only words in its cells are placed inside it, not beside
 * the page, where they would widen it on a phone.
 */
export function RemittanceTable({ report }: { report: RemittanceReport }) {
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-sm tabular">
        <caption className="sr-only">
          Remittance for {report.client.name}: each case's payments received, how they were applied,
          costs, the firm's fee and the net to remit, then the totals
        </caption>
        <thead className="bg-slate-50 text-xs text-ink-600">
          <tr>
            <th scope="col" className={cn(stickyCell, "bg-slate-50 py-2 font-semibold")}>
              Case
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className={cn(figureCell, "py-2 font-semibold")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink-800">
          {report.rows.map((row) => (
            <CaseRows key={row.caseId} row={row} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-ink-900">
          <tr>
            <th scope="row" className={cn(stickyCell, "bg-slate-50 py-2.5")}>
              Totals
            </th>
            {FIGURE_COLUMNS.map((column) => (
              <td key={column.key} className={cn(figureCell, "py-2.5")}>
                {money(report.totals[column.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function CaseRows({ row }: { row: Row }) {
  const now = row.changedSinceClosed;
  const changed = now ? changedColumns(row, now) : new Set<string>();
  return (
    <>
      <tr className={cn("border-t border-slate-100", now && "bg-amber-50/60")}>
        <th
          scope="row"
          className={cn(stickyCell, "py-2 align-top font-normal", now ? "bg-amber-50" : "bg-white")}
        >
          <Link
            to={`/home?case=${encodeURIComponent(row.caseId)}`}
            className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
          >
            {row.caseName}
          </Link>
          <span className="block text-xs break-words text-ink-500">
            Case No. {row.courtCaseNumber}
          </span>
          {now ? (
            <span className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/30 ring-inset">
              Changed since closed
            </span>
          ) : null}
        </th>
        {FIGURE_COLUMNS.map((column) => (
          <td key={column.key} className={cn(figureCell, "py-2 align-top")}>
            {money(row[column.key])}
          </td>
        ))}
      </tr>
      {now ? (
        <tr className="bg-amber-50/60 text-amber-950">
          <th scope="row" className={cn(stickyCell, "bg-amber-50 pb-2 text-xs font-normal")}>
            <span className="font-semibold">Now reads</span>
            <span className="sr-only"> for {row.caseName}</span>
          </th>
          {FIGURE_COLUMNS.map((column) => (
            <td
              key={column.key}
              className={cn(
                figureCell,
                "pb-2 text-xs",
                changed.has(column.key) ? "font-semibold text-amber-900" : "text-ink-500",
              )}
            >
              {money(now[column.key])}
              {changed.has(column.key) ? <span className="sr-only"> (changed)</span> : null}
            </td>
          ))}
        </tr>
      ) : null}
    </>
  );
}
