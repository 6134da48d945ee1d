import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type WorkspaceRow, workspaces } from "../../db/schema/index.ts";
import { decide, readMemberships } from "../workspaces/authorise.ts";

/** Days of the free trial, counted from registration (docs/product.md, "Plans and limits"). */
export const TRIAL_DAYS = 14;

export type SubscriptionPlan = "free" | "pro";

/** A workspace's plan state (docs/workspaces.md, "Plans"): plans belong to workspaces. */
export type PlanState = Pick<WorkspaceRow, "trialEndsAt" | "paidUntil">;

/** "pro" while a paid term runs (paidUntil in the future), else "free". */
export function subscriptionPlanOf(
  plan: Pick<PlanState, "paidUntil">,
  now: Date,
): SubscriptionPlan {
  return plan.paidUntil && plan.paidUntil.getTime() > now.getTime() ? "pro" : "free";
}

export function trialEndFor(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * The plan of the workspace the user works in now, chosen by the one authorisation decision (the
 * one they chose while they belong to it, else their personal one). What the profile and the
 * login answer call the user's plan.
 */
export async function currentPlanOf(
  db: Db,
  user: { id: string; currentWorkspaceId: string | null },
): Promise<PlanState> {
  const memberships = await readMemberships(db, user.id);
  const current = decide(memberships, user.id, user.currentWorkspaceId, "read");
  const [row] = await db
    .select({ trialEndsAt: workspaces.trialEndsAt, paidUntil: workspaces.paidUntil })
    .from(workspaces)
    .where(eq(workspaces.id, current.id));
  if (!row) throw new Error("every account has its personal workspace (migration 0010)");
  return row;
}
