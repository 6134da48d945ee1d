import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userSessions, users } from "../../db/schema/index.ts";
import {
  formatRefreshToken,
  hashRefreshSecret,
  newRefreshSecret,
  parseRefreshToken,
  REFRESH_TOKEN_TTL_MS,
} from "./tokens.ts";

/** Refresh sessions: one row per signed-in device; the refresh token rotates on every use. */
export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Opens a session; returns its id and the refresh token to hand to the client. */
  async create(
    userId: string,
    now: Date,
    tx: Db = this.db,
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
      })
      .returning({ id: userSessions.id });
    if (!row) throw new Error("session insert returned nothing");
    return { sessionId: row.id, refreshToken: formatRefreshToken(row.id, secret) };
  }

  /**
   * Trades a valid refresh token for a new one (the old one stops working). Answers undefined for
   * an unknown, expired, already used, or revoked token. One conditional update, so two requests
   * racing with the same token cannot both win. It also reads the user's token version in that
   * same statement, so a password change racing with it can never yield a token that survives.
   */
  async rotate(
    refreshToken: string,
    now: Date,
  ): Promise<
    { userId: string; tokenVersion: number; sessionId: string; refreshToken: string } | undefined
  > {
    const parsed = parseRefreshToken(refreshToken);
    if (!parsed) return undefined;
    const next = newRefreshSecret();
    const [row] = await this.db
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
          eq(userSessions.refreshTokenHash, hashRefreshSecret(parsed.secret)),
          gt(userSessions.expiresAt, now),
        ),
      )
      .returning({ userId: userSessions.userId, tokenVersion: users.tokenVersion });
    if (!row) return undefined;
    return {
      userId: row.userId,
      tokenVersion: row.tokenVersion,
      sessionId: parsed.sessionId,
      refreshToken: formatRefreshToken(parsed.sessionId, next.secret),
    };
  }

  /** Ends every session of the user (password change or reset). */
  async deleteAllForUser(userId: string, tx: Db = this.db): Promise<void> {
    await tx.delete(userSessions).where(eq(userSessions.userId, userId));
  }

  async deleteExpiredForUser(userId: string, now: Date): Promise<void> {
    await this.db
      .delete(userSessions)
      .where(and(eq(userSessions.userId, userId), lt(userSessions.expiresAt, now)));
  }
}
