import { formatInstantUs } from "@owed/domain";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { userTimeZone } from "../../../lib/user-today.ts";
import { type RemittancePeriod, useRemittancePeriods } from "../api/get-remittance-periods.ts";
import { useReopenRemittancePeriod } from "../api/reopen-remittance-period.ts";
import { money } from "../utils/figures.ts";
import { type Period, periodLabel } from "../utils/period.ts";
import { refusalText } from "../utils/refusal.ts";

/** "Closed 11/02/2026, 9:14 AM EST by Ann Lee". */
export function closedText(closedAt: string, closedBy: string | null): string {
  const at = formatInstantUs(closedAt, userTimeZone());
  return closedBy ? `Closed ${at} by ${closedBy}` : `Closed ${at}`;
}

/** The client's closed periods, latest first: each opens its frozen report, and can be reopened. */
export function ClosedPeriods({
  clientId,
  shown,
  canEdit,
  hrefOf,
}: {
  clientId: string;
  /** The period on screen, whose row says so instead of linking to itself. */
  shown: Period | null;
  canEdit: boolean;
  hrefOf: (period: Period) => string;
}) {
  const periods = useRemittancePeriods(clientId);
  const [reopening, setReopening] = useState<RemittancePeriod | null>(null);
  return (
    <Card title="Closed periods" titleId="closed-periods-title" className="mt-6">
      {periods.isError ? (
        <div className="px-5 py-4">
          <FormAlert>
            The closed periods could not be loaded.{" "}
            <Button variant="link" onClick={() => void periods.refetch()}>
              Try again
            </Button>
          </FormAlert>
        </div>
      ) : !periods.data ? (
        <div className="space-y-2 px-5 py-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : periods.data.length === 0 ? (
        <p className="px-5 py-4 text-sm text-ink-600">
          No period has been closed for this client yet. Close a period once its report is sent: it
          is then kept as it was.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="closed-periods-title">
          {periods.data.map((period) => {
            const here = shown?.from === period.from && shown?.to === period.to;
            return (
              <li
                key={period.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{periodLabel(period)}</p>
                  <p className="text-xs text-ink-500">
                    {closedText(period.closedAt, period.closedBy)} · Net remitted{" "}
                    <span className="tabular">{money(period.net)}</span>
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {here ? (
                    <span className="text-xs font-semibold text-ink-600">Shown above</span>
                  ) : (
                    <Link
                      to={hrefOf(period)}
                      className={buttonClasses({ variant: "outline", size: "sm" })}
                      aria-label={`View ${periodLabel(period)}`}
                    >
                      View
                    </Link>
                  )}
                  {canEdit ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setReopening(period)}
                      aria-label={`Reopen ${periodLabel(period)}`}
                    >
                      Reopen
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {reopening ? (
        <ReopenPeriodDialog
          clientId={clientId}
          period={reopening}
          onClose={() => setReopening(null)}
        />
      ) : null}
    </Card>
  );
}

/** "Reopen October 2026?": the frozen report is given up and the live figures read again. */
export function ReopenPeriodDialog({
  clientId,
  period,
  onClose,
}: {
  clientId: string;
  period: Pick<RemittancePeriod, "id" | "from" | "to">;
  onClose: () => void;
}) {
  const reopen = useReopenRemittancePeriod(clientId);
  const [error, setError] = useState<string | null>(null);
  const label = periodLabel(period);
  const confirm = () => {
    setError(null);
    reopen.mutate(period.id, {
      onSuccess: ({ message }) => {
        toast.success(message || "Period reopened");
        onClose();
      },
      onError: (failure) => setError(refusalText(failure, "The period could not be reopened.")),
    });
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      role="alertdialog"
      busy={reopen.isPending}
      title={`Reopen ${label}?`}
      description="The frozen report is set aside and the period's report reads the ledger's figures as they are now."
      footer={
        <DeleteFooter
          label="Reopen period"
          pendingLabel="Reopening..."
          pending={reopen.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <div className="space-y-3 text-sm text-ink-700">
        <p>
          Reopen it only if the report sent to the client must be made again: its figures may differ
          from the ones you sent. You can close it again afterwards.
        </p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
