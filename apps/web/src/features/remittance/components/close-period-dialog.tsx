import type { RemittanceReport } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { useCloseRemittancePeriod } from "../api/close-remittance-period.ts";
import { money } from "../utils/figures.ts";
import { periodLabel } from "../utils/period.ts";
import { refusalText } from "../utils/refusal.ts";

/**
 * "Close period?": says what closing does (the report is frozen as it reads now; later changes
 * are flagged, not applied) before it is done, with the figure being frozen.
 */
export function ClosePeriodDialog({
  report,
  open,
  onOpenChange,
}: {
  report: RemittanceReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = useCloseRemittancePeriod(report.client.id);
  const [error, setError] = useState<string | null>(null);
  const label = periodLabel(report);
  const cases = report.rows.length === 1 ? "1 case" : `${report.rows.length} cases`;

  const confirm = () => {
    setError(null);
    close.mutate(
      { from: report.from, to: report.to },
      {
        onSuccess: ({ message }) => {
          toast.success(message || "Period closed");
          onOpenChange(false);
        },
        onError: (failure) => setError(refusalText(failure, "The period could not be closed.")),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      role="alertdialog"
      busy={close.isPending}
      title={`Close ${label}?`}
      description={`${report.client.name}: ${money(report.totals.net)} to remit from ${cases}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={close.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={close.isPending}>
            {close.isPending ? "Closing..." : "Close period"}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-ink-700">
        <p>
          The report is frozen as it reads now: it is the record of what you send the client. A
          later change to a payment or cost in this period will be flagged beside the frozen
          figures, never change them.
        </p>
        <p>An owner or editor can reopen the period if the report has to be made again.</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
