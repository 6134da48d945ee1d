import {
  EXPECTED_WORKSPACE_HEADER,
  roleAllows,
  WORKSPACE_ERRORS,
  type WorkspaceNeed,
} from "@owed/domain";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from "fastify";
import fp from "fastify-plugin";
import { isUuid } from "../../db/ids.ts";
import { type CoherentCache, createCoherentCache } from "../../plugins/coherent-cache.ts";
import { type RefusalKind, RefusedError } from "../../plugins/errors.ts";
import { type Membership, readMemberships } from "./workspace-store.ts";

export { type Membership, readMemberships };

// The one authorisation check (docs/workspaces.md, "Who may do what"). Every route that reads or
// changes a workspace's data runs `authorise`: it finds the signed-in user's membership of the
// workspace in question and refuses what the member's role does not allow. Nothing else decides.

declare module "fastify" {
  interface FastifyRequest {
    /** The workspace this request works on and the user's role there; set by app.authorise. */
    workspace: Membership;
  }
  interface FastifyContextConfig {
    /** What the route needs of the role; by default `read` for GET and HEAD, else `edit`. */
    need?: WorkspaceNeed;
  }
  interface FastifyInstance {
    /**
     * preHandler after app.authenticate: the current workspace (the user's stored choice), checked
     * against the route's need. Sets request.workspace.
     */
    authorise(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /**
     * preHandler after app.authenticate for routes with a `:workspaceId` param: that workspace,
     * which the user must belong to (404 otherwise, as for anything not theirs).
     */
    authoriseNamed(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ): void;
    workspaceAccess: {
      /** The user's memberships, fresh from the database (after a change the user made). */
      membershipsOf(userId: string): Promise<Membership[]>;
    };
  }
}

const MEMBERSHIPS_KEPT = 25_000;

/** A refusal the workspaces' contract declares, with its fixed sentence and code. */
export const refused = (kind: RefusalKind, answer: { code: string; message?: string }) =>
  new RefusedError(kind, answer.message ?? "", answer.code);

export const workspaceNotFound = () => refused("not_found", WORKSPACE_ERRORS.notFound);

const refusal = (need: WorkspaceNeed) =>
  need === "manage"
    ? refused("forbidden", WORKSPACE_ERRORS.ownersOnly)
    : refused("forbidden", WORKSPACE_ERRORS.readOnly);

/**
 * The decision, on values already in hand: which membership the request works on, or why not.
 * `named` is a workspace the route names; without one, the user's current workspace, falling back
 * to the personal one (whose id is the user's) when they no longer belong to the one they chose.
 */
export function decide(
  memberships: readonly Membership[],
  userId: string,
  current: string | null,
  need: WorkspaceNeed,
  named?: string,
): Membership {
  const wanted = named?.toLowerCase() ?? current ?? userId;
  const found =
    memberships.find((m) => m.id === wanted) ??
    (named === undefined ? memberships.find((m) => m.id === userId) : undefined);
  if (!found) throw workspaceNotFound();
  if (!roleAllows(found.role, need)) throw refusal(need);
  return found;
}

/** The workspace the client's screen shows, when it says (EXPECTED_WORKSPACE_HEADER). */
const expectedOf = (request: FastifyRequest): string | undefined => {
  const sent = request.headers[EXPECTED_WORKSPACE_HEADER];
  return typeof sent === "string" && sent.length <= 36 ? sent.toLowerCase() : undefined;
};

const needOf = (request: FastifyRequest): WorkspaceNeed =>
  request.routeOptions.config.need ??
  (request.method === "GET" || request.method === "HEAD" ? "read" : "edit");

export const workspaceAccessPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = createCoherentCache<Membership[]>(MEMBERSHIPS_KEPT);
    // Every change to a membership or a workspace's name notifies `user:<id>` of each member
    // (migration 0010), so a removed member is refused at once on every instance.
    app.changes.registerUserCache(cache as CoherentCache<unknown>);

    const read = (userId: string) => readMemberships(app.db, userId);

    app.decorate("workspaceAccess", { membershipsOf: read });
    app.decorateRequest("workspace", null as unknown as Membership);

    function check(request: FastifyRequest, done: HookHandlerDoneFunction, named?: string) {
      const user = request.user;
      const need = needOf(request);
      const expected = named === undefined && need !== "read" ? expectedOf(request) : undefined;
      const run = (memberships: Membership[]) => {
        const workspace = decide(memberships, user.id, user.currentWorkspaceId, need, named);
        // A write from a screen that shows another workspace than the current one (switched in
        // another window, or removed): refused rather than saved where the user is not looking.
        if (expected !== undefined && expected !== workspace.id) {
          throw refused("conflict", WORKSPACE_ERRORS.workspaceChanged);
        }
        request.workspace = workspace;
      };
      // A dashboard's poll: the memberships are in memory and known fresh, so no promise.
      const known = request.changesSynced ? cache.get(user.id) : undefined;
      if (known) {
        try {
          run(known);
        } catch (error) {
          return done(error as Error);
        }
        return done();
      }
      cache
        .load(user.id, () => read(user.id), request.changesSynced)
        .then((loaded) => run(loaded ?? []))
        .then(() => done(), done);
    }

    app.decorate(
      "authorise",
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) =>
        check(request, done),
    );
    app.decorate(
      "authoriseNamed",
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const named = (request.params as { workspaceId?: unknown }).workspaceId;
        if (typeof named !== "string" || !isUuid(named)) return done(workspaceNotFound());
        check(request, done, named);
      },
    );
  },
  { name: "workspace-access", dependencies: ["changes", "authenticate"] },
);
