import { type CaseDto, formatUsDate, isCalendarDate } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormField, fieldA11y } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { cn } from "../../../lib/cn.ts";
import { userToday } from "../../../lib/user-today.ts";
import { useDownloadPayoffStatement } from "../api/download-payoff-statement.ts";
import { usePayoff } from "../api/get-payoff.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";
import { payoffDateError } from "../utils/payoff-date.ts";
import { DownloadIcon } from "./case-icons.tsx";

/** Mounted only while open, so each opening starts on today. */
export function PayoffDemandDialog({
  item,
  open,
  onClose,
}: {
  item: CaseDto;
  open: boolean;
  onClose: () => void;
}) {
  // The case's `asOf` is the user's today as the server computed it (their time zone).
  const [date, setDate] = useState(() => item.asOf || userToday());
  const dateError = payoffDateError(date, item.judgmentDate);
  const payoff = usePayoff(item.id, date, open && !dateError);
  const download = useDownloadPayoffStatement();
  const figures = dateError ? undefined : payoff.data;
  // Dimmed only while the figures shown are the previous date's: a background refetch of the same
  // date shows figures that are still right, and dimming them would only cost contrast.
  const stale = payoff.isPlaceholderData;

  const save = () => {
    download.mutate(
      { caseId: item.id, caseName: item.caseName, date },
      {
        onSuccess: () => toast.success("Payoff statement downloaded successfully"),
        onError: (error) => {
          if (!endedSession(error)) toast.error("Failed to download payoff statement");
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title="Payoff Demand"
      description={`${item.caseName} · Case No. ${item.courtCaseNumber}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={save} disabled={Boolean(dateError) || download.isPending}>
            <DownloadIcon />
            {download.isPending ? "Preparing Statement..." : "Download Statement"}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <FormField
          id="payoff-date"
          label="Payoff Date"
          error={dateError}
          hint={`Any date on or after the judgment date (${formatUsDate(item.judgmentDate)}).`}
        >
          <Input
            {...fieldA11y("payoff-date", dateError, true)}
            type="date"
            min={item.judgmentDate}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="tabular sm:max-w-56"
          />
        </FormField>

        <section aria-labelledby="payoff-summary-title" aria-busy={stale}>
          <h3
            id="payoff-summary-title"
            className="text-xs font-semibold tracking-wide text-ink-500 uppercase"
          >
            Payoff as of {isCalendarDate(date) ? formatUsDate(date) : "--/--/----"}
          </h3>
          {payoff.isError && !dateError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {failureMessage(payoff.error, "Could not calculate the payoff. Please try again.")}
            </p>
          ) : (
            <dl
              className={cn(
                "mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 transition-opacity",
                stale && "opacity-60",
              )}
            >
              <SummaryRow label="Principal Balance" value={figures?.principalBalance} />
              <SummaryRow label="Accrued Interest" value={figures?.accruedInterest} />
              <SummaryRow label="Total Payoff" value={figures?.totalPayoff} total />
            </dl>
          )}
          {figures ? (
            <p className="mt-2 text-xs text-ink-500">
              Interest continues at {formatMoney(figures.perDiem, 4)} per day after this date.
            </p>
          ) : null}
        </section>
      </div>
    </Dialog>
  );
}

function SummaryRow({
  label,
  value,
  total,
}: {
  label: string;
  value: string | undefined;
  total?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4 px-4 py-3",
        total && "bg-brand-50/70",
      )}
    >
      <dt className={cn("text-sm", total ? "font-semibold text-brand-800" : "text-ink-600")}>
        {label}
      </dt>
      <dd
        className={cn(
          "tabular text-right",
          total ? "font-serif text-xl font-bold text-brand-800" : "font-semibold text-ink-900",
        )}
      >
        {value === undefined ? "—" : formatMoney(value)}
      </dd>
    </div>
  );
}
