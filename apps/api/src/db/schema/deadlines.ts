import { date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { users } from "./users.ts";

// Judgment deadlines (docs/judgment-deadlines.md): reminders already claimed, and each user's
// private calendar feed.

/**
 * One row per reminder sent: case, recipient, the deadline it counted down to, and the lead time. The daily
 * job inserts the row in the transaction that sends the mail, and the primary key lets only one
 * instance (or one run) win, across restarts. No foreign key to the case: a case deleted and
 * restored keeps its id, and must not be reminded twice.
 */
export const deadlineReminders = pgTable(
  "deadline_reminders",
  {
    caseId: uuid("case_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deadline: date("deadline", { mode: "string" }).notNull(),
    leadDays: integer("lead_days").notNull(),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId, t.deadline, t.leadDays] })],
);

/**
 * A user's private iCalendar feed: only a hash of its secret token is kept (SHA-256; the token
 * has 256 random bits, so no slow hash is needed). Regenerating replaces the row; revoking
 * deletes it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamptz("created_at").notNull(),
});
