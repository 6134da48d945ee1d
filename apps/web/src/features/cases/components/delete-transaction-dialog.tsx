import { toast } from "sonner";
import { useDeleteTransaction } from "../api/delete-transaction.ts";
import type { TransactionDto } from "../api/types.ts";
import { endedSession } from "../utils/api-errors.ts";
import { DeleteFooter, DialogShell } from "./dialog.tsx";

export function DeleteTransactionDialog({
  transaction,
  onClose,
}: {
  transaction: TransactionDto | null;
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
    <DialogShell
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
      <p className="text-sm text-ink-700">
        Every later transaction on this case is recalculated without it.
      </p>
    </DialogShell>
  );
}
