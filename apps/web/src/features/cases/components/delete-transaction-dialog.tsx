import { toast } from "sonner";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { useDeleteTransaction } from "../api/delete-transaction.ts";
import type { TransactionRef } from "../api/types.ts";
import { endedSession } from "../utils/api-errors.ts";
import { describeTransaction } from "../utils/ledger-rows.ts";

export function DeleteTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionRef | null;
  onClose: () => void;
}) {
  const remove = useDeleteTransaction();
  const confirm = () => {
    if (!transaction) return;
    remove.mutate(transaction.id, {
      onSuccess: () => {
        toast.success("Transaction deleted successfully");
        onClose();
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error("Failed to delete transaction");
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
      description="Are you sure you want to delete this transaction? This action cannot be undone."
      footer={
        <DeleteFooter
          label="Delete Permanently"
          pending={remove.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      {/* The spec's sentence says "this transaction": the dialog says which one. */}
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
