import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";

/** Server-wide values every API instance must share, such as the token signing secret. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
