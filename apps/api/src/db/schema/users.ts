import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

// Accounts: users, their refresh sessions, one-time codes, avatars, and the shared rate-limit
// counters. Everything an API instance needs lives here, so any number of stateless instances
// can share one database.

/** Raw bytes: a Buffer in the app; `bytea` in PostgreSQL (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A person with an account. E-mail addresses are stored normalised (trimmed, lower case) and never
 * change; user names are unique regardless of case.
 *
 * Plans belong to workspaces (schema/workspaces.ts, docs/workspaces.md), not to accounts.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    /** scrypt hash with its parameters and salt, see features/accounts/passwords.ts. */
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamptz("email_verified_at"),
    /** Bumped when the password changes or is reset: access tokens carrying an older one fail. */
    tokenVersion: integer("token_version").notNull().default(0),
    fullName: text("full_name").notNull().default(""),
    company: text("company").notNull().default(""),
    /** One line: 'street, city, state zip' as the profile form joins it. */
    location: text("location").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    website: text("website").notNull().default(""),
    /** IANA time zone name; decides the user's "today". */
    timezone: text("timezone").notNull().default("UTC"),
    /** Version of the current avatar in user_avatars, null when the user has none. */
    avatarVersion: integer("avatar_version"),
    /** Days before a judgment's renewal deadline that a reminder e-mail goes out. */
    reminderLeadDays: integer("reminder_lead_days")
      .array()
      .notNull()
      .default(sql`'{180,90,30,7}'::integer[]`),
    /** Off: no deadline reminder goes out for any case (the profile's switch, the e-mails' link). */
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    /**
     * The workspace the docket routes work on (docs/workspaces.md); null for the personal one. No
     * foreign key: it is checked against the memberships on every request, and a workspace the
     * user no longer belongs to falls back to the personal one.
     */
    currentWorkspaceId: uuid("current_workspace_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
  ],
);

/**
 * One signed-in device. The refresh token handed to the client is `<id>.<secret>`; only a SHA-256
 * of the secret is kept, and it is replaced on every refresh (rotation).
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    lastUsedAt: timestamptz("last_used_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** The browser's User-Agent at sign-in (at most 512 characters), shown as the device. */
    userAgent: text("user_agent").notNull().default(""),
    /** The client address at sign-in, masked (last IPv4 byte, last 80 IPv6 bits dropped). */
    ipAddress: text("ip_address").notNull().default(""),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/**
 * Refresh secrets a session has rotated out. Presenting one again means the token was copied:
 * the whole session (the token family) is ended. Deleted with their session.
 */
export const userSessionRetiredTokens = pgTable(
  "user_session_retired_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => userSessions.id, { onDelete: "cascade" }),
    retiredAt: timestamptz("retired_at").notNull(),
  },
  (t) => [index("user_session_retired_tokens_session_idx").on(t.sessionId)],
);

/**
 * The live one-time code of a user for one purpose ("verify_email" or "password_reset"). Issuing a
 * new code replaces the old one. Only an HMAC of the code is kept.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Tries made so far; after the fifth, the code is dead even when the right one comes. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** The current avatar of a user: bytes checked to be an image, and the sniffed content type. */
export const userAvatars = pgTable("user_avatars", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  contentType: text("content_type").notNull(),
  content: bytea("content").notNull(),
  updatedAt: timestamptz("updated_at").notNull(),
});

/**
 * Fixed-window counters shared by every API instance, e.g. key "login:email:a@b.c". A window
 * starts with the first hit; a hit after the window is over starts a new one.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamptz("window_started_at").notNull(),
  hits: integer("hits").notNull(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserSession = typeof userSessions.$inferSelect;
