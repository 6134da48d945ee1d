import {
  acceptInvitationBody,
  changeRoleBody,
  createWorkspaceBody,
  errorBody,
  INVITATION_DAYS,
  invitationParams,
  invitationPreviewResponse,
  invitationPublicPreviewResponse,
  invitationResponse,
  invitationToken,
  invitationTokenParams,
  inviteBody,
  maskEmail,
  memberParams,
  memberResponse,
  membersResponse,
  PENDING_INVITATIONS_MAX,
  renameWorkspaceBody,
  roleAllows,
  switchWorkspaceBody,
  WORKSPACE_MSG,
  type WorkspaceDto,
  type WorkspaceRole,
  workspaceDoneResponse,
  workspaceEventsResponse,
  workspaceIdParams,
  workspaceListResponse,
  workspaceResponse,
} from "@owed/domain";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hashSecretToken, isUuid, newSecretToken } from "../../db/ids.ts";
import {
  users,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";
import { HttpError, RefusedError } from "../../plugins/errors.ts";
import { trialEndFor } from "../plans/plan.ts";
import { decide, type Membership, workspaceNotFound } from "./authorise.ts";
import { invitationEmail } from "./invitation-email.ts";
import {
  displayNameOf,
  lockMembers,
  recordEvent,
  setMember,
  userByEmail,
  type WorkspaceTx,
} from "./workspace-store.ts";

// Workspaces, members and invitations (docs/workspaces.md). Routes naming a workspace run
// app.authoriseNamed (the one authorisation check) with the need each declares; the invitation
// routes are for people who are not members yet, and check the token and the address instead.

/** Invitations one account may send in an hour. */
const INVITES = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Firm workspaces one account may make: far above any firm's need, a bound on what one can store. */
export const FIRM_WORKSPACES_MAX = 20;
const EVENTS_SHOWN = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const conflict = (message: string, code: string) => new RefusedError("conflict", message, code);
const memberNotFound = () =>
  new RefusedError("not_found", WORKSPACE_MSG.memberNotFound, "not_found");
const invitationInvalid = () =>
  new RefusedError("not_found", WORKSPACE_MSG.invitationInvalid, "invitation_invalid");

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What several routes share: who acts, the user's workspaces, and the stored choice. */
function helpersFor(app: App) {
  const store = app.workspaceStore;

  // The signed-in user as the history names them: already read (and kept fresh) by authenticate.
  const actorOf = (request: FastifyRequest) => ({
    id: request.user.id,
    name: displayNameOf(request.user),
  });

  async function listOf(userId: string): Promise<WorkspaceDto[]> {
    const memberships = await app.workspaceAccess.membershipsOf(userId);
    const [me] = await app.db
      .select({ current: users.currentWorkspaceId })
      .from(users)
      .where(eq(users.id, userId));
    const counts = await store.memberCounts(userId);
    const current = decide(memberships, userId, me?.current ?? null, "read").id;
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

  async function dtoOf(userId: string, workspaceId: string): Promise<WorkspaceDto> {
    const found = (await listOf(userId)).find((w) => w.id === workspaceId);
    if (!found) throw workspaceNotFound();
    return found;
  }

  const setCurrent = (tx: WorkspaceTx, userId: string, workspaceId: string | null) =>
    tx
      .update(users)
      .set({ currentWorkspaceId: workspaceId === userId ? null : workspaceId })
      .where(eq(users.id, userId));

  async function usableInvitation(request: FastifyRequest, token: string) {
    if (!invitationToken.safeParse(token).success) throw invitationInvalid();
    const found = await store.invitationByHash(hashSecretToken(token));
    if (!found || found.invitation.acceptedAt || found.invitation.revokedAt) {
      throw invitationInvalid();
    }
    if (found.invitation.email !== request.user.email) {
      throw new RefusedError("forbidden", WORKSPACE_MSG.invitationOtherEmail, "other_email");
    }
    if (found.invitation.expiresAt.getTime() <= app.now().getTime()) {
      throw new RefusedError("gone", WORKSPACE_MSG.invitationExpired, "invitation_expired");
    }
    return found;
  }

  return { actorOf, listOf, dtoOf, setCurrent, usableInvitation };
}

type Helpers = ReturnType<typeof helpersFor>;

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  const h = helpersFor(app);
  ownWorkspaceRoutes(app, h);
  invitationRoutes(app, h);
  app.register(async (named) => {
    named.addHook("preHandler", app.authoriseNamed);
    renameAndHistoryRoutes(named, h);
    memberRoutes(named, h);
    memberRemovalRoutes(named, h);
    invitationAdminRoutes(named, h);
  });
};

/** The user's own list, a new firm workspace, and the switch. */
function ownWorkspaceRoutes(app: App, h: Helpers) {
  const { actorOf, listOf, dtoOf, setCurrent } = h;
  const store = app.workspaceStore;
  app.get(
    "/workspaces/",
    { schema: { response: { 200: workspaceListResponse } } },
    async (request) => ({
      status_code: 200,
      message: "Workspaces",
      data: await listOf(request.user.id),
    }),
  );

  app.post(
    "/workspaces/",
    { schema: { body: createWorkspaceBody, response: { 201: workspaceResponse } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const at = app.now();
      const id = await store.write(async (tx) => {
        // The creator's row, so two creates at once count one after the other.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("update");
        const [made] = await tx
          .select({ n: count() })
          .from(workspaces)
          .where(and(eq(workspaces.createdBy, actor.id), eq(workspaces.kind, "firm")));
        if ((made?.n ?? 0) >= FIRM_WORKSPACES_MAX) {
          throw new RefusedError(
            "forbidden",
            `An account can create at most ${FIRM_WORKSPACES_MAX} firm workspaces.`,
            "too_many_workspaces",
          );
        }
        const [row] = await tx
          .insert(workspaces)
          .values({
            name: request.body.name,
            kind: "firm",
            createdBy: actor.id,
            createdAt: at,
            // A firm workspace starts on Starter, with its own 14-day trial.
            trialEndsAt: trialEndFor(at),
          })
          .returning({ id: workspaces.id });
        const workspaceId = (row as { id: string }).id;
        await setMember(tx, workspaceId, actor.id, "owner", at);
        await recordEvent(tx, {
          workspaceId,
          actor,
          action: "workspace created",
          detail: request.body.name,
          at,
        });
        await setCurrent(tx, actor.id, workspaceId);
        return workspaceId;
      });
      reply.code(201);
      return {
        status_code: 201,
        message: "Workspace created",
        data: await dtoOf(request.user.id, id),
      };
    },
  );

  app.put(
    "/current/",
    { schema: { body: switchWorkspaceBody, response: { 200: workspaceResponse } } },
    async (request) => {
      const wanted = request.body.workspaceId.toLowerCase();
      if (!isUuid(wanted)) throw workspaceNotFound();
      const memberships = await app.workspaceAccess.membershipsOf(request.user.id);
      const chosen = decide(memberships, request.user.id, null, "read", wanted);
      await app.db.transaction((tx) => setCurrent(tx, request.user.id, chosen.id));
      return {
        status_code: 200,
        message: `Switched to ${chosen.name}`,
        data: await dtoOf(request.user.id, chosen.id),
      };
    },
  );
}

/** An invitation seen and accepted by the person invited (not yet a member). */
function invitationRoutes(app: App, h: Helpers) {
  const { actorOf, dtoOf, setCurrent, usableInvitation } = h;
  const store = app.workspaceStore;
  app.get(
    "/invitations/:token/",
    { schema: { params: invitationTokenParams, response: { 200: invitationPreviewResponse } } },
    async (request) => {
      const found = await usableInvitation(request, request.params.token);
      return {
        status_code: 200,
        message: "Invitation",
        data: {
          workspaceName: found.workspaceName,
          invitedBy: found.inviter ? displayNameOf(found.inviter) : "A former member",
          role: found.invitation.role,
          email: found.invitation.email,
          expiresAt: found.invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  /**
   * The invitation a signed-in person may accept: one that exists, is waiting, has not expired
   * and was sent to their own verified address. Anyone else learns nothing more than "not valid".
   */

  app.post(
    "/invitations/accept/",
    { schema: { body: acceptInvitationBody, response: { 200: workspaceResponse } } },
    async (request) => {
      const found = await usableInvitation(request, request.body.token);
      const actor = actorOf(request);
      const at = app.now();
      const { workspaceId } = found.invitation;
      await store.write(async (tx) => {
        await lockMembers(tx, workspaceId);
        // Single use: only the request that flips it from waiting accepts it.
        const taken = await tx
          .update(workspaceInvitations)
          .set({ acceptedAt: at, acceptedBy: actor.id })
          .where(
            and(
              eq(workspaceInvitations.id, found.invitation.id),
              isNull(workspaceInvitations.acceptedAt),
              isNull(workspaceInvitations.revokedAt),
              gt(workspaceInvitations.expiresAt, at),
            ),
          )
          .returning({ id: workspaceInvitations.id });
        if (taken.length === 0) throw invitationInvalid();
        if (!(await setMember(tx, workspaceId, actor.id, found.invitation.role, at))) {
          throw conflict(WORKSPACE_MSG.alreadyMember, "already_member");
        }
        await recordEvent(tx, {
          workspaceId,
          actor,
          action: "invitation accepted",
          detail: `${actor.name} joined as ${found.invitation.role}`,
          at,
        });
        await setCurrent(tx, actor.id, workspaceId);
      });
      return {
        status_code: 200,
        message: `You joined ${found.workspaceName}`,
        data: await dtoOf(request.user.id, workspaceId),
      };
    },
  );
}

const manage = { need: "manage" as const };
const firmOnly = (workspace: Membership, message: string) => {
  if (workspace.kind === "personal") throw new RefusedError("invalid", message, "personal");
};

function renameAndHistoryRoutes(app: App, h: Helpers) {
  const store = app.workspaceStore;
  app.patch(
    "/workspaces/:workspaceId/",
    {
      config: manage,
      schema: {
        params: workspaceIdParams,
        body: renameWorkspaceBody,
        response: { 200: workspaceResponse },
      },
    },
    async (request) => {
      const actor = h.actorOf(request);
      const { id, name: was } = request.workspace;
      const at = app.now();
      await store.write(async (tx) => {
        await tx.update(workspaces).set({ name: request.body.name }).where(eq(workspaces.id, id));
        await recordEvent(tx, {
          workspaceId: id,
          actor,
          action: "workspace renamed",
          detail: `from "${was}" to "${request.body.name}"`,
          at,
        });
      });
      return {
        status_code: 200,
        message: "Workspace renamed",
        data: await h.dtoOf(request.user.id, id),
      };
    },
  );

  app.get(
    "/workspaces/:workspaceId/events/",
    { schema: { params: workspaceIdParams, response: { 200: workspaceEventsResponse } } },
    async (request) => {
      const rows = await store.events(request.workspace.id, EVENTS_SHOWN);
      const owner = request.workspace.role === "owner";
      return {
        status_code: 200,
        message: "Workspace history",
        data: rows.map((e) => ({
          id: e.id,
          at: e.at.toISOString(),
          action: e.action,
          actor: e.actorName,
          detail: owner ? e.detail : withoutInvitedAddress(e.action, e.detail),
        })),
      };
    },
  );
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

function memberRoutes(app: App, h: Helpers) {
  const store = app.workspaceStore;
  app.get(
    "/workspaces/:workspaceId/members/",
    { schema: { params: workspaceIdParams, response: { 200: membersResponse } } },
    async (request) => {
      const { id, role } = request.workspace;
      const members = (await store.members(id)).map((m) => ({
        userId: m.userId,
        name: displayNameOf(m),
        email: m.email,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        you: m.userId === request.user.id,
      }));
      // Who was invited is the owners' business (the addresses of people not yet in).
      const invitations =
        role === "owner"
          ? (await store.waitingInvitations(id)).map(({ invitation, inviter }) => ({
              id: invitation.id,
              email: invitation.email,
              role: invitation.role,
              invitedBy: inviter ? displayNameOf(inviter) : "A former member",
              sentAt: invitation.sentAt.toISOString(),
              expiresAt: invitation.expiresAt.toISOString(),
            }))
          : [];
      return { status_code: 200, message: "Members", data: { members, invitations } };
    },
  );

  app.patch(
    "/workspaces/:workspaceId/members/:userId/",
    {
      config: manage,
      schema: { params: memberParams, body: changeRoleBody, response: { 200: memberResponse } },
    },
    async (request) => {
      const { id } = request.workspace;
      firmOnly(request.workspace, WORKSPACE_MSG.personalMembers);
      const target = request.params.userId.toLowerCase();
      const role: WorkspaceRole = request.body.role;
      const actor = h.actorOf(request);
      const at = app.now();
      await store.write(async (tx) => {
        const members = await lockMembers(tx, id);
        ownerAmong(members, actor.id);
        const member = members.find((m) => m.userId === target);
        if (!member) throw memberNotFound();
        if (member.role === role) return;
        const owners = members.filter((m) => m.role === "owner").length;
        if (member.role === "owner" && owners === 1) {
          throw conflict(WORKSPACE_MSG.lastOwner, "last_owner");
        }
        await tx
          .update(workspaceMembers)
          .set({ role })
          .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, target)));
        const [person] = await tx.select().from(users).where(eq(users.id, target));
        await recordEvent(tx, {
          workspaceId: id,
          actor,
          action: "role changed",
          detail: `${person ? displayNameOf(person) : "A member"}: ${member.role} to ${role}`,
          at,
        });
      });
      const member = (await store.members(id)).find((m) => m.userId === target);
      if (!member) throw memberNotFound();
      return {
        status_code: 200,
        message: "Role changed",
        data: {
          userId: member.userId,
          name: displayNameOf(member),
          email: member.email,
          role: member.role,
          joinedAt: member.joinedAt.toISOString(),
          you: member.userId === request.user.id,
        },
      };
    },
  );
}

function memberRemovalRoutes(app: App, h: Helpers) {
  const store = app.workspaceStore;
  // Removing someone else needs an owner; removing oneself is leaving, which any member may do,
  // so this route asks only `read` of the hook and checks the rest itself, with decide's words.
  app.delete(
    "/workspaces/:workspaceId/members/:userId/",
    {
      config: { need: "read" },
      schema: { params: memberParams, response: { 200: workspaceDoneResponse } },
    },
    async (request) => {
      const { id } = request.workspace;
      const target = request.params.userId.toLowerCase();
      const leaving = target === request.user.id;
      if (leaving) firmOnly(request.workspace, WORKSPACE_MSG.personalLeave);
      else {
        decide([request.workspace], request.user.id, null, "manage", id);
        firmOnly(request.workspace, WORKSPACE_MSG.personalMembers);
      }
      const actor = h.actorOf(request);
      const at = app.now();
      await store.write(async (tx) => {
        const members = await lockMembers(tx, id);
        if (!leaving) ownerAmong(members, actor.id);
        const member = members.find((m) => m.userId === target);
        if (!member) throw memberNotFound();
        const owners = members.filter((m) => m.role === "owner").length;
        if (member.role === "owner" && owners === 1) {
          throw conflict(WORKSPACE_MSG.lastOwner, "last_owner");
        }
        const [person] = await tx.select().from(users).where(eq(users.id, target));
        await tx
          .delete(workspaceMembers)
          .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, target)));
        // Back to their personal workspace, in the same write: their next request works there.
        await tx
          .update(users)
          .set({ currentWorkspaceId: null })
          .where(and(eq(users.id, target), eq(users.currentWorkspaceId, id)));
        await recordEvent(tx, {
          workspaceId: id,
          actor,
          action: leaving ? "member left" : "member removed",
          detail: person ? displayNameOf(person) : "A member",
          at,
        });
      });
      return {
        status_code: 200,
        message: leaving ? `You left ${request.workspace.name}` : "Member removed",
        data: null,
      };
    },
  );
}

function invitationAdminRoutes(app: App, h: Helpers) {
  const store = app.workspaceStore;
  app.post(
    "/workspaces/:workspaceId/invitations/",
    {
      config: manage,
      schema: {
        params: workspaceIdParams,
        body: inviteBody,
        response: { 201: invitationResponse },
      },
    },
    async (request, reply) => {
      firmOnly(request.workspace, WORKSPACE_MSG.personalMembers);
      const { email, role } = request.body;
      const at = app.now();
      // Each invitation mails someone who never asked for it: a bound per owner, so no one can
      // use Owed to send mail to strangers in bulk (invite, revoke, invite again...).
      const limit = await app.rateLimiter.hit(`invitations:user:${request.user.id}`, INVITES, at);
      if (!limit.allowed) {
        reply.header("retry-after", String(limit.retryAfterSeconds));
        throw new HttpError(
          429,
          "Too many invitations sent. Please try again later.",
          "rate_limited",
        );
      }
      const actor = h.actorOf(request);
      // Made once, outside the write: a write run again after a conflict sends the same link.
      const token = newSecretToken();
      const invitation = await store.write((tx) =>
        issueInvitation(app, tx, { workspace: request.workspace, email, role, actor, at, token }),
      );
      reply.code(201);
      return {
        status_code: 201,
        message: `Invitation sent to ${email}`,
        data: {
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          invitedBy: actor.name,
          sentAt: invitation.sentAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        },
      };
    },
  );

  app.delete(
    "/workspaces/:workspaceId/invitations/:invitationId/",
    {
      config: manage,
      schema: { params: invitationParams, response: { 200: workspaceDoneResponse } },
    },
    async (request) => {
      const { id } = request.workspace;
      const invitationId = request.params.invitationId.toLowerCase();
      if (!isUuid(invitationId)) {
        throw new RefusedError("not_found", WORKSPACE_MSG.invitationNotFound, "not_found");
      }
      const actor = h.actorOf(request);
      const at = app.now();
      await store.write(async (tx) => {
        await ownerUnderLock(tx, id, actor.id, "share");
        const [revoked] = await tx
          .update(workspaceInvitations)
          .set({ revokedAt: at })
          .where(
            and(
              eq(workspaceInvitations.id, invitationId),
              eq(workspaceInvitations.workspaceId, id),
              isNull(workspaceInvitations.acceptedAt),
              isNull(workspaceInvitations.revokedAt),
            ),
          )
          .returning();
        if (!revoked) {
          throw new RefusedError("not_found", WORKSPACE_MSG.invitationNotFound, "not_found");
        }
        await recordEvent(tx, {
          workspaceId: id,
          actor,
          action: "invitation revoked",
          detail: revoked.email,
          at,
        });
      });
      return { status_code: 200, message: "Invitation revoked", data: null };
    },
  );
}

/**
 * An invitation, its history entry and its e-mail, in the caller's write: a mail that fails
 * leaves no invitation behind. Only the inviting owner's membership is locked (so they cannot be
 * removed or demoted meanwhile), not the workspace: the firm's docket writes do not wait on the
 * mail server. Two invitations to one address at once meet the unique index: one is a 409.
 */
async function issueInvitation(
  app: App,
  tx: WorkspaceTx,
  i: {
    workspace: Membership;
    email: string;
    role: WorkspaceRole;
    actor: { id: string; name: string };
    at: Date;
    token: string;
  },
) {
  const { email, role, actor, at, token } = i;
  const { id, name } = i.workspace;
  const expiresAt = new Date(at.getTime() + INVITATION_DAYS * DAY_MS);
  await ownerUnderLock(tx, id, actor.id, "share");
  const existing = await userByEmail(tx, email);
  const [member] = existing
    ? await tx
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, id), eq(workspaceMembers.userId, existing.id)))
    : [];
  if (member) throw conflict(WORKSPACE_MSG.alreadyMember, "already_member");
  const waiting = await tx
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, id),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
  const same = waiting.find((w) => w.email === email);
  if (same && same.expiresAt.getTime() > at.getTime()) {
    throw conflict(WORKSPACE_MSG.alreadyInvited, "already_invited");
  }
  // An expired invitation to the same address gives way to the new one.
  if (same) {
    await tx
      .update(workspaceInvitations)
      .set({ revokedAt: at })
      .where(eq(workspaceInvitations.id, same.id));
  } else if (waiting.length >= PENDING_INVITATIONS_MAX) {
    throw new RefusedError("forbidden", WORKSPACE_MSG.tooManyInvitations, "too_many");
  }
  const [row] = await tx
    .insert(workspaceInvitations)
    .values({
      workspaceId: id,
      email,
      role,
      tokenHash: hashSecretToken(token),
      invitedBy: actor.id,
      sentAt: at,
      expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(WORKSPACE_MSG.alreadyInvited, "already_invited");
  await recordEvent(tx, {
    workspaceId: id,
    actor,
    action: "member invited",
    detail: `${email} as ${role}`,
    at,
  });
  try {
    await app.mailer.send(
      invitationEmail({
        to: email,
        inviter: actor.name,
        workspace: name,
        role,
        link: `${app.config.appBaseUrl}/invitations/${token}`,
      }),
    );
  } catch {
    // Rolled back with the write; the mail server's own message names the address, so it is
    // not passed on or logged.
    throw new HttpError(
      502,
      "The invitation e-mail could not be sent, so no invitation was made. Please try again in a moment.",
      "mail_failed",
    );
  }
  return row;
}

/**
 * Under a lock, that `actorId` is still an owner of the workspace: the role the authorisation
 * check read before the write may have changed since (another owner removed or demoted them).
 * `share` for writes that only need the actor to stay; the member list's own lock otherwise.
 */
async function ownerUnderLock(
  tx: WorkspaceTx,
  workspaceId: string,
  actorId: string,
  mode: "share",
): Promise<void> {
  const me = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, actorId)))
    .for(mode);
  ownerAmong(me, actorId);
}

