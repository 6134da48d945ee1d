import { randomBytes } from "node:crypto";
import type { Money } from "@owed/domain";
import { and, asc, countDistinct, eq, gt, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db, Tx } from "../../db/client.ts";
import {
  appliedCoupons,
  billingEvents,
  type CheckoutSession,
  type Coupon,
  checkoutSessions,
  coupons,
  type User,
  users,
  type WorkspaceRow,
  workspaces,
} from "../../db/schema/index.ts";
import { RefusedError } from "../../plugins/errors.ts";

export type { Tx };

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

// ---------------------------------------------------------------- the checkout use cases' queries
// (checkout-use-cases.ts decides; these only read and write, inside the caller's transaction)

/** Keeps `couponId` for the user's next checkout, replacing any other. */
export async function keepAppliedCoupon(tx: Tx, userId: string, couponId: string, now: Date) {
  await tx
    .insert(appliedCoupons)
    .values({ userId, couponId, appliedAt: now })
    .onConflictDoUpdate({ target: appliedCoupons.userId, set: { couponId, appliedAt: now } });
}

/** Forgets the user's applied coupon; with `couponId`, only if it is still that one. */
export async function dropAppliedCoupon(tx: Tx, userId: string, couponId?: string) {
  await tx
    .delete(appliedCoupons)
    .where(
      couponId
        ? and(eq(appliedCoupons.userId, userId), eq(appliedCoupons.couponId, couponId))
        : eq(appliedCoupons.userId, userId),
    );
}

/** The coupon's row, locked until the transaction ends. */
export async function lockCoupon(tx: Tx, couponId: string): Promise<Coupon | undefined> {
  const [locked] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
  return locked;
}

export async function insertCheckout(
  tx: Tx,
  values: typeof checkoutSessions.$inferInsert,
): Promise<CheckoutSession> {
  const [session] = await tx.insert(checkoutSessions).values(values).returning();
  return session as CheckoutSession;
}

/** Cancels the workspace's open checkouts; answers their provider sessions' ids. */
export async function supersedeOpenCheckouts(tx: Tx, workspaceId: string): Promise<string[]> {
  const superseded = await tx
    .update(checkoutSessions)
    .set({ status: "cancelled" })
    .where(and(eq(checkoutSessions.workspaceId, workspaceId), eq(checkoutSessions.status, "open")))
    .returning({ providerSessionId: checkoutSessions.providerSessionId });
  return superseded.flatMap((s) => (s.providerSessionId ? [s.providerSessionId] : []));
}

/** Who a checkout is for, read without a lock (to lock the user and workspace first). */
export async function checkoutOwners(tx: Tx, id: string) {
  const [peek] = await tx
    .select({ userId: checkoutSessions.userId, workspaceId: checkoutSessions.workspaceId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id));
  return peek;
}

export async function lockWorkspace(
  tx: Tx,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> {
  const [workspace] = await tx
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
  return workspace;
}

export async function lockCheckout(tx: Tx, id: string): Promise<CheckoutSession | undefined> {
  const [session] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for("update");
  return session;
}

/** Sets a checkout's status (and completion facts); answers the row as it now is. */
export async function updateCheckout(
  tx: Tx,
  id: string,
  set: Partial<Pick<CheckoutSession, "status" | "completedAt" | "termStart" | "termEnd">>,
): Promise<CheckoutSession | undefined> {
  const [row] = await tx
    .update(checkoutSessions)
    .set(set)
    .where(eq(checkoutSessions.id, id))
    .returning();
  return row;
}

/**
 * Counts the coupon's redemption with one conditional UPDATE (`redemptions < max_redemptions`),
 * so it can never pass the limit, whatever runs at the same time.
 */
export async function countRedemption(tx: Tx, couponId: string): Promise<boolean> {
  const counted = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
      ),
    )
    .returning({ id: coupons.id });
  return counted.length > 0;
}

export async function setPaidUntil(tx: Tx, workspaceId: string, paidUntil: Date): Promise<void> {
  await tx.update(workspaces).set({ paidUntil }).where(eq(workspaces.id, workspaceId));
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
