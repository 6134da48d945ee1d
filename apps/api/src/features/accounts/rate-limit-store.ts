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
  /** Failed logins from one client address, whatever the accounts. */
  loginFailuresPerIp: { limit: 100, windowMs: 15 * MINUTE },
  /** Codes sent to one e-mail address (registration, resend, password reset). */
  codeSendsPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Code requests (resend, password reset) from one client address. */
  codeRequestsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Registrations from one client address (each costs a password hash). */
  registrationsPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** Registrations for one e-mail address. */
  registrationsPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Code checks (verify-email, password-reset-verify and -confirm) from one client address. */
  codeChecksPerIp: { limit: 60, windowMs: 15 * MINUTE },
  /** Code checks for one e-mail address, on top of each code's own 5 tries. */
  codeChecksPerEmail: { limit: 20, windowMs: 15 * MINUTE },
  /** Wrong current passwords given to change-password by one account. */
  passwordChecksPerUser: { limit: 10, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

/**
 * Failed logins for one account from one client address: the first few are free, then each try
 * must wait a delay that doubles with every further failure. Keyed by account AND client, so a
 * stranger's guessing slows the stranger only: the owner, from another address, still gets in.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 30 * MINUTE,
  /** A count whose last failure is older than this starts again from nothing. */
  forgetAfterMs: 24 * 60 * MINUTE,
} as const;

/** The wait before the next try after `failures` failed logins in a row (0: none). */
export function loginDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/** The login throttle's key for one account and one client address. */
export function loginThrottleKey(email: string, ip: string): string {
  return `login-delay:${email}|${ip}`;
}

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

/** How many refused keys an instance remembers (a flood from many addresses must not grow it). */
const REMEMBERED_REFUSALS = 10_000;

/** Database-backed rate-limit counters, shared by every instance. */
export function createRateLimiter(db: Db) {
  /**
   * Keys this instance saw over their limit, and when their window ends. Within a window the count
   * only grows, so the refusal stands until then and a flood is answered without a database write
   * per request (which queued real users' queries behind it).
   */
  const refusedUntil = new Map<string, number>();
  const limiter = {
    /** Counts one hit on `key` and says whether it is within the rule. */
    async hit(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
      const until = refusedUntil.get(key);
      if (until !== undefined && now.getTime() < until) {
        const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
        return { allowed: false, hits: rule.limit + 1, retryAfterSeconds };
      }
      if (until !== undefined) refusedUntil.delete(key);
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const cutoff = sql`${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
      const [row] = await db
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
      if (Math.random() < 0.01) void limiter.prune(now).catch(() => {});
      const answer = decision(rule, row.hits, row.windowStartedAt, now);
      if (!answer.allowed) {
        if (refusedUntil.size >= REMEMBERED_REFUSALS) refusedUntil.clear();
        refusedUntil.set(key, row.windowStartedAt.getTime() + rule.windowMs);
      }
      return answer;
    },

    /** See `loginAttempt` below. */
    loginAttempt: (key: string, now: Date) => loginAttempt(db, key, now),

    /** Says whether one more hit would still be allowed, without counting it. */
    async peek(key: string, rule: RateRule, now: Date): Promise<RateDecision> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (!row || row.windowStartedAt.getTime() + rule.windowMs <= now.getTime()) {
        return { allowed: true, hits: 0, retryAfterSeconds: 1 };
      }
      return decision(rule, row.hits + 1, row.windowStartedAt, now);
    },

    async reset(key: string): Promise<void> {
      refusedUntil.delete(key);
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Drops counters whose window ended long ago (no rule has a window over a day). */
    async prune(now: Date): Promise<void> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE);
      await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, dayAgo));
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts one login try on `key` (an account and a client), before the password is checked, so
 * 40 guesses sent at once are counted one by one; a right password then `reset`s the count.
 * Refused, and not counted, while the delay earned by the earlier failures is running.
 */
async function loginAttempt(db: Db, key: string, now: Date): Promise<RateDecision> {
  const { freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs } = LOGIN_THROTTLE;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const stale = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - forgetAfterMs).toISOString()}::timestamptz`;
  // The row's `hits` counts tries not yet cleared by a success; `window_started_at` is the last.
  const delaySeconds = sql`least(${maxDelayMs / 1000}::float8, ${firstDelayMs / 1000}::float8 * power(2, ${rateLimits.hits} - ${freeFailures}::int))`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: nowSql,
      },
      setWhere: sql`${stale} or ${rateLimits.hits} < ${freeFailures}::int or ${rateLimits.windowStartedAt} + make_interval(secs => ${delaySeconds}) <= ${nowSql}`,
    })
    .returning({ hits: rateLimits.hits });
  if (row) return { allowed: true, hits: row.hits, retryAfterSeconds: 1 };
  const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const endsAt = (held?.windowStartedAt.getTime() ?? 0) + loginDelayMs(held?.hits ?? 0);
  return {
    allowed: false,
    hits: held?.hits ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}
