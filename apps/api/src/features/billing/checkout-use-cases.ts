import { type BillingInterval, couponProblem, discountFor } from "@owed/domain";
import { type Db, retryOnConflict } from "../../db/client.ts";
import type { CheckoutSession, Coupon, User, WorkspaceRow } from "../../db/schema/index.ts";
import type { RefusedError } from "../../plugins/errors.ts";
import { appliedCouponOf } from "../plans/applied-coupons-store.ts";
import { addTerm, PRO_PRICES } from "../plans/plan-catalog.ts";
import { displayNameOf, lockMembers, recordEvent } from "../workspaces/workspace-store.ts";
import {
  CHECKOUT_TTL_MS,
  type CompleteOutcome,
  type CompletionMode,
  checkoutOwners,
  countRedemption,
  dropAppliedCoupon,
  findCouponByCode,
  holdsOn,
  insertCheckout,
  keepAppliedCoupon,
  lockCheckout,
  lockCoupon,
  lockUser,
  lockWorkspace,
  newCheckoutId,
  setPaidUntil,
  supersedeOpenCheckouts,
  type Tx,
  updateCheckout,
} from "./billing-repository.ts";
import { couponError } from "./coupons.ts";

// The decisions of paying for Pro (docs/product.md, "Billing and plans"): applying a coupon,
// opening a checkout at the price decided here, and completing it once paid. Lock order in every
// write: the user, then the checkout, then the coupon, so two writes never deadlock.

/**
 * Checks the code and keeps it for the user's next checkout, replacing any other. Refuses an
 * unknown, expired or used-up code with the message a person should see.
 */
export async function applyCoupon(db: Db, userId: string, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) throw couponError("invalid");
    const problem = couponProblem(coupon, now, await holdsOn(tx, coupon.id, userId, now));
    if (problem) throw couponError(problem);
    await keepAppliedCoupon(tx, userId, coupon.id, now);
    return coupon;
  });
}

export interface CheckoutRequest {
  /** The owner who pays. */
  userId: string;
  /** The workspace the term of Pro is for (docs/workspaces.md, "Plans"). */
  workspaceId: string;
  interval: BillingInterval;
  couponCode: string | undefined;
  provider: "local" | "stripe";
  now: Date;
}

type Chosen = { ok: true; coupon: Coupon | undefined } | { ok: false; error: RefusedError };

/** The coupon named, else the one the user applied; locked, and checked while locked. */
async function chooseCoupon(tx: Tx, request: CheckoutRequest): Promise<Chosen> {
  const { userId, now } = request;
  let coupon: Coupon | undefined;
  const named = request.couponCode?.trim();
  if (named) {
    coupon = await findCouponByCode(tx, named);
    if (!coupon) return { ok: false, error: couponError("invalid") };
  } else {
    coupon = await appliedCouponOf(tx, userId);
  }
  if (!coupon) return { ok: true, coupon: undefined };
  const locked = await lockCoupon(tx, coupon.id);
  if (!locked) return { ok: true, coupon: undefined };
  const problem = couponProblem(locked, now, await holdsOn(tx, locked.id, userId, now));
  if (problem) {
    // A coupon that can no longer be used is dropped, so the next try is at full price rather
    // than refused again. Committed, hence returned rather than thrown.
    await dropAppliedCoupon(tx, userId);
    const suffix = " It has been removed: check out again to pay the full price.";
    return { ok: false, error: couponError(problem, suffix) };
  }
  await keepAppliedCoupon(tx, userId, locked.id, now);
  return { ok: true, coupon: locked };
}

function openNewCheckout(
  tx: Tx,
  request: CheckoutRequest,
  seats: number,
  coupon: Coupon | undefined,
) {
  // Pro is priced per member: the catalog's price times the members counted now.
  const listAmount = PRO_PRICES[request.interval] * BigInt(seats);
  const discountAmount = coupon ? discountFor(coupon, listAmount) : 0n;
  return insertCheckout(tx, {
    id: newCheckoutId(),
    userId: request.userId,
    workspaceId: request.workspaceId,
    seats,
    provider: request.provider,
    interval: request.interval,
    listAmount,
    discountAmount,
    totalAmount: listAmount - discountAmount,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    status: "open",
    createdAt: request.now,
    expiresAt: new Date(request.now.getTime() + CHECKOUT_TTL_MS),
  });
}

/**
 * Opens a checkout for one term of Pro for a workspace. The amount is the catalog's price per
 * member times the workspace's members, less the coupon, decided here and stored. The payer's row
 * and then the workspace's are locked first, so simultaneous checkouts run one after the other;
 * the workspace's earlier open checkouts are closed (superseded). A coupon with a
 * redemption limit is locked too, and refused when completed redemptions plus other users' open
 * checkouts (holds) already reach the limit: two people cannot both pay with the last one.
 */
