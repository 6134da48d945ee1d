import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-wide values every API instance must share, such as the token signing secret. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
