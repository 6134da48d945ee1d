import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  planMissedNotices,
  users,
  workspaceLetterSettings,
  workspaceMembers,
} from "../../db/schema/index.ts";

// The missed-installment notices' queries (plan-notices.ts decides what to send).

/** Every workspace's chosen notice recipients, as saved (members who left are filtered later). */
export async function noticeSettings(db: Db) {
  return db
    .select({
      workspaceId: workspaceLetterSettings.workspaceId,
      chosen: workspaceLetterSettings.planNoticeRecipients,
    })
    .from(workspaceLetterSettings);
}

/**
 * Whom a workspace's notices go to: the members it chose who are still members and have a
 * verified address. Someone who left the workspace is ignored, though still named in its settings.
 */
export async function noticeRecipients(db: Db, workspaceId: string, chosen: readonly string[]) {
  const ids = chosen.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, ids),
        isNotNull(users.emailVerifiedAt),
      ),
    );
}

/** Claims the notices; answers the installments this write won (a racing one wins none). */
export async function claimNotices(
  tx: Tx,
  claims: (typeof planMissedNotices.$inferInsert)[],
): Promise<number[]> {
  const claimed = await tx
    .insert(planMissedNotices)
    .values(claims)
    .onConflictDoNothing()
    .returning({ installment: planMissedNotices.installment });
  return claimed.map((c) => c.installment);
}
