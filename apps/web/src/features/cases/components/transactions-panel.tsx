import { formatUsDate } from "@owed/domain";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { truncate } from "../../../lib/truncate.ts";
import type { TransactionDto } from "../api/types.ts";
import { formatMoney } from "../utils/money.ts";
import { PencilIcon, PrinterIcon, TrashIcon } from "./case-icons.tsx";
import { Panel } from "./panel.tsx";

/** Spec section 9: descriptions are cut to 20 characters in the table. */
export const DESCRIPTION_LENGTH = 20;

export function TransactionsPanel({
  caseSelected,
  transactions,
  loading,
  failed,
  onRetry,
  printing,
  onPrint,
  onEdit,
  onDelete,
}: {
  caseSelected: boolean;
  transactions: TransactionDto[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  printing: boolean;
  onPrint: () => void;
  onEdit: (transaction: TransactionDto) => void;
  onDelete: (transaction: TransactionDto) => void;
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
  ) : transactions.length === 0 ? (
    "No transactions found."
  ) : null;

  return (
    <Panel
      titleId="recent-transactions-title"
      title="Recent Transactions"
      actions={
        <Button variant="outline" size="sm" onClick={onPrint} disabled={!caseSelected || printing}>
          <PrinterIcon />
          {printing ? "Generating PDF..." : "Print"}
        </Button>
      }
    >
      {/* Phones get one card per transaction; the table needs at least a tablet's width. */}
      <div className="sm:hidden">
        {empty ? (
          <p className="px-5 py-10 text-center text-sm text-ink-500">{empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {transactions.map((t) => (
              <TransactionCard key={t.id} t={t} onEdit={onEdit} onDelete={onDelete} />
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
        <table className="w-full min-w-[50rem] border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase">
              <th scope="col" className="px-4 py-3 whitespace-nowrap sm:pl-5">
                Date
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Transaction Type
              </th>
              <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                Amount
              </th>
              <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                Accrued Interest
              </th>
              <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                Principal Balance
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Description
              </th>
              <th scope="col" className="px-4 py-3 text-right whitespace-nowrap sm:pr-5">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={7} className="px-5 py-10 text-center text-ink-500">
                  {empty}
                </td>
              </tr>
            ) : (
              transactions.map((t) => (
                <TransactionRow key={t.id} t={t} onEdit={onEdit} onDelete={onDelete} />
              ))
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

interface RowProps {
  t: TransactionDto;
  onEdit: (transaction: TransactionDto) => void;
  onDelete: (transaction: TransactionDto) => void;
}

function TransactionRow({ t, onEdit, onDelete }: RowProps) {
  const type = t.transaction_type ?? t.type;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50/70">
      <td className="tabular px-4 py-3 whitespace-nowrap text-ink-900 sm:pl-5">
        {formatUsDate(t.date)}
      </td>
      <td className="px-4 py-3">
        <TypeBadge type={type} />
      </td>
      <td className="tabular px-4 py-3 text-right whitespace-nowrap text-ink-900">
        {formatMoney(t.amount)}
      </td>
      <td className="tabular px-4 py-3 text-right whitespace-nowrap text-ink-700">
        {formatMoney(t.calculatedInterest)}
      </td>
      <td className="tabular px-4 py-3 text-right font-semibold whitespace-nowrap text-ink-900">
        {formatMoney(t.newBalance)}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-ink-700">
        <Description text={t.description} />
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap sm:pr-5">
        <RowActions t={t} onEdit={onEdit} onDelete={onDelete} />
      </td>
    </tr>
  );
}

function TransactionCard({ t, onEdit, onDelete }: RowProps) {
  const type = t.transaction_type ?? t.type;
  return (
    <li className="px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <span className="tabular font-semibold text-ink-900">{formatUsDate(t.date)}</span>
        <TypeBadge type={type} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-ink-500">Amount</dt>
          <dd className="tabular text-ink-900">{formatMoney(t.amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Accrued Interest</dt>
          <dd className="tabular text-ink-700">{formatMoney(t.calculatedInterest)}</dd>
        </div>
        <div>
          <dt className="text-xs text-ink-500">Principal Balance</dt>
          <dd className="tabular font-semibold text-ink-900">{formatMoney(t.newBalance)}</dd>
        </div>
      </dl>
      <div className="mt-1 flex items-center justify-between gap-3 text-sm text-ink-700">
        <Description text={t.description} />
        <RowActions t={t} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

function Description({ text }: { text: string }) {
  const description = text.trim();
  if (description === "") return <span className="text-ink-500 italic">No description</span>;
  return (
    <span title={description.length > DESCRIPTION_LENGTH ? description : undefined}>
      {truncate(description, DESCRIPTION_LENGTH)}
    </span>
  );
}

function RowActions({ t, onEdit, onDelete }: RowProps) {
  const what = `${(t.transaction_type ?? t.type).toLowerCase()} of ${formatUsDate(t.date)}`;
  return (
    <span className="inline-flex shrink-0 gap-1">
      <button
        type="button"
        aria-label={`Edit ${what}`}
        title="Edit"
        onClick={() => onEdit(t)}
        className="flex size-9 items-center justify-center rounded-md text-ink-600 hover:bg-brand-50 hover:text-brand-800"
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        aria-label={`Delete ${what}`}
        title="Delete"
        onClick={() => onDelete(t)}
        className="flex size-9 items-center justify-center rounded-md text-ink-600 hover:bg-red-50 hover:text-red-700"
      >
        <TrashIcon />
      </button>
    </span>
  );
}

const badgeTones: Record<string, string> = {
  PAYMENT: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  COST: "bg-red-50 text-red-800 ring-red-600/25",
};

export function TypeBadge({ type }: { type: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1 ring-inset",
        badgeTones[type] ?? "bg-slate-100 text-ink-700 ring-slate-400/30",
      )}
    >
      {type}
    </span>
  );
}
