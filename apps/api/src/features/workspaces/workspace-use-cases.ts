import {
  FIRM_WORKSPACES_MAX,
  INVITATION_DAYS,
  invitationToken,
  maskEmail,
  PENDING_INVITATIONS_MAX,
  roleAllows,
  WORKSPACE_ERRORS as W,
  type WorkspaceDto,
  type WorkspaceRole,
} from "@owed/domain";
import { hashSecretToken, isUuid } from "../../db/ids.ts";
import type { MailMessage } from "../../mail/index.ts";
import { trialEndFor } from "../plans/plan.ts";
import { decide, type Membership, refused, workspaceNotFound } from "./authorise.ts";
import { invitationEmail } from "./invitation-email.ts";
import {
  displayNameOf,
  firmWorkspacesMadeBy,
  insertFirmWorkspace,
  insertInvitation,
  isMember,
  lockMembers,
  personById,
  recordEvent,
  removeMember as removeMemberRow,
  renameWorkspace as renameWorkspaceRow,
  revokeInvitation,
  revokeWaitingInvitation,
  setCurrent,
  setMember,
  setRole,
  sharedMembership,
  takeInvitation,
  userByEmail,
  type WorkspaceStore,
  type WorkspaceTx,
  waitingInvitationsIn,
} from "./workspace-store.ts";

// What can be done to workspaces, members and invitations (docs/workspaces.md): each use case
// decides and refuses in the contract's words (WORKSPACE_ERRORS); the store queries; the routes
// translate. Routes naming a workspace have already been through the one authorisation check.

export interface WorkspaceDeps {
  workspaceStore: WorkspaceStore;
  workspaceAccess: { membershipsOf(userId: string): Promise<Membership[]> };
  now(): Date;
}

export interface InviteDeps extends WorkspaceDeps {
  mailer: { send(message: MailMessage): Promise<void> };
  config: { appBaseUrl: string };
}

/** Who acts, as the history names them. */
export interface Actor {
  id: string;
  name: string;
}

const EVENTS_SHOWN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const FORMER_MEMBER = "A former member";

/** The invitation e-mail could not be sent: nothing was made (the write rolled back). */
export class InvitationMailError extends Error {
  override readonly name = "InvitationMailError";
}

const memberNotFound = () => refused("not_found", W.memberNotFound);
const invitationInvalid = () => refused("not_found", W.invitationInvalid);
const invitationExpired = () => refused("gone", W.invitationExpired);
const invitationNotFound = () => refused("not_found", W.invitationNotFound);

/** The user's workspaces, personal first, then by name; `current` is the one they work in. */
export async function listWorkspaces(deps: WorkspaceDeps, userId: string): Promise<WorkspaceDto[]> {
  const store = deps.workspaceStore;
  const memberships = await deps.workspaceAccess.membershipsOf(userId);
  const chosen = await store.currentWorkspaceOf(userId);
  const counts = await store.memberCounts(userId);
  const current = decide(memberships, userId, chosen, "read").id;
  return memberships
    .map((m) => ({
      id: m.id,
      name: m.name,
      kind: m.kind,
      role: m.role,
      current: m.id === current,
      memberCount: counts.get(m.id) ?? 1,
    }))
    .sort((a, b) =>
      a.kind !== b.kind ? (a.kind === "personal" ? -1 : 1) : a.name.localeCompare(b.name),
    );
}

