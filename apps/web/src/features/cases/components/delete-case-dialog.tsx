import { toast } from "sonner";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { useDeleteCase } from "../api/delete-case.ts";
import type { CaseDto } from "../api/types.ts";
import { endedSession } from "../utils/api-errors.ts";

export function DeleteCaseDialog({
  item,
  open,
  onClose,
  onDeleted,
}: {
  item: CaseDto;
  open: boolean;
  onClose: () => void;
  /** Called with the number of cases left, after the success toast. */
  onDeleted: (casesLeft: number) => void;
}) {
  const remove = useDeleteCase();
  const count = item.transactionCount;
  const confirm = () => {
    remove.mutate(item.id, {
      onSuccess: (casesLeft) => {
        onClose();
        onDeleted(casesLeft);
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error("Failed to delete case");
      },
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      role="alertdialog"
      size="sm"
      busy={remove.isPending}
      title="Delete Case"
      description={`Are you sure you want to delete ${item.caseName}? This action cannot be undone.`}
      footer={
        <DeleteFooter
          label="Delete Case"
          pending={remove.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <p className="text-sm text-ink-700">This permanently deletes:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
        <li>
          the case <strong className="font-semibold text-ink-900">{item.caseName}</strong> (Case No.{" "}
          {item.courtCaseNumber}) and its debtor details;
        </li>
        <li>
          {count === 0
            ? "no transactions (none were recorded);"
            : `its ${count} ${count === 1 ? "transaction" : "transactions"} (payments and costs);`}
        </li>
        <li>its interest history, so no payoff statement can be produced for it afterwards.</li>
      </ul>
    </Dialog>
  );
}
