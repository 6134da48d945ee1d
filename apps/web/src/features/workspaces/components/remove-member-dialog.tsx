import { toast } from "sonner";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import type { MemberDto } from "../api/get-members.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { toastFailure } from "../utils/failure.ts";

/** The owner confirms before someone loses the workspace's cases. */
export function RemoveMemberDialog({
  workspace,
  member,
  onClose,
}: {
  workspace: WorkspaceDto;
  member: MemberDto;
  onClose: () => void;
}) {
  const remove = useRemoveMember();
  const label = member.name || member.email;
  const confirm = () =>
    remove.mutate(
      { workspaceId: workspace.id, userId: member.userId, leaving: false },
      {
        onSuccess: () => {
          toast.success(`${label} was removed from ${workspace.name}`);
          onClose();
        },
        onError: (error) => toastFailure(error, "The member could not be removed."),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      role="alertdialog"
      size="sm"
      busy={remove.isPending}
      title="Remove member"
      description={`Remove ${label} from ${workspace.name}?`}
      footer={
        <DeleteFooter
          label="Remove Member"
          pending={remove.isPending}
          pendingLabel="Removing..."
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <p className="text-sm text-ink-700">
        They lose access to this workspace's cases, statements and exports at once. The cases stay
        here, with their history; their own personal workspace is not touched. You can invite them
        again later.
      </p>
    </Dialog>
  );
}