/** One of the user's workspaces as the list shows it. */
export async function workspaceOf(
  deps: WorkspaceDeps,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceDto> {
  const found = (await listWorkspaces(deps, userId)).find((w) => w.id === workspaceId);
  if (!found) throw workspaceNotFound();
  return found;
}

/** A firm workspace owned by the actor, on Starter with its own trial; it becomes current. */
export async function createWorkspace(
  deps: WorkspaceDeps,
  actor: Actor,
  name: string,
): Promise<WorkspaceDto> {
  const at = deps.now();
  const id = await deps.workspaceStore.write(async (tx) => {
    if ((await firmWorkspacesMadeBy(tx, actor.id)) >= FIRM_WORKSPACES_MAX) {
      throw refused("forbidden", W.tooManyWorkspaces);
    }
    const workspaceId = await insertFirmWorkspace(tx, {
      name,
      createdBy: actor.id,
      createdAt: at,
      // A firm workspace starts on Starter, with its own 14-day trial.
      trialEndsAt: trialEndFor(at),
    });
    await setMember(tx, workspaceId, actor.id, "owner", at);
    await recordEvent(tx, { workspaceId, actor, action: "workspace created", detail: name, at });
    await setCurrent(tx, actor.id, workspaceId);
    return workspaceId;
  });
  return workspaceOf(deps, actor.id, id);
}

/** The workspace the docket routes work on from now on: one the user belongs to. */
export async function switchWorkspace(
  deps: WorkspaceDeps,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceDto> {
  const wanted = workspaceId.toLowerCase();
  if (!isUuid(wanted)) throw workspaceNotFound();
  const memberships = await deps.workspaceAccess.membershipsOf(userId);
  const chosen = decide(memberships, userId, null, "read", wanted);
  await deps.workspaceStore.setCurrent(userId, chosen.id);
  return workspaceOf(deps, userId, chosen.id);
}

/**
 * An invitation whose link is usable: one that exists, is waiting and has not expired. A used,
 * revoked or unknown link is "not valid", whoever asks.
 */
async function waitingInvitation(deps: WorkspaceDeps, token: string) {
  if (!invitationToken.safeParse(token).success) throw invitationInvalid();
  const found = await deps.workspaceStore.invitationByHash(hashSecretToken(token));
  if (!found || found.invitation.acceptedAt || found.invitation.revokedAt) {
    throw invitationInvalid();
  }
  return found;
}

/**
 * The invitation a signed-in person may accept: usable, and sent to their own verified address.
 * Anyone else learns nothing more than "not valid".
 */
async function usableInvitation(deps: WorkspaceDeps, email: string, token: string) {
  const found = await waitingInvitation(deps, token);
  if (found.invitation.email !== email) throw refused("forbidden", W.invitationOtherEmail);
  if (found.invitation.expiresAt.getTime() <= deps.now().getTime()) throw invitationExpired();
  return found;
}

const inviterName = (inviter: Parameters<typeof displayNameOf>[0] | null) =>
  inviter ? displayNameOf(inviter) : FORMER_MEMBER;

/** What an invitation to the user's address offers, before they accept it. */
export async function invitationFor(deps: WorkspaceDeps, email: string, token: string) {
  const found = await usableInvitation(deps, email, token);
  return {
    workspaceName: found.workspaceName,
    invitedBy: inviterName(found.inviter),
    role: found.invitation.role,
    email: found.invitation.email,
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/**
 * What an invitation link tells whoever opens it signed out: what the e-mail already said, and the
 * invited address masked (docs/workspaces.md, "Invitations").
 */
export async function publicInvitationPreview(deps: WorkspaceDeps, token: string, now: Date) {
  const found = await waitingInvitation(deps, token);
  if (found.invitation.expiresAt.getTime() <= now.getTime()) throw invitationExpired();
  return {
    workspaceName: found.workspaceName,
    invitedBy: inviterName(found.inviter),
    role: found.invitation.role,
    emailHint: maskEmail(found.invitation.email),
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/** Joins the invitation's workspace, which becomes current; answers the workspace's name too. */
export async function acceptInvitation(
  deps: WorkspaceDeps,
  actor: Actor & { email: string },
  token: string,
): Promise<{ workspace: WorkspaceDto; workspaceName: string }> {
  const found = await usableInvitation(deps, actor.email, token);
  const at = deps.now();
  const { workspaceId, role } = found.invitation;
  const who = { id: actor.id, name: actor.name };
  await deps.workspaceStore.write(async (tx) => {
    await lockMembers(tx, workspaceId);
    // Single use: only the request that flips it from waiting accepts it.
    if (!(await takeInvitation(tx, found.invitation.id, actor.id, at))) throw invitationInvalid();
    if (!(await setMember(tx, workspaceId, actor.id, role, at))) {
      throw refused("conflict", W.alreadyMember);
    }
    await recordEvent(tx, {
      workspaceId,
      actor: who,
      action: "invitation accepted",
      detail: `${actor.name} joined as ${role}`,
      at,
    });
    await setCurrent(tx, actor.id, workspaceId);
  });
  return {
    workspace: await workspaceOf(deps, actor.id, workspaceId),
    workspaceName: found.workspaceName,
  };
}

/** A firm's members and invitations; a personal workspace has no one else. */
const firmOnly = (workspace: Membership, answer: typeof W.personalMembers) => {
  if (workspace.kind === "personal") throw refused("invalid", answer);
};

export async function renameWorkspace(
  deps: WorkspaceDeps,
  actor: Actor,
  workspace: Membership,
  name: string,
): Promise<WorkspaceDto> {
  const at = deps.now();
  await deps.workspaceStore.write(async (tx) => {
    await renameWorkspaceRow(tx, workspace.id, name);
    await recordEvent(tx, {
      workspaceId: workspace.id,
      actor,
      action: "workspace renamed",
      detail: `from "${workspace.name}" to "${name}"`,
      at,
    });
  });
  return workspaceOf(deps, actor.id, workspace.id);
}

/**
 * Who was invited is the owners' business (the address of someone not yet in): other members read
 * that an invitation was sent or revoked, and as what.
 */
function withoutInvitedAddress(action: string, detail: string): string {
  if (action === "member invited") return detail.replace(/^\S+ as /, "someone as ");
  if (action === "invitation revoked") return "an invitation";
  return detail;
}

/** The workspace's history, newest first; invited addresses only for owners. */
export async function workspaceEvents(deps: WorkspaceDeps, workspace: Membership) {
  const rows = await deps.workspaceStore.events(workspace.id, EVENTS_SHOWN);
  return rows.map((e) => ({
    id: e.id,
    at: e.at.toISOString(),
    action: e.action,
    actor: e.actorName,
    detail: workspace.role === "owner" ? e.detail : withoutInvitedAddress(e.action, e.detail),
  }));
}

type MemberRow = Awaited<ReturnType<WorkspaceStore["members"]>>[number];

const memberDtoOf = (m: MemberRow, userId: string) => ({
  userId: m.userId,
  name: displayNameOf(m),
  email: m.email,
  role: m.role,
  joinedAt: m.joinedAt.toISOString(),
  you: m.userId === userId,
});

/** Members, and for an owner the invitations still waiting (the addresses of people not yet in). */
export async function membersOf(deps: WorkspaceDeps, userId: string, workspace: Membership) {
  const store = deps.workspaceStore;
  const members = (await store.members(workspace.id)).map((m) => memberDtoOf(m, userId));
  const invitations =
    workspace.role === "owner"
      ? (await store.waitingInvitations(workspace.id)).map(({ invitation, inviter }) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          invitedBy: inviterName(inviter),
          sentAt: invitation.sentAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        }))
      : [];
  return { members, invitations };
}

/** The member in a locked member list, refused when they would leave the workspace ownerless. */
function memberToChange(
  members: readonly { userId: string; role: WorkspaceRole }[],
  target: string,
) {
  const member = members.find((m) => m.userId === target);
  if (!member) throw memberNotFound();
  const owners = members.filter((m) => m.role === "owner").length;
  return {
    member,
    lastOwner: () => {
      if (member.role === "owner" && owners === 1) throw refused("conflict", W.lastOwner);
    },
  };
}

/** A member's new role (owners only, firm workspaces only). */
export async function changeMemberRole(
  deps: WorkspaceDeps,
  actor: Actor,
  workspace: Membership,
  userId: string,
  role: WorkspaceRole,
) {
  const { id } = workspace;
  firmOnly(workspace, W.personalMembers);
  const target = userId.toLowerCase();
  const at = deps.now();
  await deps.workspaceStore.write(async (tx) => {
    const members = await lockMembers(tx, id);
    ownerAmong(members, actor.id);
    const { member, lastOwner } = memberToChange(members, target);
    if (member.role === role) return;
    lastOwner();
    await setRole(tx, id, target, role);
    const person = await personById(tx, target);
    await recordEvent(tx, {
      workspaceId: id,
      actor,
      action: "role changed",
      detail: `${person ? displayNameOf(person) : "A member"}: ${member.role} to ${role}`,
      at,
    });
  });
  const member = (await deps.workspaceStore.members(id)).find((m) => m.userId === target);
  if (!member) throw memberNotFound();
  return memberDtoOf(member, actor.id);
}

/**
 * Removing someone else needs an owner; removing oneself is leaving, which any member may do, so
 * the route asks only `read` of the authorisation check and this decides the rest, with decide's
 * words. Answers whether the actor left.
 */
export async function removeMember(
  deps: WorkspaceDeps,
  actor: Actor,
  workspace: Membership,
  userId: string,
): Promise<{ leaving: boolean }> {
  const { id } = workspace;
  const target = userId.toLowerCase();
  const leaving = target === actor.id;
  if (leaving) firmOnly(workspace, W.personalLeave);
  else {
    decide([workspace], actor.id, null, "manage", id);
    firmOnly(workspace, W.personalMembers);
  }
  const at = deps.now();
  await deps.workspaceStore.write(async (tx) => {
    const members = await lockMembers(tx, id);
    if (!leaving) ownerAmong(members, actor.id);
    memberToChange(members, target).lastOwner();
    const person = await personById(tx, target);
    await removeMemberRow(tx, id, target);
    await recordEvent(tx, {
      workspaceId: id,
      actor,
      action: leaving ? "member left" : "member removed",
      detail: person ? displayNameOf(person) : "A member",
      at,
    });
  });
  return { leaving };
}

/** An invitation's link stops working (owners only). */
export async function revokeWorkspaceInvitation(
  deps: WorkspaceDeps,
  actor: Actor,
  workspace: Membership,
  invitationId: string,
): Promise<void> {
  const { id } = workspace;
  const wanted = invitationId.toLowerCase();
  if (!isUuid(wanted)) throw invitationNotFound();
  const at = deps.now();
  await deps.workspaceStore.write(async (tx) => {
    ownerAmong(await sharedMembership(tx, id, actor.id), actor.id);
    const revoked = await revokeWaitingInvitation(tx, id, wanted, at);
    if (!revoked) throw invitationNotFound();
    await recordEvent(tx, {
      workspaceId: id,
      actor,
      action: "invitation revoked",
      detail: revoked.email,
      at,
    });
  });
}

export interface InvitationRequest {
  workspace: Membership;
  email: string;
  role: WorkspaceRole;
  actor: Actor;
  /** Made once, outside the write: a write run again after a conflict sends the same link. */
  token: string;
  at: Date;
}

/** Whether the workspace can have invitations at all, asked before anything is counted. */
export function mayInvite(workspace: Membership): void {
  firmOnly(workspace, W.personalMembers);
}

/**
 * An invitation, its history entry and its e-mail, in one write: a mail that fails leaves no
 * invitation behind. Only the inviting owner's membership is locked (so they cannot be removed or
 * demoted meanwhile), not the workspace: the firm's docket writes do not wait on the mail server.
 * Two invitations to one address at once meet the unique index: one is a 409.
 */
export async function inviteMember(deps: InviteDeps, i: InvitationRequest) {
  mayInvite(i.workspace);
  return deps.workspaceStore.write((tx) => issueInvitation(deps, tx, i));
}

async function issueInvitation(deps: InviteDeps, tx: WorkspaceTx, i: InvitationRequest) {
  const { email, role, actor, token, at } = i;
  const { id, name } = i.workspace;
  const expiresAt = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
  ownerAmong(await sharedMembership(tx, id, actor.id), actor.id);
  const existing = await userByEmail(tx, email);
  if (existing && (await isMember(tx, id, existing.id))) {
    throw refused("conflict", W.alreadyMember);
  }
  const waiting = await waitingInvitationsIn(tx, id);
  const same = waiting.find((w) => w.email === email);
  if (same && same.expiresAt.getTime() > at.getTime()) throw refused("conflict", W.alreadyInvited);
  // An expired invitation to the same address gives way to the new one.
  if (same) await revokeInvitation(tx, same.id, at);
  else if (waiting.length >= PENDING_INVITATIONS_MAX) {
    throw refused("forbidden", W.tooManyInvitations);
  }
  const row = await insertInvitation(tx, {
    workspaceId: id,
    email,
    role,
    tokenHash: hashSecretToken(token),
    invitedBy: actor.id,
    sentAt: at,
    expiresAt,
  });
  if (!row) throw refused("conflict", W.alreadyInvited);
  await recordEvent(tx, {
    workspaceId: id,
    actor,
    action: "member invited",
    detail: `${email} as ${role}`,
    at,
  });
  const link = `${deps.config.appBaseUrl}/invitations/${token}`;
  try {
    await deps.mailer.send(
      invitationEmail({ to: email, inviter: actor.name, workspace: name, role, link }),
    );
  } catch {
    // Rolled back with the write; the mail server's own message names the address, so it is
    // not passed on or logged.
    throw new InvitationMailError();
  }
  return row;
}

/**
 * That `actorId` is still an owner, in a member list read under a lock: the role the
 * authorisation check read before the write may have changed since (another owner removed or
 * demoted them).
 */
function ownerAmong(members: readonly { userId: string; role: WorkspaceRole }[], actorId: string) {
  const me = members.find((m) => m.userId === actorId);
  if (!me) throw workspaceNotFound();
  if (!roleAllows(me.role, "manage")) throw refused("forbidden", W.ownersOnly);
}
