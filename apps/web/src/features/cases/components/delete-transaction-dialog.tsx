import { toast } from "sonner";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { useDeleteTransaction } from "../api/delete-transaction.ts";
import { useRestoreTransaction } from "../api/restore-transaction.ts";
import { UNDO_TOAST_MS } from "../hooks/use-case-lifecycle.ts";
import { endedSession, failureMessage, forbiddenMessage } from "../utils/api-errors.ts";
import { describeTransaction } from "../utils/ledger-rows.ts";
import type { TransactionRef } from "../utils/transaction-ref.ts";

export function DeleteTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionRef | null;
  onClose: () => void;
}) {
  const remove = useDeleteTransaction();
  const restore = useRestoreTransaction();
  const undo = (transactionId: string) =>
    restore.mutate(transactionId, {
      onSuccess: () => toast.success("Transaction restored"),
      onError: (error) => {
        if (!endedSession(error)) {
          toast.error(failureMessage(error, "Failed to restore the transaction"));
        }
      },
    });
  const confirm = () => {
    if (!transaction) return;
    const deletedId = transaction.id;
    remove.mutate(deletedId, {
      onSuccess: () => {
        toast.success("Transaction deleted successfully", {
          duration: UNDO_TOAST_MS,
          action: { label: "Undo", onClick: () => undo(deletedId) },
        });
        onClose();
      },
      onError: (error) => {
        if (!endedSession(error)) {
          toast.error(forbiddenMessage(error, "Failed to delete transaction"));
        }
      },
    });
  };
  return (
    <Dialog
      open={transaction !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      role="alertdialog"
      size="sm"
      busy={remove.isPending}
      title="Confirm Deletion"
      description="Are you sure you want to delete this transaction? You can restore it from the case's History for 30 days."
      footer={
        <DeleteFooter
          label="Delete"
          pending={remove.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      {/* The first wording said "this transaction": the dialog says which one. */}
      {transaction ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-ink-900">
          <span className="tabular">{describeTransaction(transaction)}</span>
          {transaction.description.trim() !== "" ? (
            <span className="block truncate text-sm font-normal text-ink-600">
              {transaction.description}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-700">
        Every later transaction on this case is recalculated without it.
      </p>
    </Dialog>
  );
}
