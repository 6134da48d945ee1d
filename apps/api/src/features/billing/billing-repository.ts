import { randomBytes } from "node:crypto";
import type { Money } from "@owed/domain";
import { and, asc, countDistinct, eq, gt, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import {
  billingEvents,
  type CheckoutSession,
  type Coupon,
  checkoutSessions,
  coupons,
  type User,
  users,
} from "../../db/schema/index.ts";
import { RefusedError } from "../../plugins/errors.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * How long a checkout stays payable. Stripe wants at least 30 minutes for a session's
 * `expires_at`; a few more absorb clock drift. While open, a checkout holds one redemption of a
 * limited coupon (see openCheckout).
 */
export const CHECKOUT_TTL_MS = 35 * 60 * 1000;

/** An unguessable id: the built-in test checkout page is reached by it alone. */
export function newCheckoutId(): string {
  return `chk_${randomBytes(24).toString("base64url")}`;
}

export interface NewCoupon {
  code: string;
  percentOff: number | null;
  amountOff: Money | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

export class DuplicateCouponError extends Error {
  override name = "DuplicateCouponError";
}

/**
 * `user`: the person clicked Pay on the built-in test page, so nothing is taken unless it is
 * granted. `provider`: the payment provider says the money was taken, so the term is granted
 * even when the checkout was superseded or the coupon ran out meanwhile (the customer paid the
 * price they were shown).
 */
export type CompletionMode = "user" | "provider";

export type CompleteOutcome =
  | { kind: "granted"; session: CheckoutSession; paidUntil: Date; couponCounted: boolean }
  | { kind: "already_paid"; session: CheckoutSession }
  | { kind: "not_open"; session: CheckoutSession }
  | { kind: "coupon_unavailable"; session: CheckoutSession }
  | { kind: "not_found" };

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

export async function lockUser(tx: Tx, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new RefusedError("unauthenticated", "Authentication required", "unauthorized");
  return user;
}

export async function findCouponByCode(tx: Db | Tx, code: string): Promise<Coupon | undefined> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code.trim()})`);
  return coupon;
}

/**
 * Redemptions reserved by other users' open checkouts. Counted per user, so a user who opens
 * several checkouts still holds one.
 */
export async function holdsOn(tx: Tx, couponId: string, exceptUserId: string, now: Date) {
  const [row] = await tx
    .select({ n: countDistinct(checkoutSessions.userId) })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.couponId, couponId),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expiresAt, now),
        ne(checkoutSessions.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

export function createBillingRepository(db: Db) {
  return {
    findCouponByCode: (code: string) => findCouponByCode(db, code),

    async createCoupon(input: NewCoupon, now: Date): Promise<Coupon> {
      try {
        const [row] = await db
          .insert(coupons)
          .values({ ...input, redemptions: 0, createdAt: now })
          .returning();
        return row as Coupon;
      } catch (err) {
        if (isUniqueViolation(err)) throw new DuplicateCouponError(input.code);
        throw err;
      }
    },

    async listCoupons(): Promise<Coupon[]> {
      return db.select().from(coupons).orderBy(asc(coupons.createdAt), asc(coupons.code));
    },

    async attachProviderSession(id: string, providerSessionId: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ providerSessionId })
        .where(eq(checkoutSessions.id, id));
    },

    /** The provider could not create its side: the checkout is dead and holds nothing. */
    async markFailed(id: string): Promise<void> {
      await db
        .update(checkoutSessions)
        .set({ status: "failed" })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")));
    },

    async findCheckout(id: string, tx: Db | Tx = db): Promise<CheckoutSession | undefined> {
      const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    /** Open -> cancelled (or expired). Answers the session as it now stands. */
    async closeCheckout(
      id: string,
      status: "cancelled" | "expired",
      tx: Db | Tx = db,
    ): Promise<CheckoutSession | undefined> {
      const [closed] = await tx
        .update(checkoutSessions)
        .set({ status })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
        .returning();
      if (closed) return closed;
      const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    /**
     * Records a provider notification id; false when it was recorded before (a replay). Run it
     * in the same transaction as the notification's effect, so the two commit together.
     */
    async recordEvent(
      tx: Tx,
      event: { id: string; provider: string; type: string },
      now: Date,
    ): Promise<boolean> {
      const inserted = await tx
        .insert(billingEvents)
        .values({ ...event, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      return inserted.length > 0;
    },

    /** Runs `work` in one transaction (for a notification and its effect). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

declare module "fastify" {
  interface FastifyInstance {
    /** Coupons, checkouts and plan purchases: features/billing/billing-repository.ts. */
    billing: BillingRepository;
  }
}

/** Decorates `app.billing`. */
export const billingRepositoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("billing", createBillingRepository(app.db));
  },
  { name: "billing-repository" },
);
