import type { WorkspaceEventAction, WorkspaceRole } from "@owed/domain";
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type Db, retryOnConflict } from "../../db/client.ts";
import {
  users,
  workspaceEvents,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from "../../db/schema/index.ts";

// Workspaces' store: queries and locks for members, invitations and the workspace's history.
// What a refusal means to the user is the routes' to say (routes.ts).

export type WorkspaceTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How a person is named in the history and the member list. */
export const displayNameOf = (u: { fullName: string; username: string; email: string }) =>
  u.fullName.trim() || u.username || u.email;

export function createWorkspaceStore(db: Db) {
  return {
    write<T>(work: (tx: WorkspaceTx) => Promise<T>): Promise<T> {
      return retryOnConflict(() => db.transaction(work));
    },

    async memberCounts(userId: string): Promise<Map<string, number>> {
      const mine = db
        .select({ id: workspaceMembers.workspaceId })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.userId, userId));
      const rows = await db
        .select({ id: workspaceMembers.workspaceId, n: count() })
        .from(workspaceMembers)
        .where(sql`${workspaceMembers.workspaceId} in ${mine}`)
        .groupBy(workspaceMembers.workspaceId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },

    async workspace(id: string) {
      const [row] = await db.select().from(workspaces).where(eq(workspaces.id, id));
      return row;
    },

    async members(workspaceId: string) {
      return db
        .select({
          userId: users.id,
          fullName: users.fullName,
          username: users.username,
          email: users.email,
          role: workspaceMembers.role,
          joinedAt: workspaceMembers.joinedAt,
        })
        .from(workspaceMembers)
        .innerJoin(users, eq(users.id, workspaceMembers.userId))
        .where(eq(workspaceMembers.workspaceId, workspaceId))
        .orderBy(asc(workspaceMembers.joinedAt), asc(users.email));
    },

    /** Invitations not yet accepted or revoked (expired ones included, marked by their date). */
    async waitingInvitations(workspaceId: string) {
      return db
        .select({
          invitation: workspaceInvitations,
          inviter: { fullName: users.fullName, username: users.username, email: users.email },
        })
        .from(workspaceInvitations)
        .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            isNull(workspaceInvitations.acceptedAt),
            isNull(workspaceInvitations.revokedAt),
          ),
        )
        .orderBy(desc(workspaceInvitations.sentAt));
    },

    async invitationByHash(tokenHash: string) {
      const [row] = await db
        .select({
          invitation: workspaceInvitations,
          workspaceName: workspaces.name,
          inviter: { fullName: users.fullName, username: users.username, email: users.email },
        })
        .from(workspaceInvitations)
        .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
        .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
        .where(eq(workspaceInvitations.tokenHash, tokenHash));
      return row;
    },

    async events(workspaceId: string, limit: number) {
      return db
        .select()
        .from(workspaceEvents)
        .where(eq(workspaceEvents.workspaceId, workspaceId))
        .orderBy(desc(workspaceEvents.seq))
        .limit(limit);
    },
  };
}

/**
 * The workspace's members, locked for the rest of the write: every change of members or roles
 * takes them first, so two owners demoting each other at once cannot leave the workspace with
 * none (the second sees the first's change).
 */
export async function lockMembers(tx: WorkspaceTx, workspaceId: string) {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
  return tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for("update");
}

/** The account with this (normalised) address, read inside the caller's write. */
export async function userByEmail(tx: WorkspaceTx, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export async function recordEvent(
  tx: WorkspaceTx,
  event: {
    workspaceId: string;
    actor: { id: string; name: string } | null;
    action: WorkspaceEventAction;
    detail: string;
    at: Date;
  },
): Promise<void> {
  await tx.insert(workspaceEvents).values({
    workspaceId: event.workspaceId,
    actorId: event.actor?.id ?? null,
    actorName: event.actor?.name ?? null,
    action: event.action,
    detail: event.detail,
    at: event.at,
  });
}

export async function setMember(
  tx: WorkspaceTx,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
  at: Date,
): Promise<boolean> {
  const added = await tx
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role, joinedAt: at })
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return added.length === 1;
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

declare module "fastify" {
  interface FastifyInstance {
    workspaceStore: WorkspaceStore;
  }
}

export const workspaceStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("workspaceStore", createWorkspaceStore(app.db));
  },
  { name: "workspace-store" },
);
