import { formatUsDate, type LedgerEntryDto, type LedgerEntryKind } from "@owed/domain";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { truncate } from "../../../lib/truncate.ts";
import {
  COMPOUNDING_DESCRIPTION,
  costFactsNote,
  entryKey,
  KIND_LABELS,
  rateChangeNote,
  transactionOf,
} from "../utils/ledger-rows.ts";
import { formatMoney } from "../utils/money.ts";
import type { TransactionRef } from "../utils/transaction-ref.ts";
import { DownloadIcon, PencilIcon, PrinterIcon, TrashIcon } from "./case-icons.tsx";
import { Panel } from "./panel.tsx";

/** Descriptions are cut to 20 characters in the table (docs/product.md, "Screens"). */
export const DESCRIPTION_LENGTH = 20;

const COLUMNS = 10;

/** A viewer's table has no Actions column. */
function columnCount(rowActions: RowActionsOption): number {
  return rowActions ? COLUMNS : COLUMNS - 1;
}

interface RowActionsProps {
  onEdit: (transaction: TransactionRef) => void;
  onDelete: (transaction: TransactionRef) => void;
}

/** Edit and delete on each row; null for a viewer, whose rows offer neither. */
type RowActionsOption = RowActionsProps | null;

/**
 * The statement's rows for the open case: the payments and costs entered, and the rows the
 * engine adds (annual capitalisations, scheduled rate changes) so every change of principal has
 * its line. Figures are the server's, shown as sent.
 */
