import { WORKSPACE_ROLES, type WorkspaceRole } from "@owed/domain";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ListRow } from "../../../components/ui/list-row.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { useChangeMemberRole } from "../api/change-member-role.ts";
import { type MemberDto, useMembers } from "../api/get-members.ts";
import { failureText, toastFailure } from "../utils/failure.ts";
import { ROLE_LABELS } from "../utils/roles.ts";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { SettingsCard } from "./settings-card.tsx";

// Not the form inputs' classes with a height added: their h-11 and w-full would win over it.
const roleSelectClasses =
  "block h-9 rounded-md border border-slate-300 bg-white py-0 pr-8 pl-2 text-sm text-ink-900 shadow-xs transition-colors hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:bg-slate-50";

/** Who is in the workspace and their role; an owner changes roles and removes members here. */
export function MembersCard({ workspace }: { workspace: WorkspaceDto }) {
  const members = useMembers(workspace.id);
  const owner = workspace.role === "owner";
  const [removing, setRemoving] = useState<MemberDto | null>(null);
  const list = members.data?.members ?? [];
  return (
    <SettingsCard
      titleId="members-title"
      title={members.data ? `Members (${list.length})` : "Members"}
      description={
        owner
          ? "Owners manage members, billing and the name; editors change cases and transactions; viewers read cases, statements and exports."
          : "The people who share this workspace's cases."
      }
    >
      {members.isError ? (
        <div className="px-5 py-4">
          <FormAlert>
            {failureText(members.error, "The members could not be loaded.")}{" "}
            <button
              type="button"
              onClick={() => members.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </FormAlert>
        </div>
      ) : members.isPending ? (
        <div className="space-y-3 px-5 py-4" aria-busy="true">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : (
        <ul aria-label="Members" className="divide-y divide-slate-100 px-5">
          {list.map((member) => (
            <MemberRow
              key={member.userId}
              workspaceId={workspace.id}
              member={member}
              manage={owner}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}
      {removing ? (
        <RemoveMemberDialog
          workspace={workspace}
          member={removing}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </SettingsCard>
  );
}

function MemberRow({
  workspaceId,
  member,
  manage,
  onRemove,
}: {
  workspaceId: string;
  member: MemberDto;
  manage: boolean;
  onRemove: () => void;
}) {
  const label = member.name || member.email;
  return (
    <ListRow
      label={label}
      action={
        manage ? (
          <div className="flex items-center gap-2">
            <RoleSelect workspaceId={workspaceId} member={member} />
            {member.you ? (
              // Keeps the role selects in one column; the owner leaves from "Leave workspace".
              <span aria-hidden="true" className="hidden w-20 sm:block" />
            ) : (
              <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${label}`}>
                Remove
              </Button>
            )}
          </div>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
            {ROLE_LABELS[member.role]}
          </span>
        )
      }
    >
      <p className="font-medium break-words text-ink-900">
        {label}
        {member.you ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            You
          </span>
        ) : null}
      </p>
      {member.name ? <p className="wrap-anywhere text-ink-600">{member.email}</p> : null}
    </ListRow>
  );
}

function RoleSelect({ workspaceId, member }: { workspaceId: string; member: MemberDto }) {
  const change = useChangeMemberRole();
  const label = member.name || member.email;
  const choose = (role: WorkspaceRole) =>
    change.mutate(
      { workspaceId, userId: member.userId, role },
      {
        onSuccess: () =>
          toast.success(
            member.you
              ? `You are now ${article(role)} ${role}`
              : `${label} is now ${article(role)} ${role}`,
          ),
        // A refusal (the last owner, an owner-only action) in the server's words.
        onError: (error) => toastFailure(error, "The role could not be changed."),
      },
    );
  return (
    <select
      aria-label={`Role of ${label}`}
      value={change.isPending ? change.variables.role : member.role}
      disabled={change.isPending}
      onChange={(event) => choose(event.target.value as WorkspaceRole)}
      className={roleSelectClasses}
    >
      {WORKSPACE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

function article(role: WorkspaceRole): string {
  return role === "owner" || role === "editor" ? "an" : "a";
}
