import { formatUsDate, type RemittanceReport } from "@owed/domain";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { useDownloadRemittanceReport } from "../api/download-remittance-report.ts";
import type { ReportFormat } from "../utils/file-name.ts";
import { closableFrom } from "../utils/period.ts";
import { refusalText } from "../utils/refusal.ts";
import { ClosePeriodDialog } from "./close-period-dialog.tsx";

const FORMATS: readonly { format: ReportFormat; label: string; name: string }[] = [
  { format: "pdf", label: "PDF", name: "PDF" },
  { format: "csv", label: "CSV", name: "CSV" },
  { format: "xlsx", label: "Excel", name: "Excel workbook" },
];

/**
 * Why the period cannot be closed now, or null. The server decides (it refuses the same cases);
 * saying it on the page spares the user a refusal after a confirmation.
 */
export function closeBlocker(
  report: RemittanceReport,
  today: string,
  canEdit: boolean,
): string | null {
  if (!canEdit) return "Only owners and editors of the workspace close periods.";
  if (report.overlapsClosed) return "It overlaps a closed period: reopen that one first.";
  if (today < closableFrom(report)) {
    return `This period can be closed from ${formatUsDate(closableFrom(report))}, once its last day has passed.`;
  }
  return null;
}

/** The report's downloads, and "Close period" while it is open. */
export function ReportActions({
  report,
  today,
  canEdit,
}: {
  report: RemittanceReport;
  today: string;
  canEdit: boolean;
}) {
  const reasonId = useId();
  const download = useDownloadRemittanceReport();
  const [pending, setPending] = useState<ReportFormat | null>(null);
  const [confirming, setConfirming] = useState(false);
  const blocker = closeBlocker(report, today, canEdit);

  const save = (format: ReportFormat, name: string) => {
    setPending(format);
    download.mutate(
      {
        clientId: report.client.id,
        clientName: report.client.name,
        from: report.from,
        to: report.to,
        format,
      },
      {
        onSuccess: () => toast.success(`${name} downloaded`),
        onError: (error) => {
          const text = refusalText(error, `The ${name} could not be made. Please try again.`);
          if (text) toast.error(text);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Download the report</legend>
        <span aria-hidden="true" className="text-sm font-medium text-ink-700">
          Download
        </span>
        {FORMATS.map(({ format, label, name }) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            disabled={pending !== null}
            aria-label={`Download ${name}`}
            onClick={() => save(format, name)}
          >
            {pending === format ? "Preparing..." : label}
          </Button>
        ))}
      </fieldset>
      {report.status === "open" ? (
        <div className="sm:max-w-xs sm:text-right">
          <Button
            size="sm"
            className="w-full sm:w-auto"
            disabled={blocker !== null}
            aria-describedby={blocker ? reasonId : undefined}
            onClick={() => setConfirming(true)}
          >
            Close period
          </Button>
          {blocker ? (
            <p id={reasonId} className="mt-1 text-xs text-ink-500">
              {blocker}
            </p>
          ) : null}
          <ClosePeriodDialog report={report} open={confirming} onOpenChange={setConfirming} />
        </div>
      ) : null}
    </div>
  );
}
