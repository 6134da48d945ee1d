import { type CaseDto, formatInstantUs, formatUsDate, type HistoryEntryDto } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { userTimeZone, userToday } from "../../../lib/user-today.ts";
import { useDownloadTransactionReport } from "../api/download-transaction-report.ts";
import { useCaseHistory } from "../api/get-case-history.ts";
import { useRestoreTransaction } from "../api/restore-transaction.ts";
import { useRevertChange } from "../api/revert-change.ts";
import { endedSession, failureMessage } from "../utils/api-errors.ts";
import { formatMoney } from "../utils/money.ts";

/**
 * The case's history as a timeline, newest first (docs/history.md): who changed what and when, the
 * values before and after, the payoff before and after, and the undo each change allows.
 */
export function CaseHistoryDialog({
  item,
  onClose,
  readOnly = false,
}: {
  item: CaseDto;
  onClose: () => void;
  /** A viewer: the timeline without its Revert and Restore buttons. */
  readOnly?: boolean;
}) {
  const history = useCaseHistory(item.id);
  const revert = useRevertChange();
  const restore = useRestoreTransaction();
  const report = useDownloadTransactionReport();
  const timeZone = userTimeZone();
  const busy = revert.isPending || restore.isPending;

  const undo = (entry: HistoryEntryDto) => {
    const done = {
      onSuccess: () =>
        toast.success(entry.undo?.kind === "restore" ? "Transaction restored" : "Change reverted"),
      onError: (error: unknown) => {
        if (!endedSession(error)) toast.error(failureMessage(error, "Failed to undo the change"));
      },
    };
    if (entry.undo?.kind === "restore" && entry.transactionId) {
      restore.mutate(entry.transactionId, done);
    } else {
      revert.mutate(entry.id, done);
    }
  };

  const download = () =>
    report.mutate(
      { caseId: item.id, caseName: item.caseName, today: item.asOf || userToday(), history: true },
      {
        onSuccess: () => toast.success("PDF downloaded successfully"),
        onError: (error) => {
          if (!endedSession(error)) toast.error("Failed to download PDF");
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      size="lg"
      busy={busy}
      title="History"
      description={`Every change to ${item.caseName}, newest first. Times are in ${timeZone}.`}
      footer={
        <>
          <Button variant="outline" onClick={download} disabled={report.isPending}>
            {report.isPending ? "Preparing..." : "Report with history (PDF)"}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            Close
          </Button>
        </>
      }
    >
      {history.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading history" />
        </div>
      ) : history.isError ? (
        <div role="alert" className="space-y-3 text-sm text-red-800">
          <p>{failureMessage(history.error, "Could not load the history.")}</p>
          <Button size="sm" variant="outline" onClick={() => history.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ol aria-label="Changes" className="relative space-y-4 border-l border-slate-200 pl-5">
          {history.data.entries.map((entry) => (
            <HistoryItem
              key={entry.id}
              entry={entry}
              timeZone={timeZone}
              busy={busy}
              onUndo={readOnly ? undefined : () => undo(entry)}
            />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

function HistoryItem({
  entry,
  timeZone,
  busy,
  onUndo,
}: {
  entry: HistoryEntryDto;
  timeZone: string;
  busy: boolean;
  onUndo: (() => void) | undefined;
}) {
  const payoffChanged = entry.payoffBefore !== entry.payoffAfter;
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600"
      />
      <article aria-label={`${entry.title}, ${formatInstantUs(entry.at, timeZone)}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-ink-900">{entry.title}</h3>
          <p className="text-xs text-ink-600">
            <time dateTime={entry.at}>{formatInstantUs(entry.at, timeZone)}</time> · by{" "}
            {entry.actor.name}
          </p>
        </header>
        <p className="text-sm break-words text-ink-700">{entry.subject}</p>
        {entry.changes.length > 0 ? (
          <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm">
            {entry.changes.map((change) => (
              <div key={change.field} className="contents">
                <dt className="text-ink-600">{change.label}</dt>
                <dd className="break-words text-ink-900">
                  {change.before !== null ? (
                    <>
                      <span className="text-ink-600 line-through decoration-ink-400">
                        {change.before}
                      </span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> changed to </span>
                    </>
                  ) : null}
                  {change.after ?? <span className="text-ink-600">(removed)</span>}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {payoffChanged ? (
          <p className="mt-2 text-sm text-ink-700">
            Payoff on {formatUsDate(entry.payoffDate)}:{" "}
            <span className="tabular">
              {entry.payoffBefore === null ? "none" : formatMoney(entry.payoffBefore)} →{" "}
              {entry.payoffAfter === null ? "none" : formatMoney(entry.payoffAfter)}
            </span>
          </p>
        ) : null}
        {entry.undo && onUndo ? (
          <div className="mt-2">
            {entry.undo.available ? (
              <Button size="sm" variant="outline" onClick={onUndo} disabled={busy}>
                {entry.undo.kind === "restore" ? "Restore" : "Revert this change"}
              </Button>
            ) : entry.undo.reason ? (
              <p className="text-xs text-ink-600">{entry.undo.reason}</p>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
