import { type ClientDto, PORTFOLIO_ERRORS } from "@owed/domain";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDeleteClient } from "../api/delete-client.ts";
import { caseCountText } from "../utils/fee-terms.ts";

/** What deleting does to the client's cases, said before the user confirms it. */
export function casesLoseClientText(count: number): string {
  if (count === 0) return "No case belongs to this client: no case changes.";
  if (count === 1) {
    return "1 case loses its client: it stays on the docket with no client, and the change is kept in its history.";
  }
  return `${count} cases lose their client: they stay on the docket with no client, and each change is kept in the case's history.`;
}

/**
 * Confirms a delete and says how many cases lose their client. A client with closed remittance
 * periods is kept (they record what was sent): the dialog says why instead of offering Delete.
 */
export function DeleteClientDialog({
  client,
  onClose,
}: {
  client: ClientDto;
  onClose: () => void;
}) {
  const remove = useDeleteClient();
  const kept = client.closedPeriodCount > 0;
  const confirm = () =>
    remove.mutate(client.id, {
      onSuccess: (unassigned) => {
        toast.success(
          unassigned === 0
            ? `${client.name} deleted`
            : `${client.name} deleted. ${caseCountText(unassigned)} now ${unassigned === 1 ? "has" : "have"} no client.`,
        );
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.sessionExpired) return;
        toast.error(error.message || "The client could not be deleted.");
      },
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      role="alertdialog"
      size="sm"
      busy={remove.isPending}
      title="Delete client"
      description={`Delete ${client.name}?`}
      footer={
        kept ? (
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        ) : (
          <DeleteFooter
            label="Delete client"
            pending={remove.isPending}
            onCancel={onClose}
            onConfirm={confirm}
          />
        )
      }
    >
      {kept ? (
        <FormAlert tone="info">{PORTFOLIO_ERRORS.clientHasReports.message}</FormAlert>
      ) : (
        <p className="text-sm text-ink-700">{casesLoseClientText(client.caseCount)}</p>
      )}
    </Dialog>
  );
}