export async function openCheckout(db: Db, request: CheckoutRequest) {
  // Run again if PostgreSQL aborts it as a deadlock: a member's removal locks the workspace and
  // then that member's user row, the reverse of the order here.
  const result = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      await lockUser(tx, request.userId);
      // The members, locked as for any change of members: the seats priced stay the seats counted.
      const seats = (await lockMembers(tx, request.workspaceId)).length;
      const superseded = await supersedeOpenCheckouts(tx, request.workspaceId);
      const chosen = await chooseCoupon(tx, request);
      if (!chosen.ok) return chosen;
      const session = await openNewCheckout(tx, request, seats, chosen.coupon);
      return {
        ok: true as const,
        session,
        coupon: chosen.coupon,
        superseded,
      };
    }),
  );
  if (!result.ok) throw result.error;
  return result;
}

/** The checkout locked for completion, or why it cannot be completed by `mode`. */
async function lockForCompletion(
  tx: Tx,
  id: string,
  now: Date,
  mode: CompletionMode,
): Promise<{ user: User; workspace: WorkspaceRow; session: CheckoutSession } | CompleteOutcome> {
  const peek = await checkoutOwners(tx, id);
  if (!peek) return { kind: "not_found" };
  const user = await lockUser(tx, peek.userId);
  const workspace = await lockWorkspace(tx, peek.workspaceId);
  if (!workspace) return { kind: "not_found" };
  const session = await lockCheckout(tx, id);
  if (!session) return { kind: "not_found" };
  if (session.status === "paid") return { kind: "already_paid", session };
  if (mode === "user" && session.status !== "open") return { kind: "not_open", session };
  if (mode === "user" && session.expiresAt.getTime() <= now.getTime()) {
    const expired = await updateCheckout(tx, id, { status: "expired" });
    return { kind: "not_open", session: expired ?? session };
  }
  return { user, workspace, session };
}

/** One term of Pro for the workspace, starting now or, while a term runs, at its end. */
async function grantTerm(
  tx: Tx,
  user: User,
  workspace: WorkspaceRow,
  session: CheckoutSession,
  now: Date,
) {
  const termStart =
    workspace.paidUntil && workspace.paidUntil.getTime() > now.getTime()
      ? workspace.paidUntil
      : now;
  const termEnd = addTerm(termStart, session.interval);
  await setPaidUntil(tx, workspace.id, termEnd);
  await recordEvent(tx, {
    workspaceId: workspace.id,
    actor: { id: user.id, name: displayNameOf(user) },
    action: "plan changed",
    detail: `Pro until ${termEnd.toISOString().slice(0, 10)} (${session.seats} ${session.seats === 1 ? "member" : "members"})`,
    at: now,
  });
  const paid = await updateCheckout(tx, session.id, {
    status: "paid",
    completedAt: now,
    termStart,
    termEnd,
  });
  // Used up by this purchase: the next checkout starts without a coupon.
  if (session.couponId) await dropAppliedCoupon(tx, user.id, session.couponId);
  return { paid: paid ?? session, termEnd };
}

/**
 * Completes a checkout: the user becomes Pro for one term and the coupon's redemption is
 * counted. Idempotent: a paid checkout is never granted twice. When the coupon ran out, a `user`
 * completion is refused (nothing is taken: the built-in page says why) and a `provider`
 * completion is granted all the same, because the customer has already paid.
 */
export async function completeCheckout(
  db: Db,
  id: string,
  now: Date,
  mode: CompletionMode,
  outer?: Tx,
): Promise<CompleteOutcome> {
  const run = async (tx: Tx): Promise<CompleteOutcome> => {
    const locked = await lockForCompletion(tx, id, now, mode);
    if ("kind" in locked) return locked;
    const { user, workspace, session } = locked;
    const couponCounted = session.couponId ? await countRedemption(tx, session.couponId) : false;
    if (session.couponId && !couponCounted && mode === "user") {
      const failed = await updateCheckout(tx, id, { status: "failed" });
      await dropAppliedCoupon(tx, user.id, session.couponId);
      return { kind: "coupon_unavailable", session: failed ?? session };
    }
    const { paid, termEnd } = await grantTerm(tx, user, workspace, session, now);
    return { kind: "granted", session: paid, paidUntil: termEnd, couponCounted };
  };
  return outer ? run(outer) : retryOnConflict(() => db.transaction(run));
}
