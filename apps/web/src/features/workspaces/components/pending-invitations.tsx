import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { ListRow } from "../../../components/ui/list-row.tsx";
import { useMembers } from "../api/get-members.ts";
import { useRevokeInvitation } from "../api/revoke-invitation.ts";
import { toastFailure } from "../utils/failure.ts";
import { ROLE_LABELS } from "../utils/roles.ts";
import { formatDay } from "../utils/when.ts";

/** The invitations nobody has answered yet, each with Revoke (owners only see them). */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useMembers(workspaceId).data?.invitations ?? [];
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <div className="border-t border-slate-200 px-5 py-4">
      <h3 id="pending-title" className="text-sm font-semibold text-ink-900">
        Waiting for an answer ({invitations.length})
      </h3>
      <ul aria-labelledby="pending-title" className="mt-2 divide-y divide-slate-100">
        {invitations.map((invitation) => (
          <ListRow
            key={invitation.id}
            label={invitation.email}
            action={
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables.invitationId === invitation.id}
                onClick={() =>
                  revoke.mutate(
                    { workspaceId, invitationId: invitation.id },
                    {
                      onSuccess: () => toast.success(`Invitation to ${invitation.email} revoked`),
                      onError: (error) =>
                        toastFailure(error, "The invitation could not be revoked."),
                    },
                  )
                }
              >
                Revoke
              </Button>
            }
          >
            <p className="font-medium wrap-anywhere text-ink-900">{invitation.email}</p>
            <p className="text-xs text-ink-600">
              {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy} · expires{" "}
              {formatDay(invitation.expiresAt)}
            </p>
          </ListRow>
        ))}
      </ul>
    </div>
  );
}
