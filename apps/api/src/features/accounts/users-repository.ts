import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type User, userAvatars, users } from "../../db/schema/index.ts";
import { isUuid } from "./tokens.ts";

/** Registration met an e-mail or user name that already has an account. */
export class DuplicateAccountError extends Error {
  constructor(readonly field: "email" | "username") {
    super(`duplicate ${field}`);
    this.name = "DuplicateAccountError";
  }
}

/** PostgreSQL's unique_violation (23505), found through drizzle's error wrapper on both drivers. */
function uniqueViolation(err: unknown): { constraint: string } | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause) {
    depth++;
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return { constraint: typeof constraint === "string" ? constraint : "" };
  }
  return undefined;
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
  timezone?: string;
  /** Set for accounts created already verified (the CLI's --verified). */
  emailVerifiedAt?: Date | null;
}

/** Profile fields a user may edit; absent keys stay as they are. */
export interface ProfilePatch {
  fullName?: string;
  company?: string;
  location?: string;
  phoneNumber?: string;
  website?: string;
  timezone?: string;
}

export interface Avatar {
  contentType: string;
  content: Buffer;
}

/**
 * Users and their avatars, as plain data access: every method takes an optional transaction to
 * join a larger write, and none decides anything an answer depends on (the use cases do).
 */
export function createUsersRepository(db: Db) {
  return { ...userQueries(db), ...userUpdates(db), ...avatarStore(db) };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

function userQueries(db: Db) {
  return {
    async findById(id: string, tx: Db = db): Promise<User | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** `email` must already be normalised (see normaliseEmail). */
    async findByEmail(email: string, tx: Db = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email));
      return row;
    },

    async list(): Promise<User[]> {
      return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
    },

    /**
     * Creates a user whose trial starts now. Throws DuplicateAccountError when the e-mail or the
     * user name (in any case) is taken, also when two registrations race.
     */
    async create(input: NewAccount, now: Date, tx: Db = db): Promise<User> {
      const [emailTaken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (emailTaken) throw new DuplicateAccountError("email");
      const [nameTaken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`);
      if (nameTaken) throw new DuplicateAccountError("username");
      try {
        const [row] = await tx
          .insert(users)
          .values({
            email: input.email,
            username: input.username,
            passwordHash: input.passwordHash,
            timezone: input.timezone ?? "UTC",
            emailVerifiedAt: input.emailVerifiedAt ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error("user insert returned nothing");
        return row;
      } catch (err) {
        const violation = uniqueViolation(err);
        if (!violation) throw err;
        throw new DuplicateAccountError(
          violation.constraint.includes("username") ? "username" : "email",
        );
      }
    },
  };
}

function userUpdates(db: Db) {
  return {
    async markEmailVerified(id: string, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(users.id, id));
    },

    /** Sets a new password and bumps the token version (voids every access token). */
    async setPassword(id: string, passwordHash: string, now: Date, tx: Db = db): Promise<User> {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished while changing its password`);
      return row;
    },

    /** Replaces the stored hash of the same password (stronger parameters); sessions stay. */
    async upgradePasswordHash(id: string, oldHash: string, newHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: newHash })
        .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
    },

    async updateProfile(id: string, patch: ProfilePatch, now: Date, tx: Db = db): Promise<User> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished while updating its profile`);
      return row;
    },
  };
}

function avatarStore(db: Db) {
  return {
    /** Stores a new avatar and returns its version (part of its URL, so caches never go stale). */
    async setAvatar(id: string, avatar: Avatar, now: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .update(users)
        .set({ avatarVersion: sql`coalesce(${users.avatarVersion}, 0) + 1`, updatedAt: now })
        .where(eq(users.id, id))
        .returning({ version: users.avatarVersion });
      const version = row?.version;
      if (version == null) throw new Error(`user ${id} vanished while storing its avatar`);
      const values = {
        version,
        contentType: avatar.contentType,
        content: avatar.content,
        updatedAt: now,
      };
      await tx
        .insert(userAvatars)
        .values({ userId: id, ...values })
        .onConflictDoUpdate({ target: userAvatars.userId, set: values });
      return version;
    },

    async getAvatar(id: string, version: number): Promise<Avatar | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({ contentType: userAvatars.contentType, content: userAvatars.content })
        .from(userAvatars)
        .where(and(eq(userAvatars.userId, id), eq(userAvatars.version, version)));
      return row;
    },
  };
}
