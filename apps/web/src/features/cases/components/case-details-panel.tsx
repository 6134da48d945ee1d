import { type CaseDto, formatUsDate } from "@owed/domain";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ChevronDownIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { caseMethod } from "../utils/case-method.ts";
import { formatMoney } from "../utils/money.ts";
import { describeRate } from "../utils/rate-text.ts";
import { CaseDeadlines } from "./case-deadlines.tsx";
import {
  BanIcon,
  HistoryIcon,
  PencilIcon,
  PlusIcon,
  ReceiptIcon,
  RenewIcon,
  TrashIcon,
} from "./case-icons.tsx";
import { CaseRateTable } from "./case-rate-table.tsx";
import { CourtDetails } from "./court-details.tsx";
import { Panel } from "./panel.tsx";

export type CaseAction =
  | "transaction"
  | "payoff"
  | "satisfaction"
  | "renew"
  | "edit"
  | "history"
  | "delete";

export function CaseDetailsPanel({
  item,
  loading,
  onAction,
  readOnly = false,
}: {
  item: CaseDto | null;
  loading: boolean;
  onAction: (action: CaseAction) => void;
  /** A viewer's menu keeps the statements and the history, nothing that changes the case. */
  readOnly?: boolean;
}) {
  return (
    <Panel
      titleId="case-details-title"
      title="Case Details"
      actions={
        item ? <CaseActionsMenu item={item} onAction={onAction} readOnly={readOnly} /> : null
      }
    >
      {loading ? (
        <p role="status" className="px-5 py-10 text-center text-sm text-ink-500">
          Loading cases...
        </p>
      ) : item ? (
        <CaseFacts item={item} onRenew={() => onAction("renew")} readOnly={readOnly} />
      ) : (
        <div className="px-5 py-10 text-center">
          <p className="font-semibold text-ink-700">No Case Selected.</p>
          <p className="mt-1 text-sm text-ink-500">
            Choose a case from the list to see its balances and transactions.
          </p>
        </div>
      )}
    </Panel>
  );
}

