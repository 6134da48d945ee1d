import type { StateInterestRule } from "@owed/domain";
import { Fragment, type ReactNode, useState } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { ChevronDownIcon, ExternalLinkIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { rateHeadline, ruleLink } from "../utils/rate-display.ts";

const COLUMNS = ["State", "Post-Judgment Interest Rate", "Cite", "Link", "Compounding"] as const;

// Below md the table reflows into one card per state; each cell then shows its column name.
const cellClasses =
  "block px-4 py-1.5 align-top md:table-cell md:py-4 before:mb-0.5 before:block before:text-xs before:font-semibold before:uppercase before:tracking-wider before:text-ink-500 before:content-[attr(data-label)] md:before:hidden";

export function RatesTable({ rows }: { rows: readonly StateInterestRule[] }) {
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Card className="mt-6 overflow-hidden">
      <table className="block w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">
          Post-judgment interest rate, citation, source link and compounding, by jurisdiction
        </caption>
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="border-b border-slate-200 bg-brand-50/60">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-wider text-brand-800 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.length === 0 ? (
            <tr className="block md:table-row">
              <td
                colSpan={COLUMNS.length}
                className="block px-4 py-12 text-center text-ink-500 md:table-cell"
              >
                No results.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <RuleRows
                key={row.code}
                row={row}
                expanded={open === row.code}
                onToggle={() => setOpen((current) => (current === row.code ? null : row.code))}
              />
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}

function RuleRows({
  row,
  expanded,
  onToggle,
}: {
  row: StateInterestRule;
  expanded: boolean;
  onToggle: () => void;
}) {
  const headline = rateHeadline(row);
  const link = ruleLink(row.link);
  const detailsId = `rule-details-${row.code}`;
  const unconfirmed = row.verification.status !== "confirmed";

  return (
    <Fragment>
      <tr
        className={cn(
          "block border-b border-slate-200 py-3 md:table-row md:py-0",
          expanded && "bg-brand-50/40",
        )}
      >
        <th
          scope="row"
          className="block px-4 py-1.5 align-top font-normal md:table-cell md:w-44 md:py-4"
        >
          <span className="block font-serif text-base font-bold text-brand-900">{row.state}</span>
          {unconfirmed && (
            <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
              {row.verification.status === "not confirmed" ? "Not confirmed" : "Partly confirmed"}
            </span>
          )}
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            className="mt-1.5 flex items-center gap-1 rounded text-xs font-semibold text-brand-600 hover:text-brand-800"
          >
            {expanded ? "Hide details" : "Details"}
            <span className="sr-only"> for {row.state}</span>
            <ChevronDownIcon
              className={cn("size-4 transition-transform", expanded && "rotate-180")}
            />
          </button>
        </th>
        <td data-label="Post-Judgment Interest Rate" className={cn(cellClasses, "md:w-[34%]")}>
          {headline ? (
            <span className="tabular block font-serif text-lg font-bold text-brand-900">
              {headline}
            </span>
          ) : (
            <span className="mb-0.5 block text-xs font-semibold tracking-wider text-ink-500 uppercase">
              {row.kind === "variable" ? "Variable rate" : "Set by court or agency"}
            </span>
          )}
          <span className={cn("block leading-relaxed", headline ? "text-ink-600" : "text-ink-900")}>
            {row.rule}
          </span>
        </td>
        <td data-label="Cite" className={cn(cellClasses, "text-ink-700")}>
          {row.citation}
        </td>
        <td data-label="Link" className={cellClasses}>
          {link ? (
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-600 underline-offset-4 hover:underline"
            >
              View
              <span className="sr-only"> source for {row.state} (opens in a new tab)</span>
              <ExternalLinkIcon className="size-4" />
            </a>
          ) : (
            <span className="text-ink-500">N/A</span>
          )}
        </td>
        <td data-label="Compounding" className={cn(cellClasses, "text-ink-700")}>
          {row.compoundingText}
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="block border-b border-slate-200 bg-brand-50/40 md:table-row">
          <td colSpan={5} className="block px-4 pt-1 pb-6 md:table-cell">
            <RuleDetails row={row} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function RuleDetails({ row }: { row: StateInterestRule }) {
  return (
    <div className="grid gap-6 text-sm leading-relaxed text-ink-700 md:grid-cols-2">
      <div className="space-y-4">
        {row.currentRate && <Detail title="Finding the current rate">{row.currentRate}</Detail>}
        {row.exceptions.length > 0 && (
          <Detail title="Exceptions">
            <ul className="list-disc space-y-1 pl-5">
              {row.exceptions.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Detail>
        )}
        {row.conflicts.length > 0 && (
          <Detail title="Where sources disagree">
            <ul className="list-disc space-y-1 pl-5">
              {row.conflicts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </Detail>
        )}
      </div>
      <div className="space-y-4">
        <Detail title={`Verification: ${row.verification.status}`}>{row.verification.note}</Detail>
        <Detail title="Sources">
          <ul className="space-y-1.5">
            {row.sources.map((source) => {
              const href = ruleLink(source.url);
              return (
                <li key={`${source.title}${source.url}`}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-brand-600 underline underline-offset-2 hover:text-brand-800"
                    >
                      {source.title}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    source.title
                  )}{" "}
                  <span className="text-ink-500">({source.kind})</span>
                </li>
              );
            })}
          </ul>
        </Detail>
        <p className="text-xs text-ink-500">Last reviewed {row.reviewed}.</p>
      </div>
    </div>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-1 text-xs font-semibold tracking-wider text-brand-800 uppercase">
        {title}
      </h2>
      {children}
    </div>
  );
}
