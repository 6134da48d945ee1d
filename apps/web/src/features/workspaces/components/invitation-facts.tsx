import type { WorkspaceRole } from "@owed/domain";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../utils/roles.ts";
import { formatDay } from "../utils/when.ts";

/**
 * What an invitation is, as both invitation pages list it: to the signed-out visitor (the address
 * masked) and to the signed-in invitee about to accept.
 */
export function InvitationFacts({
  workspaceName,
  invitedBy,
  role,
  roleLabel,
  sentTo,
  expiresAt,
}: {
  workspaceName: string;
  invitedBy: string;
  role: WorkspaceRole;
  /** "Role" to a visitor, "Your role" to the invitee. */
  roleLabel: string;
  sentTo: string;
  expiresAt: string;
}) {
  return (
    <dl className="mx-5 grid gap-3 rounded-lg bg-slate-50 px-4 py-4 text-sm sm:mx-8">
      <Fact label="Workspace" value={workspaceName} />
      <Fact label="Invited by" value={invitedBy} />
      <Fact
        label={roleLabel}
        value={`${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role].toLowerCase()}`}
      />
      <Fact label="Sent to" value={sentTo} />
      <Fact label="Valid until" value={formatDay(expiresAt)} />
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-ink-500">{label}</dt>
      <dd className="font-medium break-words text-ink-900">{value}</dd>
    </div>
  );
}
