import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { workspaces } from "../../db/schema/index.ts";
import type { PlanState } from "../plans/plan.ts";
import { decide, readMemberships } from "../workspaces/authorise.ts";

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
