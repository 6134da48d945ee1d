import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { calendarFeeds, cases, deadlineReminders, users } from "../../db/schema/index.ts";

// The deadlines' store: the user's reminder settings, their calendar feed, and what the daily
// reminders read and claim. What a refusal means is the use cases' to say.

export type DeadlineTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Reminders on or off and their lead times; undefined when the user is gone. */
export async function reminderSettingsOf(db: Db, userId: string) {
  const [row] = await db
    .select({ enabled: users.remindersEnabled, leadDays: users.reminderLeadDays })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function saveReminderSettings(
  db: Db,
  userId: string,
  settings: { enabled: boolean; leadDays: number[] },
): Promise<void> {
  await db
    .update(users)
    .set({ remindersEnabled: settings.enabled, reminderLeadDays: settings.leadDays })
    .where(eq(users.id, userId));
}

export async function calendarFeedOf(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** The user's one feed, made or replaced: the old address stops working at once. */
export async function replaceCalendarFeed(
  db: Db,
  userId: string,
  tokenHash: string,
  createdAt: Date,
): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
}

export async function deleteCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The verified account whose feed has this token hash, if any. */
export async function feedOwnerOf(db: Db, tokenHash: string) {
  const [owner] = await db
    .select({ id: users.id, timezone: users.timezone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNotNull(users.emailVerifiedAt)));
  return owner;
}

/** Every verified user with reminders on. */
export async function reminderRecipients(db: Db) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.remindersEnabled, true), isNotNull(users.emailVerifiedAt)));
}

export type ReminderCase = typeof cases.$inferSelect;

/** The workspace's open cases with a jurisdiction and reminders not muted. */
export async function casesToRemind(db: Db, workspaceId: string): Promise<ReminderCase[]> {
  return db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.workspaceId, workspaceId),
        eq(cases.isEnded, false),
        eq(cases.remindersMuted, false),
        isNotNull(cases.jurisdiction),
      ),
    );
}

/** Claims the reminders; answers the lead times this write won (a racing one wins none). */
export async function claimReminders(
  tx: DeadlineTx,
  claims: (typeof deadlineReminders.$inferInsert)[],
): Promise<number[]> {
  const claimed = await tx
    .insert(deadlineReminders)
    .values(claims)
    .onConflictDoNothing()
    .returning({ leadDays: deadlineReminders.leadDays });
  return claimed.map((c) => c.leadDays);
}
