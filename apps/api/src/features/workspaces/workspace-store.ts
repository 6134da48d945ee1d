import type { WorkspaceEventAction, WorkspaceRole } from "@owed/domain";
import { and, asc, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
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
// What a refusal means to the user is the use cases' to say (workspace-use-cases.ts).

export type WorkspaceTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A workspace the signed-in user belongs to, with their role in it. */
export interface Membership {
  id: string;
  name: string;
  kind: "personal" | "firm";
  role: WorkspaceRole;
}

/** The user's memberships, as the database has them now. */
export async function readMemberships(db: Db, userId: string): Promise<Membership[]> {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      kind: workspaces.kind,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId));
}

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

    /** The workspace the user chose to work in; null for their personal one. */
    async currentWorkspaceOf(userId: string): Promise<string | null> {
      const [me] = await db
        .select({ current: users.currentWorkspaceId })
        .from(users)
        .where(eq(users.id, userId));
      return me?.current ?? null;
    },

    async setCurrent(userId: string, workspaceId: string): Promise<void> {
      await db.transaction((tx) => setCurrent(tx, userId, workspaceId));
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

/** The workspace the user works in from now on; their personal one (whose id is theirs) as null. */
export async function setCurrent(tx: WorkspaceTx, userId: string, workspaceId: string | null) {
  await tx
    .update(users)
    .set({ currentWorkspaceId: workspaceId === userId ? null : workspaceId })
    .where(eq(users.id, userId));
}

/**
 * The firm workspaces the user has made, counted under a lock on the user's row, so two
 * creates at once count one after the other.
 */
export async function firmWorkspacesMadeBy(tx: WorkspaceTx, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [made] = await tx
    .select({ n: count() })
    .from(workspaces)
    .where(and(eq(workspaces.createdBy, userId), eq(workspaces.kind, "firm")));
  return made?.n ?? 0;
}

export async function insertFirmWorkspace(
  tx: WorkspaceTx,
  values: { name: string; createdBy: string; createdAt: Date; trialEndsAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(workspaces)
    .values({ ...values, kind: "firm" })
    .returning({ id: workspaces.id });
  return (row as { id: string }).id;
}

export async function renameWorkspace(tx: WorkspaceTx, workspaceId: string, name: string) {
  await tx.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/** Single use: true only for the write that flips the invitation from waiting to accepted. */
export async function takeInvitation(
  tx: WorkspaceTx,
  invitationId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const taken = await tx
    .update(workspaceInvitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, at),
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return taken.length > 0;
}

/** A person as the history names them, read inside the caller's write. */
export async function personById(tx: WorkspaceTx, userId: string) {
  const [row] = await tx
    .select({ fullName: users.fullName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function setRole(
  tx: WorkspaceTx,
  workspaceId: string,
  userId: string,
  role: WorkspaceRole,
) {
  await tx
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/**
 * The member out of the workspace, and back to their personal workspace in the same write when
 * it was their current one: their next request works there.
 */
export async function removeMember(tx: WorkspaceTx, workspaceId: string, userId: string) {
  await tx
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await tx
    .update(users)
    .set({ currentWorkspaceId: null })
    .where(and(eq(users.id, userId), eq(users.currentWorkspaceId, workspaceId)));
}

/** Whether the user is a member of the workspace, read inside the caller's write. */
export async function isMember(tx: WorkspaceTx, workspaceId: string, userId: string) {
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return member !== undefined;
}

/** The user's membership of the workspace, locked `share` so it stays for the rest of the write. */
export async function sharedMembership(tx: WorkspaceTx, workspaceId: string, userId: string) {
  return tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .for("share");
}

/** Invitations not yet accepted or revoked, read inside the caller's write. */
export async function waitingInvitationsIn(tx: WorkspaceTx, workspaceId: string) {
  return tx
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
}

/** The invitation revoked when still waiting; undefined when there is no such waiting one. */
export async function revokeWaitingInvitation(
  tx: WorkspaceTx,
  workspaceId: string,
  invitationId: string,
  at: Date,
) {
  const [revoked] = await tx
    .update(workspaceInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .returning();
  return revoked;
}

export async function revokeInvitation(tx: WorkspaceTx, invitationId: string, at: Date) {
  await tx
    .update(workspaceInvitations)
    .set({ revokedAt: at })
    .where(eq(workspaceInvitations.id, invitationId));
}

/** The new invitation; undefined when one to the same address is already waiting. */
export async function insertInvitation(
  tx: WorkspaceTx,
  values: {
    workspaceId: string;
    email: string;
    role: WorkspaceRole;
    tokenHash: string;
    invitedBy: string;
    sentAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await tx
    .insert(workspaceInvitations)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
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
