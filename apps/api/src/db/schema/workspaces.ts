import type { WorkspaceEventAction, WorkspaceRole } from "@owed/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { users } from "./users.ts";

// Workspaces (docs/workspaces.md): every case belongs to one; every account has a personal one,
// made by a trigger when the account is (migration 0010), whose id is the account's own id.

export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  kind: text("kind").$type<"personal" | "firm">().notNull(),
  /**
   * The account that made it (for a personal workspace, its own account).
   */
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  /**
   * The workspace's plan (docs/workspaces.md, "Plans"): Starter's trial ends 14 days after the
   * workspace was made (a personal one: after registration); Pro while `paidUntil` is ahead.
   */
  trialEndsAt: timestamptz("trial_ends_at").notNull(),
  paidUntil: timestamptz("paid_until"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Who belongs to a workspace, and what their role lets them do (packages/domain roleAllows). */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<WorkspaceRole>().notNull(),
    joinedAt: timestamptz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index("workspace_members_user_idx").on(t.userId),
  ],
);

/**
 * An invitation by e-mail. Only a SHA-256 of the link's 256-bit token is kept. Single use: it is
 * accepted or revoked by a conditional UPDATE, and at most one may wait per address and workspace.
 */
export const workspaceInvitations = pgTable(
  "workspace_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<WorkspaceRole>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamptz("sent_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    acceptedAt: timestamptz("accepted_at"),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("workspace_invitations_waiting_unique")
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** What happened to a workspace and who did it: members, roles, invitations, name, plan. */
export const workspaceEvents = pgTable(
  "workspace_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Null for the system; kept (not cascaded) when that account is later deleted. */
    actorId: uuid("actor_id"),
    /** The actor's name as it read then, so the history still says who after they leave. */
    actorName: text("actor_name"),
    action: text("action").$type<WorkspaceEventAction>().notNull(),
    detail: text("detail").notNull(),
    at: timestamptz("at").notNull(),
  },
  (t) => [index("workspace_events_workspace_idx").on(t.workspaceId, t.seq)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
