import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { workspaces } from "../../db/schema/index.ts";

/**
 * Every personal workspace's plan dates, for `user:list`: an account's own plan is its personal
 * workspace's, which has the account's id (docs/workspaces.md).
 */
export function personalWorkspacePlans(db: Db) {
  return db
    .select({
      id: workspaces.id,
      trialEndsAt: workspaces.trialEndsAt,
      paidUntil: workspaces.paidUntil,
    })
    .from(workspaces)
    .where(eq(workspaces.kind, "personal"));
}
