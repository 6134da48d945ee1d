import { findStateInterestRule, formatUsDate, type RateTableSummaryDto } from "@owed/domain";
import { useId, useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { useRateTableRows } from "../api/get-rate-table-rows.ts";
import { useRateTables } from "../api/get-rate-tables.ts";

// The dated rate tables Owed takes table rates from (docs/rate-tables.md). Statements cite each
// rate's publisher's own publication; where Owed read the figure, when that is a copy rather than
// the publisher's file, is said here and only here.

export function RateTablesSection() {
  const tables = useRateTables();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-14">
      <h2 id={titleId} className="font-serif text-2xl font-bold text-brand-900">
        Dated rate tables
      </h2>
      <p className="mt-2 max-w-3xl leading-relaxed text-ink-600">
        Where the rate changes over time, Owed takes it from a dated table. Statements cite the
        publisher's own publication of each rate; the table below also says where Owed read each
        figure and when.
      </p>
      {tables.isPending ? (
        <p role="status" className="mt-4 text-sm text-ink-500">
          Loading rate tables...
        </p>
      ) : tables.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The rate tables could not be loaded. Try again later.
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          {tables.data.map((table) => (
            <RateTableCard key={table.jurisdiction} table={table} />
          ))}
        </div>
      )}
    </section>
  );
}

function RateTableCard({ table }: { table: RateTableSummaryDto }) {
  const [open, setOpen] = useState(false);
  const rowsId = useId();
  const name = findStateInterestRule(table.jurisdiction)?.state ?? table.jurisdiction;
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-serif text-lg font-bold text-brand-900">{name}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-ink-500">Published by</dt>
        <dd className="text-ink-900">{table.publisher}</dd>
        <dt className="text-ink-500">Law</dt>
        <dd className="text-ink-900">{table.citation}</dd>
        <dt className="text-ink-500">Rates</dt>
        <dd className="text-ink-900">
          {table.rowCount} {table.rowCount === 1 ? "rate" : "rates"}, from{" "}
          {formatUsDate(table.firstFrom)} to the one from {formatUsDate(table.lastFrom)}
        </dd>
        <dt className="text-ink-500">Loaded</dt>
        <dd className="text-ink-900">
          {table.origin === "imported" && table.importedAt
            ? `Imported ${formatUsDate(table.importedAt.slice(0, 10))}`
            : "Shipped with Owed"}
        </dd>
      </dl>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={rowsId}
        className="mt-3 flex items-center gap-1 rounded text-sm font-semibold text-brand-600 hover:text-brand-800"
      >
        {open ? "Hide rates" : "Show rates"}
        <span className="sr-only"> of the {name} table</span>
        <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={rowsId}>{open ? <RateRows code={table.jurisdiction} name={name} /> : null}</div>
    </Card>
  );
}

function RateRows({ code, name }: { code: string; name: string }) {
  const rows = useRateTableRows(code, true);
  if (rows.isPending) {
    return (
      <p role="status" className="mt-3 text-sm text-ink-500">
        Loading rates...
      </p>
    );
  }
  if (rows.isError) {
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        The rates could not be loaded. Try again later.
      </p>
    );
  }
  // Newest first: the rate a new judgment needs is the one looked for.
  const newestFirst = [...rows.data].reverse();
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus
      tabIndex={0}
      aria-label={`${name} rates`}
      className="mt-3 max-h-[28rem] overflow-auto rounded-lg border border-slate-200"
    >
      <table className="block w-full border-collapse text-left text-sm md:table">
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="bg-brand-50/60">
            {["Applies", "Rate", "Published in", "Where Owed read it"].map((column) => (
              <th
                key={column}
                scope="col"
                className="sticky top-0 bg-brand-50 px-3 py-2 text-xs font-semibold tracking-wider text-brand-800 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {newestFirst.map((row) => (
            <tr
              key={row.from}
              className="block border-t border-slate-200 px-3 py-2 md:table-row md:px-0 md:py-0"
            >
              <td className="block align-top md:table-cell md:px-3 md:py-2 md:whitespace-nowrap">
                {formatUsDate(row.from)} to {row.to ? formatUsDate(row.to) : "later"}
              </td>
              <td className="tabular block font-semibold text-brand-900 align-top md:table-cell md:px-3 md:py-2">
                {row.ratePercent}%
              </td>
              <td className="block align-top text-ink-700 md:table-cell md:px-3 md:py-2">
                <span className="text-ink-500 md:hidden">Published in </span>
                {row.publishedIn}
              </td>
              <td className="block align-top break-words text-ink-500 md:table-cell md:px-3 md:py-2">
                <span className="md:hidden">Read from </span>
                {row.source}, read {formatUsDate(row.read)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
