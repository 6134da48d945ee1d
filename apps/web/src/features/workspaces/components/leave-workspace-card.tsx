import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { DeleteFooter, Dialog } from "../../../components/ui/dialog.tsx";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { useMembers } from "../api/get-members.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { toastFailure } from "../utils/failure.ts";
import { SettingsCard } from "./settings-card.tsx";

/** Any member may leave a firm workspace; the server puts them back in their personal one. */
export function LeaveWorkspaceCard({ workspace }: { workspace: WorkspaceDto }) {
  const [confirming, setConfirming] = useState(false);
  const you = useMembers(workspace.id).data?.members.find((m) => m.you) ?? null;
  return (
    <SettingsCard
      titleId="leave-title"
      title="Leave workspace"
      tone="danger"
      description="You will no longer see this workspace's cases. The cases stay with the firm."
    >
      <div className="px-5 py-4">
        <Button
          variant="outline"
          className="w-full border-red-300 text-red-700 hover:border-red-600 hover:bg-red-50"
          disabled={!you}
          onClick={() => setConfirming(true)}
        >
          Leave workspace
        </Button>
      </div>
      {confirming && you ? (
        <LeaveDialog
          workspace={workspace}
          userId={you.userId}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </SettingsCard>
  );
}

function LeaveDialog({
  workspace,
  userId,
  onClose,
}: {
  workspace: WorkspaceDto;
  userId: string;
  onClose: () => void;
}) {
  const leave = useRemoveMember();
  const navigate = useNavigate();
  const confirm = async () => {
    // Awaited rather than mutate's callbacks: this page shows the personal workspace as soon as
    // the user has left, and this dialog (with its callbacks) is gone by then.
    try {
      const { current } = await leave.mutateAsync({
        workspaceId: workspace.id,
        userId,
        leaving: true,
      });
      toast.success(
        current
          ? `You left ${workspace.name}. Showing ${current.name}.`
          : `You left ${workspace.name}.`,
      );
      navigate("/home");
    } catch (error) {
      // The last owner is refused (409): the server's sentence says what to do first.
      toastFailure(error, "You could not leave the workspace.");
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      role="alertdialog"
      size="sm"
      busy={leave.isPending}
      title="Leave workspace"
      description={`Leave ${workspace.name}?`}
      footer={
        <DeleteFooter
          label="Leave Workspace"
          pending={leave.isPending}
          pendingLabel="Leaving..."
          onCancel={onClose}
          onConfirm={confirm}
        />
      }
    >
      <p className="text-sm text-ink-700">
        You lose access to its cases at once and go back to your personal workspace. To come back,
        an owner must invite you again.
      </p>
    </Dialog>
  );
}