/** The same check on a member list already locked by lockMembers. */
function ownerAmong(members: readonly { userId: string; role: WorkspaceRole }[], actorId: string) {
  const me = members.find((m) => m.userId === actorId);
  if (!me) throw workspaceNotFound();
  if (!roleAllows(me.role, "manage")) {
    throw new RefusedError("forbidden", WORKSPACE_MSG.ownersOnly, "owners_only");
  }
}

/** Signed-out looks at invitation links one client address may take: a person opens a few. */
const PUBLIC_PREVIEWS = { limit: 60, windowMs: 15 * 60 * 1000 };

/**
 * GET /workspaces/api/invitations/:token/preview/, without signing in: an invitation link opened
 * signed out says what it is before asking to sign in (docs/workspaces.md, "Invitations"). The
 * holder of the link learns what the e-mail already said (workspace, inviter, role, expiry) and
 * the invited address masked, so they know which account to use; no workspace data, no member,
 * nothing about other invitations. A used, revoked or unknown link is 404, an expired one 410,
 * as for the signed-in route; the 256-bit token cannot be guessed, and the address is limited
 * anyway so the route is no oracle.
 */
export const publicInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.workspaceStore;
  app.get(
    "/invitations/:token/preview/",
    {
      schema: {
        params: invitationTokenParams,
        response: { 200: invitationPublicPreviewResponse, 404: errorBody, 410: errorBody },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const rule = {
        limit: PUBLIC_PREVIEWS.limit * app.config.perAddressLimitFactor,
        windowMs: PUBLIC_PREVIEWS.windowMs,
      };
      const limit = await app.rateLimiter.hit(`invitation-preview:ip:${request.ip}`, rule, now);
      if (!limit.allowed) {
        reply.header("retry-after", String(limit.retryAfterSeconds));
        throw new HttpError(
          429,
          "Too many invitation links opened. Please try again later.",
          "rate_limited",
        );
      }
      const { token } = request.params;
      if (!invitationToken.safeParse(token).success) throw invitationInvalid();
      const found = await store.invitationByHash(hashSecretToken(token));
      if (!found || found.invitation.acceptedAt || found.invitation.revokedAt) {
        throw invitationInvalid();
      }
      if (found.invitation.expiresAt.getTime() <= now.getTime()) {
        throw new RefusedError("gone", WORKSPACE_MSG.invitationExpired, "invitation_expired");
      }
      return {
        status_code: 200 as const,
        message: "Invitation",
        data: {
          workspaceName: found.workspaceName,
          invitedBy: found.inviter ? displayNameOf(found.inviter) : "A former member",
          role: found.invitation.role,
          emailHint: maskEmail(found.invitation.email),
          expiresAt: found.invitation.expiresAt.toISOString(),
        },
      };
    },
  );
};
