import { type ErrorAnswer, workspaceEndpoints as endpoints, WORKSPACE_ERRORS } from "@owed/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { newSecretToken } from "../../db/ids.ts";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { HttpError } from "../../plugins/errors.ts";
import { displayNameOf } from "./workspace-store.ts";
import {
  acceptInvitation,
  changeMemberRole,
  createWorkspace,
  InvitationMailError,
  invitationFor,
  inviteMember,
  listWorkspaces,
  mayInvite,
  membersOf,
  publicInvitationPreview,
  removeMember,
  renameWorkspace,
  revokeWorkspaceInvitation,
  switchWorkspace,
  workspaceEvents,
} from "./workspace-use-cases.ts";

// Workspaces, members and invitations (docs/workspaces.md): each route parses (its endpoint's
// schemas), calls a use case (workspace-use-cases.ts) and replies. Routes naming a workspace run
// app.authoriseNamed (the one authorisation check) with the need each declares; the invitation
// routes are for people who are not members yet, and the use cases check the token and address.

/** Invitations one account may send in an hour. */
const INVITES = { limit: 30, windowMs: 60 * 60 * 1000 };

type App = Parameters<FastifyPluginAsyncZod>[0];

// The signed-in user as the history names them: already read (and kept fresh) by authenticate.
const actorOf = (request: FastifyRequest) => ({
  id: request.user.id,
  name: displayNameOf(request.user),
});

/** A refused call past its limit: 429 with the wait, in the endpoint's words. */
function limited(reply: FastifyReply, retryAfterSeconds: number, answer: ErrorAnswer) {
  reply.header("retry-after", String(retryAfterSeconds));
  return new HttpError(answer.status, answer.message ?? "", answer.code);
}

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  ownWorkspaceRoutes(app);
  invitationRoutes(app);
  app.register(async (named) => {
    named.addHook("preHandler", app.authoriseNamed);
    workspaceAdminRoutes(named);
    memberRoutes(named);
    invitationAdminRoutes(named);
  });
};

/** The user's own list, a new firm workspace, and the switch. */
function ownWorkspaceRoutes(app: App) {
  app.route({
    ...endpointRoute(app, endpoints.workspaceList),
    handler: async (request) => ({
      status_code: 200,
      message: "Workspaces",
      data: await listWorkspaces(app, request.user.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.createWorkspace),
    handler: async (request, reply) => {
      const data = await createWorkspace(app, actorOf(request), request.body.name);
      reply.code(201);
      return { status_code: 201, message: "Workspace created", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.switchWorkspace),
    handler: async (request) => {
      const data = await switchWorkspace(app, request.user.id, request.body.workspaceId);
      return { status_code: 200, message: `Switched to ${data.name}`, data };
    },
  });
}

/** An invitation seen and accepted by the person invited (not yet a member). */
function invitationRoutes(app: App) {
  app.route({
    ...endpointRoute(app, endpoints.invitation),
    handler: async (request) => ({
      status_code: 200,
      message: "Invitation",
      data: await invitationFor(app, request.user.email, request.params.token),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.acceptInvitation),
    handler: async (request) => {
      const actor = { ...actorOf(request), email: request.user.email };
      const joined = await acceptInvitation(app, actor, request.body.token);
      return {
        status_code: 200,
        message: `You joined ${joined.workspaceName}`,
        data: joined.workspace,
      };
    },
  });
}

const manage = { need: "manage" as const };

function workspaceAdminRoutes(app: App) {
  app.route({
    ...endpointRoute(app, endpoints.renameWorkspace),
    config: manage,
    handler: async (request) => ({
      status_code: 200,
      message: "Workspace renamed",
      data: await renameWorkspace(app, actorOf(request), request.workspace, request.body.name),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.workspaceEvents),
    handler: async (request) => ({
      status_code: 200,
      message: "Workspace history",
      data: await workspaceEvents(app, request.workspace),
    }),
  });
}

function memberRoutes(app: App) {
  app.route({
    ...endpointRoute(app, endpoints.members),
    handler: async (request) => ({
      status_code: 200,
      message: "Members",
      data: await membersOf(app, request.user.id, request.workspace),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.changeMemberRole),
    config: manage,
    handler: async (request) => {
      const { workspace, params, body } = request;
      const data = await changeMemberRole(
        app,
        actorOf(request),
        workspace,
        params.userId,
        body.role,
      );
      return { status_code: 200, message: "Role changed", data };
    },
  });

  // Removing someone else needs an owner; removing oneself is leaving, which any member may do,
  // so this route asks only `read` of the hook and the use case checks the rest.
  app.route({
    ...endpointRoute(app, endpoints.removeMember),
    config: { need: "read" },
    handler: async (request) => {
      const { workspace, params } = request;
      const { leaving } = await removeMember(app, actorOf(request), workspace, params.userId);
      return {
        status_code: 200,
        message: leaving ? `You left ${workspace.name}` : "Member removed",
        data: null,
      };
    },
  });
}

function invitationAdminRoutes(app: App) {
  app.route({
    ...endpointRoute(app, endpoints.inviteMember),
    config: manage,
    handler: async (request, reply) => {
      mayInvite(request.workspace);
      const { email, role } = request.body;
      const at = app.now();
      // Each invitation mails someone who never asked for it: a bound per owner, so no one can
      // use Owed to send mail to strangers in bulk (invite, revoke, invite again...).
      const limit = await app.rateLimiter.hit(`invitations:user:${request.user.id}`, INVITES, at);
      if (!limit.allowed) {
        throw limited(reply, limit.retryAfterSeconds, WORKSPACE_ERRORS.invitationsRateLimited);
      }
      const actor = actorOf(request);
      // Made once, outside the write: a write run again after a conflict sends the same link.
      const token = newSecretToken();
      const invitation = await inviteMember(app, {
        workspace: request.workspace,
        email,
        role,
        actor,
        at,
        token,
      }).catch((error: unknown) => {
        if (!(error instanceof InvitationMailError)) throw error;
        const { status, message, code } = WORKSPACE_ERRORS.mailFailed;
        throw new HttpError(status, message ?? "", code);
      });
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
  });

  app.route({
    ...endpointRoute(app, endpoints.revokeInvitation),
    config: manage,
    handler: async (request) => {
      const { workspace, params } = request;
      await revokeWorkspaceInvitation(app, actorOf(request), workspace, params.invitationId);
      return { status_code: 200, message: "Invitation revoked", data: null };
    },
  });
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
  app.route({
    ...endpointRoute(app, endpoints.invitationPreview),
    handler: async (request, reply) => {
      const now = app.now();
      const rule = {
        limit: PUBLIC_PREVIEWS.limit * app.config.perAddressLimitFactor,
        windowMs: PUBLIC_PREVIEWS.windowMs,
      };
      const limit = await app.rateLimiter.hit(`invitation-preview:ip:${request.ip}`, rule, now);
      if (!limit.allowed) {
        throw limited(reply, limit.retryAfterSeconds, WORKSPACE_ERRORS.previewsRateLimited);
      }
      return {
        status_code: 200,
        message: "Invitation",
        data: await publicInvitationPreview(app, request.params.token, now),
      };
    },
  });
};
