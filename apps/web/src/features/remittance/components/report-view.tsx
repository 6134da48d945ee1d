import type { RemittanceReport } from "@owed/domain";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../lib/cn.ts";
import { feeTermsText } from "../utils/figures.ts";
import { periodLabel, periodPhrase } from "../utils/period.ts";
import { closedText, ReopenPeriodDialog } from "./closed-periods.tsx";
import { RemittanceTable } from "./remittance-table.tsx";
import { ReportActions } from "./report-actions.tsx";

/** One client's report for the period: what it is, its state, its files and its table. */
export function ReportView({
  report,
  today,
  canEdit,
  stale,
}: {
  report: RemittanceReport;
  today: string;
  canEdit: boolean;
  /** The previous report, shown while the next one loads. */
  stale: boolean;
}) {
  const label = periodLabel(report);
  return (
    <Card
      as="section"
      title={`${report.client.name} · ${label}`}
      titleId="report-title"
      description={
        <>
          {report.client.reference ? `Client reference ${report.client.reference}. ` : null}
          Fee terms: {feeTermsText(report.client)}
        </>
      }
      className={cn("mt-6 transition-opacity", stale && "opacity-60")}
      aria-busy={stale}
    >
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <StatusBanner report={report} canEdit={canEdit} />
        <ReportActions report={report} today={today} canEdit={canEdit} />
        {report.rows.length === 0 ? (
          <p className="rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-ink-600">
            Nothing was received on {report.client.name}'s cases, and no cost was advanced on them,{" "}
            {periodPhrase(report)}.
          </p>
        ) : (
          <RemittanceTable report={report} />
        )}
      </div>
    </Card>
  );
}

/** Closed (by whom, when, and what changed since), or an open period that overlaps a closed one. */
function StatusBanner({ report, canEdit }: { report: RemittanceReport; canEdit: boolean }) {
  const [reopening, setReopening] = useState(false);
  if (report.status === "open") {
    return report.overlapsClosed ? (
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        {report.overlapsClosed} The figures here are live; the closed report keeps what was sent.
      </p>
    ) : null;
  }
  const changed = report.changedCount;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-950 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="space-y-1">
        <p className="font-semibold">
          Closed period.{" "}
          <span className="font-normal">
            {report.closedAt ? `${closedText(report.closedAt, report.closedBy)}.` : null} These are
            the figures as they stood then.
          </span>
        </p>
        {changed > 0 ? (
          <p className="font-semibold text-amber-900">
            {changed === 1 ? "1 case has" : `${changed} cases have`} changed since it was closed:
            flagged below, with the figures as they read now.
          </p>
        ) : (
          <p>Nothing in it has changed since.</p>
        )}
      </div>
      {canEdit && report.periodId ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0"
            onClick={() => setReopening(true)}
          >
            Reopen period
          </Button>
          {reopening ? (
            <ReopenPeriodDialog
              clientId={report.client.id}
              period={{ id: report.periodId, from: report.from, to: report.to }}
              onClose={() => setReopening(false)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
