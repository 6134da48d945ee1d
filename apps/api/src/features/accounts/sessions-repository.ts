import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userSessionRetiredTokens, userSessions, users } from "../../db/schema/index.ts";
import {
  formatRefreshToken,
  hashRefreshSecret,
  isUuid,
  newRefreshSecret,
  parseRefreshToken,
  REFRESH_TOKEN_TTL_MS,
} from "./tokens.ts";

/** Where a session was opened from, as far as the server can tell. */
export interface SessionClient {
  userAgent: string;
  /** Already masked (see maskAddress). */
  ipAddress: string;
}

export const USER_AGENT_MAX_LENGTH = 512;

/**
 * The address kept and shown for a session: precise enough for the owner to tell "my office" from
 * "somewhere else", not enough to point at one household (the last IPv4 byte and everything after
 * the first 48 IPv6 bits are dropped). docs/decisions/008-security.md explains why it is masked.
 */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (ip.includes(":")) {
    const head = ip.split("::")[0] ?? "";
    const groups = head.split(":").filter((g) => g !== "");
    return `${[...groups.slice(0, 3), ...Array(Math.max(0, 3 - groups.length)).fill("0")].join(":")}:*`;
  }
  return "";
}

export interface SessionSummary {
  id: string;
  userAgent: string;
  ipAddress: string;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * Refresh sessions: one row per signed-in device; the refresh token rotates on every use, and the
 * session is its token family: replaying a rotated-out token ends the session (the thief's copy
 * and the owner's newer token both stop working), as OAuth's refresh-token rotation advises.
 */
export function createSessionsRepository(db: Db) {
  return { ...sessionTokens(db), ...sessionListing(db) };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/** Opening, rotating and revoking by refresh token. */
function sessionTokens(db: Db) {
  return {
    /** Opens a session; returns its id and the refresh token to hand to the client. */
    async create(
      userId: string,
      now: Date,
      client: SessionClient,
      tx: Db = db,
    ): Promise<{ sessionId: string; refreshToken: string }> {
      const { secret, hash } = newRefreshSecret();
      const [row] = await tx
        .insert(userSessions)
        .values({
          userId,
          refreshTokenHash: hash,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
          userAgent: client.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
          ipAddress: client.ipAddress,
        })
        .returning({ id: userSessions.id });
      if (!row) throw new Error("session insert returned nothing");
      return { sessionId: row.id, refreshToken: formatRefreshToken(row.id, secret) };
    },

    /**
     * Trades a valid refresh token for a new one (the old one stops working). Answers undefined for
     * an unknown, expired, already used, or revoked token; an already used one also ends its
     * session. The conditional update locks the row, so of two requests racing with the same token
     * one wins and the other, finding the token retired, ends the family. It also reads the user's
     * token version in that same statement, so a password change racing with it can never yield a
     * token that survives.
     */
    async rotate(
      refreshToken: string,
      now: Date,
    ): Promise<
      { userId: string; tokenVersion: number; sessionId: string; refreshToken: string } | undefined
    > {
      const parsed = parseRefreshToken(refreshToken);
      if (!parsed) return undefined;
      const presented = hashRefreshSecret(parsed.secret);
      const next = newRefreshSecret();
      const rotated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(userSessions)
          .set({
            refreshTokenHash: next.hash,
            lastUsedAt: now,
            expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
          })
          .from(users)
          .where(
            and(
              eq(users.id, userSessions.userId),
              eq(userSessions.id, parsed.sessionId),
              eq(userSessions.refreshTokenHash, presented),
              gt(userSessions.expiresAt, now),
            ),
          )
          .returning({ userId: userSessions.userId, tokenVersion: users.tokenVersion });
        if (row) {
          await tx
            .insert(userSessionRetiredTokens)
            .values({ tokenHash: presented, sessionId: parsed.sessionId, retiredAt: now })
            .onConflictDoNothing();
        }
        return row;
      });
      if (rotated) {
        return {
          userId: rotated.userId,
          tokenVersion: rotated.tokenVersion,
          sessionId: parsed.sessionId,
          refreshToken: formatRefreshToken(parsed.sessionId, next.secret),
        };
      }
      await revokeIfReplayed(db, parsed.sessionId, presented);
      return undefined;
    },

    /** Ends the session the token belongs to if it is its current or a rotated-out secret. */
    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const parsed = parseRefreshToken(refreshToken);
      if (!parsed) return;
      const presented = hashRefreshSecret(parsed.secret);
      const deleted = await db
        .delete(userSessions)
        .where(
          and(eq(userSessions.id, parsed.sessionId), eq(userSessions.refreshTokenHash, presented)),
        )
        .returning({ id: userSessions.id });
      if (deleted.length === 0) await revokeIfReplayed(db, parsed.sessionId, presented);
    },
  };
}

/** The user's sessions as the profile lists and ends them. */
function sessionListing(db: Db) {
  return {
    /** The user's sessions that can still be refreshed, most recently used first. */
    async listActive(userId: string, now: Date): Promise<SessionSummary[]> {
      return db
        .select({
          id: userSessions.id,
          userAgent: userSessions.userAgent,
          ipAddress: userSessions.ipAddress,
          createdAt: userSessions.createdAt,
          lastUsedAt: userSessions.lastUsedAt,
        })
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, now)))
        .orderBy(desc(userSessions.lastUsedAt), desc(userSessions.createdAt));
    },

    /** Ids of every session of the user not yet ended (expiry is the refresh route's concern). */
    async liveIds(userId: string): Promise<Set<string>> {
      if (!isUuid(userId)) return new Set();
      const rows = await db
        .select({ id: userSessions.id })
        .from(userSessions)
        .where(eq(userSessions.userId, userId));
      return new Set(rows.map((r) => r.id));
    },

    /** Ends one session of the user; false when the user has no such session. */
    async deleteForUser(userId: string, sessionId: string): Promise<boolean> {
      if (!isUuid(sessionId)) return false;
      const deleted = await db
        .delete(userSessions)
        .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId)))
        .returning({ id: userSessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of the user except `keepSessionId`; answers how many ended. */
    async deleteOthersForUser(userId: string, keepSessionId: string): Promise<number> {
      const deleted = await db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), ne(userSessions.id, keepSessionId)))
        .returning({ id: userSessions.id });
      return deleted.length;
    },

    /** Ends every session of the user (password change or reset). */
    async deleteAllForUser(userId: string, tx: Db = db): Promise<void> {
      await tx.delete(userSessions).where(eq(userSessions.userId, userId));
    },

    async deleteExpiredForUser(userId: string, now: Date): Promise<void> {
      await db
        .delete(userSessions)
        .where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, now)));
    },
  };
}

/** Ends the session when `tokenHash` is one of its rotated-out secrets (a replayed token). */
async function revokeIfReplayed(db: Db, sessionId: string, tokenHash: string): Promise<void> {
  const [retired] = await db
    .select({ sessionId: userSessionRetiredTokens.sessionId })
    .from(userSessionRetiredTokens)
    .where(
      and(
        eq(userSessionRetiredTokens.tokenHash, tokenHash),
        eq(userSessionRetiredTokens.sessionId, sessionId),
      ),
    );
  if (retired) await db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The device in plain words from a User-Agent, e.g. "Chrome on Windows". */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
