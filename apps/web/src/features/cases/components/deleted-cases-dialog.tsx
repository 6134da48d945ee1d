import { type DeletedCaseDto, formatInstantUs } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { ListRow } from "../../../components/ui/list-row.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { userTimeZone } from "../../../lib/user-today.ts";
import { useDeletedCases } from "../api/get-deleted-cases.ts";
import { useRestoreCase } from "../api/restore-case.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";

/** Cases deleted in the last 30 days, each with a Restore button (docs/history.md). */
export function DeletedCasesDialog({
  onClose,
  onRestored,
}: {
  onClose: () => void;
  onRestored: (caseId: string) => void;
}) {
  const deleted = useDeletedCases();
  const restore = useRestoreCase();
  const timeZone = userTimeZone();

  const restoreOne = (item: DeletedCaseDto) =>
    restore.mutate(item.caseId, {
      onSuccess: (restored) => {
        toast.success(`${restored.caseName} restored`);
        onRestored(restored.id);
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error(failureMessage(error, "Failed to restore the case"));
      },
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      busy={restore.isPending}
      title="Recently Deleted"
      description="Deleted cases can be restored, with all their transactions, for 30 days."
      footer={
        <Button variant="outline" onClick={onClose} disabled={restore.isPending}>
          Close
        </Button>
      }
    >
      {deleted.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading deleted cases" />
        </div>
      ) : deleted.isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-800">
          <p>{failureMessage(deleted.error, "Could not load the deleted cases.")}</p>
          <Button size="sm" variant="outline" onClick={() => deleted.refetch()}>
            Try again
          </Button>
        </div>
      ) : deleted.data.length === 0 ? (
        <p className="text-sm text-ink-700">No cases were deleted in the last 30 days.</p>
      ) : (
        <ul aria-label="Deleted cases" className="divide-y divide-slate-200">
          {deleted.data.map((item) => (
            <ListRow
              key={item.caseId}
              className="first:pt-0"
              action={
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => restoreOne(item)}
                  disabled={restore.isPending}
                  aria-label={`Restore ${item.caseName}`}
                >
                  Restore
                </Button>
              }
            >
              <p className="text-base font-semibold break-words text-ink-900">{item.caseName}</p>
              <p className="text-sm text-ink-600">
                Case No. {item.courtCaseNumber} · {item.transactionCount}{" "}
                {item.transactionCount === 1 ? "transaction" : "transactions"} · payoff was{" "}
                {formatMoney(item.payoffBefore)}
              </p>
              <p className="text-xs text-ink-600">
                Deleted {formatInstantUs(item.deletedAt, timeZone)} by {item.actor.name}; can be
                restored until {formatInstantUs(item.restorableUntil, timeZone)}.
              </p>
            </ListRow>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