export function TransactionsPanel({
  caseSelected,
  entries,
  loading,
  failed,
  onRetry,
  printing,
  onPrint,
  exporting,
  onExport,
  exportingWorkbook,
  onExportWorkbook,
  rowActions,
}: {
  rowActions: RowActionsOption;
  caseSelected: boolean;
  entries: LedgerEntryDto[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  printing: boolean;
  onPrint: () => void;
  exporting: boolean;
  onExport: () => void;
  exportingWorkbook: boolean;
  onExportWorkbook: () => void;
}) {
  const empty: ReactNode = !caseSelected ? (
    "Select a case to view its transactions."
  ) : loading ? (
    <span role="status">Loading...</span>
  ) : failed ? (
    <>
      <span role="alert">Failed to load transactions.</span>{" "}
      <Button variant="link" onClick={onRetry}>
        Retry
      </Button>
    </>
  ) : entries.length === 0 ? (
    "No transactions found."
  ) : null;

  return (
    <Panel
      titleId="recent-transactions-title"
      title="Recent Transactions"
      actions={
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onExport}
            disabled={!caseSelected || exporting}
            aria-label="Export the ledger as CSV"
          >
            <DownloadIcon />
            {exporting ? "Exporting..." : "CSV"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onExportWorkbook}
            disabled={!caseSelected || exportingWorkbook}
            aria-label="Export the ledger as an Excel workbook"
          >
            <DownloadIcon />
            {exportingWorkbook ? "Exporting..." : "Excel"}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onPrint}
            disabled={!caseSelected || printing}
          >
            <PrinterIcon />
            {printing ? "Generating PDF..." : "Print"}
          </Button>
        </div>
      }
    >
      {/* Phones get one card per row; the table needs at least a tablet's width. */}
      <div className="sm:hidden">
        {empty ? (
          <p className="px-5 py-10 text-center text-sm text-ink-500">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <EntryCard key={entryKey(entry)} entry={entry} rowActions={rowActions} />
            ))}
          </ul>
        )}
      </div>
      {/* Focusable so that keyboard users can scroll the table sideways when it is narrow. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus
        tabIndex={0}
        className="hidden overflow-x-auto focus-visible:outline-offset-[-2px] sm:block"
      >
        <table className="w-full min-w-[58rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase">
              <Th className="sm:pl-5">Date</Th>
              <Th>Transaction Type</Th>
              <Th numeric>Amount</Th>
              <Th numeric>Accrued Interest</Th>
              <Th numeric>To Interest</Th>
              <Th numeric>To Principal</Th>
              <Th numeric>Principal Balance</Th>
              <Th numeric>Unpaid Interest</Th>
              <Th>Description</Th>
              {rowActions ? (
                <Th numeric className="sm:pr-5">
                  Actions
                </Th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td
                  colSpan={columnCount(rowActions)}
                  className="px-5 py-10 text-center text-ink-500"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              entries.map((entry) => (
                <EntryRow key={entryKey(entry)} entry={entry} rowActions={rowActions} />
              ))
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function Th({
  children,
  numeric,
  className,
}: {
  children: ReactNode;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <th
      scope="col"
      // Two-word headings may take two lines, so the figures get the width.
      className={cn("px-2.5 py-2.5 align-bottom", numeric && "text-right", className)}
    >
      {children}
    </th>
  );
}

const cellClasses = "tabular px-2.5 py-3 text-right whitespace-nowrap";

interface EntryProps {
  entry: LedgerEntryDto;
  rowActions: RowActionsOption;
}

/**
 * What the engine computed (interest, the split of a payment, balances, a capitalisation) is shown
 * exact, at four decimals, as the statements print it: rounded to cents, a payment's parts could
 * show a cent more than the payment, and a row's principal a cent off the row before it
 * (docs/interest-method.md, "Reading a statement"). What the user entered is shown in cents.
 */
function computed(value: string): string {
  return formatMoney(value, 4);
}

function amountOf(entry: LedgerEntryDto): string {
  return entry.kind === "COMPOUNDING" ? computed(entry.exact.amount) : formatMoney(entry.amount);
}

/** How a payment split, shown only where a payment was split: a dash elsewhere. */
function split(entry: LedgerEntryDto, value: string): string {
  return entry.kind === "PAYMENT" ? computed(value) : "—";
}

function EntryRow({ entry, rowActions }: EntryProps) {
  if (entry.kind === "RATE_CHANGE") {
    return (
      <tr className="border-b border-slate-100 bg-slate-50/60 last:border-0">
        <td className="tabular px-3 py-2 whitespace-nowrap text-ink-700 sm:pl-5">
          {formatUsDate(entry.date)}
        </td>
        <td className="px-3 py-2">
          <TypeBadge kind={entry.kind} />
        </td>
        <td colSpan={columnCount(rowActions) - 2} className="px-3 py-2 text-ink-700 italic sm:pr-5">
          {rateChangeNote(entry)}
        </td>
      </tr>
    );
  }
  const transaction = transactionOf(entry);
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50/70">
      <td className="tabular px-2.5 py-3 whitespace-nowrap text-ink-900 sm:pl-5">
        {formatUsDate(entry.date)}
      </td>
      <td className="px-2.5 py-3">
        <TypeBadge kind={entry.kind} />
      </td>
      <td className={cn(cellClasses, "text-ink-900")}>{amountOf(entry)}</td>
      <td className={cn(cellClasses, "text-ink-700")}>
        {computed(entry.exact.calculatedInterest)}
      </td>
      <td className={cn(cellClasses, "text-ink-700")}>
        {split(entry, entry.exact.appliedToInterest)}
      </td>
      <td className={cn(cellClasses, "text-ink-700")}>
        {split(entry, entry.exact.appliedToPrincipal)}
      </td>
      <td className={cn(cellClasses, "font-semibold text-ink-900")}>
        {computed(entry.exact.newBalance)}
      </td>
      <td className={cn(cellClasses, "text-ink-700")}>
        {computed(entry.exact.unpaidInterestAfter)}
      </td>
      <td className="px-2.5 py-3 whitespace-nowrap text-ink-700">
        <Description entry={entry} />
      </td>
      {rowActions ? (
        <td className="px-2.5 py-2 text-right whitespace-nowrap sm:pr-5">
          {transaction ? <RowActions transaction={transaction} {...rowActions} /> : null}
        </td>
      ) : null}
    </tr>
  );
}