const itemClasses =
  "flex cursor-default items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink-900 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-500 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function CaseActionsMenu({
  item,
  onAction,
  readOnly,
}: {
  item: CaseDto;
  onAction: (action: CaseAction) => void;
  readOnly: boolean;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={buttonClasses({ variant: "outline", size: "sm" })}>
        Actions
        <ChevronDownIcon className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {readOnly ? null : item.isEnded ? (
            <DropdownMenu.Item disabled className={itemClasses}>
              <BanIcon />
              Case Ended
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onAction("transaction")}>
              <PlusIcon />
              New Cost/Payment
            </DropdownMenu.Item>
          )}
          {item.isEnded ? (
            // An ended case has no payoff to demand, but its final statement (dated the day it
            // was paid in full) is what a court or a debtor asks for.
            <DropdownMenu.Item
              className={cn(itemClasses, "items-start")}
              onSelect={() => onAction("satisfaction")}
            >
              <ReceiptIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                Satisfaction Statement
                {item.endedOn ? (
                  <span className="block text-xs font-normal text-ink-500">
                    Final statement as of {formatUsDate(item.endedOn)}
                  </span>
                ) : null}
              </span>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onAction("payoff")}>
              <ReceiptIcon className="size-4 shrink-0" />
              Payoff Demand
            </DropdownMenu.Item>
          )}
          {item.isEnded || readOnly ? null : (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onAction("renew")}>
              <RenewIcon />
              Renew Judgment
            </DropdownMenu.Item>
          )}
          {readOnly ? null : (
            <DropdownMenu.Item className={itemClasses} onSelect={() => onAction("edit")}>
              <PencilIcon />
              Edit Case
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClasses} onSelect={() => onAction("history")}>
            <HistoryIcon />
            History
          </DropdownMenu.Item>
          {readOnly ? null : (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                className={cn(
                  itemClasses,
                  "text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800",
                )}
                onSelect={() => onAction("delete")}
              >
                <TrashIcon />
                Delete Case
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function CaseFacts({
  item,
  onRenew,
  readOnly,
}: {
  item: CaseDto;
  onRenew: () => void;
  readOnly: boolean;
}) {
  return (
    <div className="space-y-5 px-4 py-5 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-serif text-2xl font-bold break-words text-ink-900">
            {item.caseName}
          </h3>
          <p className="mt-1 text-xs font-medium tracking-wide text-ink-500 uppercase">
            Court/Case Number
          </p>
          <p className="text-sm text-ink-700">
            {item.courtName}
            <span aria-hidden="true" className="mx-2 text-slate-300">
              |
            </span>
            <span className="whitespace-nowrap">
              Case No. <span className="tabular">{item.courtCaseNumber}</span>
            </span>
          </p>
          {item.clientName ? (
            <p className="mt-1 text-sm text-ink-700">
              <span className="text-ink-500">Client:</span>{" "}
              <span className="font-semibold break-words">{item.clientName}</span>
            </p>
          ) : null}
        </div>
        {item.isEnded ? (
          <p className="rounded-md bg-slate-100 px-3 py-1.5 text-sm text-ink-700">
            <span className="font-semibold">Case Ended</span>
            {item.endedOn ? ` · paid in full ${formatUsDate(item.endedOn)}` : null}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_auto]">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="Judgment Amount" value={formatMoney(item.judgmentAmount)} numeric />
          <Fact label="Judgment Date" value={formatUsDate(item.judgmentDate)} numeric />
          <Fact label="Interest Rate" value={describeRate(item, item.asOf)} />
          <Fact label="Daily Interest" value={formatMoney(item.perDiem, 4)} numeric />
          <Fact label="Last Payment Date" value={formatUsDate(item.lastPaymentDate)} numeric />
          <Fact label="Total Payments to Date" value={formatMoney(item.totalPayments)} numeric />
          <Fact label="Principal Balance" value={formatMoney(item.principalBalance)} numeric />
          <Fact label="Interest to Date" value={formatMoney(item.accruedInterest)} numeric />
        </dl>
        <dl className="flex flex-col justify-center rounded-lg bg-brand-800 px-5 py-4 text-white md:min-w-60">
          <dt className="text-xs font-semibold tracking-wide text-brand-100 uppercase">
            Today's Payoff
          </dt>
          <dd className="tabular mt-1 font-serif text-3xl font-bold text-white">
            {formatMoney(item.todayPayoff)}
          </dd>
          <dd className="mt-1 text-xs text-brand-100">as of {formatUsDate(item.asOf)}</dd>
        </dl>
      </div>

      <CaseRateTable item={item} readOnly={readOnly} />
      <MethodNote item={item} />
      <CaseDeadlines item={item} onRenew={onRenew} readOnly={readOnly} />
      <CourtDetails item={item} readOnly={readOnly} />

      {item.debtorInfo.trim() !== "" ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50/60 px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-ink-500 uppercase">Debtor</p>
          <p className="mt-1 text-sm whitespace-pre-line text-ink-700">{item.debtorInfo}</p>
        </div>
      ) : null}
    </div>
  );
}

/** How this case's interest is computed, and the rule it came from: what the statements print. */
function MethodNote({ item }: { item: CaseDto }) {
  const method = caseMethod(item);
  if (!method) return null;
  return (
    <details className="group rounded-lg border border-slate-200 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800">
        How interest is computed
      </summary>
      <div className="mt-2 space-y-2 text-ink-700">
        {method.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <h3 className="pt-2 font-semibold text-ink-900">Rule and rate source</h3>
        {method.sources.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </details>
  );
}

function Fact({ label, value, numeric }: { label: string; value: ReactNode; numeric?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-dashed border-slate-200 pb-2 sm:block sm:border-0 sm:pb-0">
      <dt className="text-ink-500">{label}</dt>
      <dd className={cn("font-semibold text-ink-900", numeric && "tabular")}>{value}</dd>
    </div>
  );
}
