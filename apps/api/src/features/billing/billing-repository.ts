import { randomBytes } from "node:crypto";
import type { Money } from "@owed/domain";
import { and, asc, countDistinct, eq, gt, ne, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../../db/client.ts";
import {
  appliedCoupons,
  billingEvents,
  type CheckoutSession,
  type Coupon,
  checkoutSessions,
  coupons,
  type User,
  users,
} from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { type CouponOut, couponError, couponOut, couponProblem, discountFor } from "./coupons.ts";
import { addTerm, type BillingInterval, PRO_PRICES } from "./plan-catalog.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

async function lockUser(tx: Tx, userId: string): Promise<User> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new HttpError(401, "Authentication required", "unauthorized");
  return user;
}

async function findCouponByCode(tx: Db | Tx, code: string): Promise<Coupon | undefined> {
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
async function holdsOn(tx: Tx, couponId: string, exceptUserId: string, now: Date) {
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

    /** The coupon the user applied for their next checkout, if any. */
    async appliedCouponOf(userId: string): Promise<Coupon | undefined> {
      const [row] = await db
        .select({ coupon: coupons })
        .from(appliedCoupons)
        .innerJoin(coupons, eq(coupons.id, appliedCoupons.couponId))
        .where(eq(appliedCoupons.userId, userId));
      return row?.coupon;
    },

    /** The applied coupon as the profile shows it, or null. */
    async appliedCouponSummary(userId: string): Promise<CouponOut | null> {
      const coupon = await this.appliedCouponOf(userId);
      return coupon ? couponOut(coupon) : null;
    },

    /**
     * Checks the code and keeps it for the user's next checkout, replacing any other. Throws the
     * 400 a person should see for an unknown, expired or used-up code.
     */
    async applyCoupon(userId: string, code: string, now: Date): Promise<Coupon> {
      return db.transaction(async (tx) => {
        const coupon = await findCouponByCode(tx, code);
        if (!coupon) throw couponError("invalid");
        const problem = couponProblem(coupon, now, await holdsOn(tx, coupon.id, userId, now));
        if (problem) throw couponError(problem);
        await tx
          .insert(appliedCoupons)
          .values({ userId, couponId: coupon.id, appliedAt: now })
          .onConflictDoUpdate({
            target: appliedCoupons.userId,
            set: { couponId: coupon.id, appliedAt: now },
          });
        return coupon;
      });
    },

    /**
     * Opens a checkout for one term of Pro. The amount is the catalog's price less the coupon
     * (the one named, else the one the user applied), decided here and stored. The user's row is
     * locked first, so their own simultaneous checkouts run one after the other; their earlier
     * open checkouts are closed (superseded). A coupon with a redemption limit is locked too,
     * and the checkout is refused when completed redemptions plus other users' open checkouts
     * (holds) already reach the limit: two people cannot both start paying with the last one.
     */
    async openCheckout(input: {
      userId: string;
      interval: BillingInterval;
      couponCode: string | undefined;
      provider: "local" | "stripe";
      now: Date;
    }): Promise<{ session: CheckoutSession; coupon: Coupon | undefined; superseded: string[] }> {
      const { userId, interval, couponCode, provider, now } = input;
      type Result =
        | { ok: true; session: CheckoutSession; coupon: Coupon | undefined; superseded: string[] }
        | { ok: false; error: HttpError };
      const result: Result = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const superseded = await tx
          .update(checkoutSessions)
          .set({ status: "cancelled" })
          .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, "open")))
          .returning({ providerSessionId: checkoutSessions.providerSessionId });

        let coupon: Coupon | undefined;
        const named = couponCode?.trim();
        if (named) {
          coupon = await findCouponByCode(tx, named);
          if (!coupon) return { ok: false, error: couponError("invalid") } as const;
        } else {
          const [applied] = await tx
            .select({ coupon: coupons })
            .from(appliedCoupons)
            .innerJoin(coupons, eq(coupons.id, appliedCoupons.couponId))
            .where(eq(appliedCoupons.userId, userId));
          coupon = applied?.coupon;
        }
        if (coupon) {
          const [locked] = await tx
            .select()
            .from(coupons)
            .where(eq(coupons.id, coupon.id))
            .for("update");
          coupon = locked;
        }
        if (coupon) {
          const problem = couponProblem(coupon, now, await holdsOn(tx, coupon.id, userId, now));
          if (problem) {
            // A coupon that can no longer be used is dropped, so the next try is at full price
            // rather than refused again. Committed, hence returned rather than thrown.
            await tx.delete(appliedCoupons).where(eq(appliedCoupons.userId, userId));
            return {
              ok: false,
              error: couponError(
                problem,
                " It has been removed: check out again to pay the full price.",
              ),
            } as const;
          }
          await tx
            .insert(appliedCoupons)
            .values({ userId, couponId: coupon.id, appliedAt: now })
            .onConflictDoUpdate({
              target: appliedCoupons.userId,
              set: { couponId: coupon.id, appliedAt: now },
            });
        }

        const listAmount = PRO_PRICES[interval];
        const discountAmount = coupon ? discountFor(coupon, listAmount) : 0n;
        const [session] = await tx
          .insert(checkoutSessions)
          .values({
            id: newCheckoutId(),
            userId,
            provider,
            interval,
            listAmount,
            discountAmount,
            totalAmount: listAmount - discountAmount,
            couponId: coupon?.id ?? null,
            couponCode: coupon?.code ?? null,
            status: "open",
            createdAt: now,
            expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
          })
          .returning();
        return {
          ok: true,
          session: session as CheckoutSession,
          coupon,
          superseded: superseded.flatMap((s) => (s.providerSessionId ? [s.providerSessionId] : [])),
        } as const;
      });
      if (!result.ok) throw result.error;
      return result;
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

    /**
     * Completes a checkout: the user becomes Pro for one term, starting now or, while a term
     * runs, at its end; the coupon's redemption is counted. Idempotent: a paid checkout is never
     * granted twice. Locks the user, then the checkout, then the coupon (the order every billing
     * write uses, so two of them never deadlock).
     *
     * The redemption is counted with one conditional UPDATE (`redemptions < max_redemptions`),
     * so it can never pass the limit, whatever runs at the same time. When it would, a `user`
     * completion is refused (nothing is taken: the built-in page says why) and a `provider`
     * completion is granted all the same, because the customer has already paid.
     */
    async completeCheckout(
      id: string,
      now: Date,
      mode: CompletionMode,
      outer?: Tx,
    ): Promise<CompleteOutcome> {
      const run = async (tx: Tx): Promise<CompleteOutcome> => {
        const [peek] = await tx
          .select({ userId: checkoutSessions.userId })
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, id));
        if (!peek) return { kind: "not_found" };
        const user = await lockUser(tx, peek.userId);
        const [session] = await tx
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.id, id))
          .for("update");
        if (!session) return { kind: "not_found" };
        if (session.status === "paid") return { kind: "already_paid", session };
        if (mode === "user") {
          if (session.status !== "open") return { kind: "not_open", session };
          if (session.expiresAt.getTime() <= now.getTime()) {
            const [expired] = await tx
              .update(checkoutSessions)
              .set({ status: "expired" })
              .where(eq(checkoutSessions.id, id))
              .returning();
            return { kind: "not_open", session: expired ?? session };
          }
        }

        let couponCounted = false;
        if (session.couponId) {
          const counted = await tx
            .update(coupons)
            .set({ redemptions: sql`${coupons.redemptions} + 1` })
            .where(
              and(
                eq(coupons.id, session.couponId),
                sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
              ),
            )
            .returning({ id: coupons.id });
          couponCounted = counted.length > 0;
          if (!couponCounted && mode === "user") {
            const [failed] = await tx
              .update(checkoutSessions)
              .set({ status: "failed" })
              .where(eq(checkoutSessions.id, id))
              .returning();
            await tx
              .delete(appliedCoupons)
              .where(
                and(
                  eq(appliedCoupons.userId, user.id),
                  eq(appliedCoupons.couponId, session.couponId),
                ),
              );
            return { kind: "coupon_unavailable", session: failed ?? session };
          }
        }

        const termStart =
          user.paidUntil && user.paidUntil.getTime() > now.getTime() ? user.paidUntil : now;
        const termEnd = addTerm(termStart, session.interval);
        await tx
          .update(users)
          .set({ paidUntil: termEnd, updatedAt: now })
          .where(eq(users.id, user.id));
        const [paid] = await tx
          .update(checkoutSessions)
          .set({ status: "paid", completedAt: now, termStart, termEnd })
          .where(eq(checkoutSessions.id, id))
          .returning();
        if (session.couponId) {
          // Used up by this purchase: the next checkout starts without a coupon.
          await tx
            .delete(appliedCoupons)
            .where(
              and(
                eq(appliedCoupons.userId, user.id),
                eq(appliedCoupons.couponId, session.couponId),
              ),
            );
        }
        return {
          kind: "granted",
          session: paid ?? session,
          paidUntil: termEnd,
          couponCounted,
        };
      };
      return outer ? run(outer) : db.transaction(run);
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