function EntryCard({ entry, rowActions }: EntryProps) {
  const [open, setOpen] = useState(false);
  if (entry.kind === "RATE_CHANGE") {
    return (
      <li className="bg-slate-50/60 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <span className="tabular font-semibold text-ink-900">{formatUsDate(entry.date)}</span>
          <TypeBadge kind={entry.kind} />
        </div>
        <p className="mt-1 text-sm text-ink-700 italic">{rateChangeNote(entry)}</p>
      </li>
    );
  }
  const transaction = transactionOf(entry);
  const detailsId = `entry-split-${entryKey(entry)}`;
  return (
    <li className="px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="tabular font-semibold text-ink-900">{formatUsDate(entry.date)}</span>
        <TypeBadge kind={entry.kind} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
        <CardFigure label="Amount" value={amountOf(entry)} />
        <CardFigure label="Accrued Interest" value={computed(entry.exact.calculatedInterest)} />
        <CardFigure label="Principal Balance" value={computed(entry.exact.newBalance)} strong />
      </dl>
      {open ? (
        <dl
          id={detailsId}
          className="mt-2 grid grid-cols-3 gap-3 rounded-md bg-slate-50 p-2 text-sm"
        >
          <CardFigure label="To Interest" value={split(entry, entry.exact.appliedToInterest)} />
          <CardFigure label="To Principal" value={split(entry, entry.exact.appliedToPrincipal)} />
          <CardFigure label="Unpaid Interest" value={computed(entry.exact.unpaidInterestAfter)} />
        </dl>
      ) : null}
      <div className="mt-1 flex items-center justify-between gap-3 text-sm text-ink-700">
        <Description entry={entry} />
        <span className="inline-flex shrink-0 items-center gap-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`${open ? "Hide" : "Show"} split of ${KIND_LABELS[entry.kind].toLowerCase()} of ${formatUsDate(entry.date)}`}
            onClick={() => setOpen((value) => !value)}
            className="flex h-9 items-center gap-1 rounded-md px-2 text-ink-600 hover:bg-brand-50 hover:text-brand-800"
          >
            <span aria-hidden="true" className="text-xs font-medium">
              Split
            </span>
            <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
          </button>
          {transaction && rowActions ? (
            <RowActions transaction={transaction} {...rowActions} />
          ) : null}
        </span>
      </div>
    </li>
  );
}

function CardFigure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className={cn("tabular", strong ? "font-semibold text-ink-900" : "text-ink-700")}>
        {value}
      </dd>
    </div>
  );
}

function Description({ entry }: { entry: LedgerEntryDto }) {
  const description =
    entry.kind === "COMPOUNDING" ? COMPOUNDING_DESCRIPTION : entry.description.trim();
  const facts = costFactsNote(entry.costFacts);
  const text =
    description === "" ? (
      <span className="text-ink-500 italic">No description</span>
    ) : (
      <span title={description.length > DESCRIPTION_LENGTH ? description : undefined}>
        {truncate(description, DESCRIPTION_LENGTH)}
      </span>
    );
  if (!facts) return text;
  // The cost's MC-012 category and allowed date under its description, in a few words.
  return (
    <span className="block min-w-0">
      <span className="block">{text}</span>
      <span className="block text-xs whitespace-normal text-ink-600">{facts}</span>
    </span>
  );
}

function RowActions({
  transaction,
  onEdit,
  onDelete,
}: RowActionsProps & { transaction: TransactionRef }) {
  const what = `${transaction.type.toLowerCase()} of ${formatUsDate(transaction.date)}`;
  return (
    <span className="inline-flex shrink-0 gap-1">
      <button
        type="button"
        aria-label={`Edit ${what}`}
        title="Edit"
        onClick={() => onEdit(transaction)}
        className="flex size-9 items-center justify-center rounded-md text-ink-600 hover:bg-brand-50 hover:text-brand-800"
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        aria-label={`Delete ${what}`}
        title="Delete"
        onClick={() => onDelete(transaction)}
        className="flex size-9 items-center justify-center rounded-md text-ink-600 hover:bg-red-50 hover:text-red-700"
      >
        <TrashIcon />
      </button>
    </span>
  );
}

// Green PAYMENT, red COST, grey otherwise (docs/product.md, "Screens"). A capitalisation is neither money in nor a
// charge, so it gets its own tone rather than the grey of "unknown".
const badgeTones: Partial<Record<LedgerEntryKind, string>> = {
  PAYMENT: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  COST: "bg-red-50 text-red-800 ring-red-600/25",
  COMPOUNDING: "bg-amber-50 text-amber-900 ring-amber-600/30",
  RENEWAL: "bg-brand-50 text-brand-800 ring-brand-600/25",
};

export function TypeBadge({ kind }: { kind: LedgerEntryKind }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap ring-1 ring-inset",
        badgeTones[kind] ?? "bg-slate-100 text-ink-700 ring-slate-400/30",
      )}
    >
      {KIND_LABELS[kind]}
    </span>
  );
}
