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
      {/* Focusable so that keyboard users can scroll the table sideways on a narrow screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take focus */}
      <div tabIndex={0} className="overflow-x-auto focus-visible:outline-offset-[-2px]">
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
            {!caseSelected ? (
              <EmptyRow>Select a case to view its transactions.</EmptyRow>
            ) : loading ? (
              <EmptyRow status>Loading...</EmptyRow>
            ) : failed ? (
              <EmptyRow>
                <span role="alert">Failed to load transactions.</span>{" "}
                <Button variant="link" onClick={onRetry}>
                  Retry
                </Button>
              </EmptyRow>
            ) : transactions.length === 0 ? (
              <EmptyRow>No transactions found.</EmptyRow>
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

function EmptyRow({ children, status }: { children: ReactNode; status?: boolean }) {
  return (
    <tr>
      <td colSpan={7} className="px-5 py-10 text-center text-ink-500">
        {status ? <span role="status">{children}</span> : children}
      </td>
    </tr>
  );
}

function TransactionRow({
  t,
  onEdit,
  onDelete,
}: {
  t: TransactionDto;
  onEdit: (transaction: TransactionDto) => void;
  onDelete: (transaction: TransactionDto) => void;
}) {
  const type = t.transaction_type ?? t.type;
  const what = `${type.toLowerCase()} of ${formatUsDate(t.date)}`;
  const description = t.description.trim();
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
        {description === "" ? (
          <span className="text-ink-500 italic">No description</span>
        ) : (
          <span title={description.length > DESCRIPTION_LENGTH ? description : undefined}>
            {truncate(description, DESCRIPTION_LENGTH)}
          </span>
        )}
      </td>
      <td className="px-4 py-2 text-right whitespace-nowrap sm:pr-5">
        <span className="inline-flex gap-1">
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
      </td>
    </tr>
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
