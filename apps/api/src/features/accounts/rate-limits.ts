import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";

/**
 * Fixed-window rate limits kept in the database, so they hold across every API instance sharing
 * it. `hit` is one atomic upsert: two instances counting the same key at once both see the sum.
 */

export interface RateRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

/** Every limit of the account flows, in one place. */
export const LIMITS = {
  /** Login attempts for one e-mail address (a success clears the count). */
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one client address. */
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Codes sent to one e-mail address (registration, resend, password reset). */
  codeSendsPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Code requests (resend, password reset) from one client address. */
  codeRequestsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Wrong current passwords given to change-password by one account. */
  passwordChecksPerUser: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

export interface RateDecision {
  allowed: boolean;
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

function decision(rule: RateRule, hits: number, windowStartedAt: Date, now: Date): RateDecision {
  const endsAt = windowStartedAt.getTime() + rule.windowMs;
  return {
    allowed: hits <= rule.limit,
    hits,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one hit on `key` and says whether it is within the rule. */
  async hit(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const cutoff = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStartedAt: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowStartedAt} <= ${cutoff} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${cutoff} then ${nowSql} else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
    if (!row) throw new Error(`rate limit upsert returned nothing for ${key}`);
    if (Math.random() < 0.01) void this.prune(now).catch(() => {});
    return decision(rule, row.hits, row.windowStartedAt, now);
  }

  /** Says whether one more hit would still be allowed, without counting it. */
  async peek(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row || row.windowStartedAt.getTime() + rule.windowMs <= now.getTime()) {
      return { allowed: true, hits: 0, retryAfterSeconds: 1 };
    }
    return decision(rule, row.hits + 1, row.windowStartedAt, now);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Drops counters whose window ended long ago (no rule has a window over a day). */
  async prune(now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE);
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, dayAgo));
  }
}
