import { isPersonalWorkspace } from "@owed/domain";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useWorkspaces, type WorkspaceDto } from "../../../lib/current-workspace.ts";
import { useWorkspaceAccess } from "../../../lib/workspace-access.ts";
import { memberCount, ROLE_LABELS } from "../utils/roles.ts";
import { ActivityCard } from "./activity-card.tsx";
import { InviteCard } from "./invite-card.tsx";
import { LeaveWorkspaceCard } from "./leave-workspace-card.tsx";
import { LetterSettingsCard } from "./letter-settings-card.tsx";
import { LetterheadCard } from "./letterhead-card.tsx";
import { MembersCard } from "./members-card.tsx";
import { PersonalWorkspaceCard } from "./personal-workspace-card.tsx";
import { RenameWorkspaceCard } from "./rename-workspace-card.tsx";

/** /workspace: the current workspace's name, letterhead, members, invitations and activity. */
export function WorkspaceSettingsPage() {
  const workspaces = useWorkspaces();
  const { workspace } = useWorkspaceAccess();
  return (
    <div className="mx-auto w-full max-w-6xl py-6 lg:py-8">
      <title>Workspace settings · Owed</title>
      {workspace ? (
        // Keyed: another workspace (switched to from the top bar) starts with fresh forms.
        <WorkspaceScreen key={workspace.id} workspace={workspace} />
      ) : workspaces.isError ? (
        <div className="space-y-4">
          <h1 className="font-serif text-3xl font-bold text-brand-900">Workspace settings</h1>
          <FormAlert>
            Your workspaces could not be loaded. {workspaces.error.message}{" "}
            <button
              type="button"
              onClick={() => workspaces.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              Try again
            </button>
          </FormAlert>
        </div>
      ) : (
        <div aria-busy="true" className="space-y-6">
          <h1 className="font-serif text-3xl font-bold text-brand-900">Workspace settings</h1>
          <span className="sr-only" role="status">
            Loading your workspace
          </span>
          <Skeleton className="h-64 rounded-xl" />
        </div>
      )}
    </div>
  );
}

function WorkspaceScreen({ workspace }: { workspace: WorkspaceDto }) {
  const personal = isPersonalWorkspace(workspace);
  const owner = workspace.role === "owner";
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
            Workspace settings
          </p>
          <h1 className="font-serif text-3xl font-bold break-words text-brand-900">
            {workspace.name}
          </h1>
          <p className="mt-1 text-sm text-ink-600">
            {personal
              ? "Your personal workspace: only you can see its cases."
              : `Firm workspace · ${memberCount(workspace.memberCount)} · your role: ${ROLE_LABELS[workspace.role].toLowerCase()}`}
          </p>
        </div>
        <Link to="/home" className={buttonClasses({ variant: "outline", size: "sm" })}>
          Go to Cases
        </Link>
      </header>
      {personal ? (
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-6">
            <LetterheadCard workspace={workspace} />
            <LetterSettingsCard workspace={workspace} />
          </div>
          <PersonalWorkspaceCard />
        </div>
      ) : (
        // Two columns on a wide screen; on a phone one, with the invitation form right after the
        // members (the wrappers dissolve, so `order` can interleave the two columns' cards).
        <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="contents lg:block lg:min-w-0 lg:space-y-6">
            <div className="order-1">
              <MembersCard workspace={workspace} />
            </div>
            <div className="order-3 space-y-6">
              <LetterheadCard workspace={workspace} />
              <LetterSettingsCard workspace={workspace} />
            </div>
            <div className="order-4">
              <ActivityCard workspaceId={workspace.id} />
            </div>
          </div>
          <div className="contents lg:block lg:space-y-6">
            {owner ? (
              <div className="order-2">
                <InviteCard workspaceId={workspace.id} />
              </div>
            ) : null}
            {owner ? (
              <div className="order-5">
                <RenameWorkspaceCard workspace={workspace} />
              </div>
            ) : null}
            <div className="order-6">
              <LeaveWorkspaceCard workspace={workspace} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
