import type { CaseDto } from "@owed/domain";
import { toast } from "sonner";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { useDeleteCase } from "../api/delete-case.ts";
import { endedSession, forbiddenMessage } from "../utils/api-errors.ts";

export function DeleteCaseDialog({
  item,
  open,
  onClose,
  onDeleted,
}: {
  item: CaseDto;
  open: boolean;
  onClose: () => void;
  /** Called with the number of cases left and the deleted case's id; it shows the toast. */
  onDeleted: (casesLeft: number, caseId: string) => void;
}) {
  const remove = useDeleteCase();
  const count = item.transactionCount;
  const confirm = () => {
    remove.mutate(item.id, {
      onSuccess: (casesLeft) => {
        onClose();
        onDeleted(casesLeft, item.id);
      },
      onError: (error) => {
        if (!endedSession(error)) toast.error(forbiddenMessage(error, "Failed to delete case"));
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
      description={`Are you sure you want to delete ${item.caseName}? You can restore it from Recently Deleted for 30 days.`}
      footer={
        <DeleteFooter
          label="Delete Case"
          pending={remove.isPending}
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <p className="text-sm text-ink-700">This deletes:</p>
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
        <li>its payoff statements and report, until the case is restored.</li>
      </ul>
    </Dialog>
  );
}
