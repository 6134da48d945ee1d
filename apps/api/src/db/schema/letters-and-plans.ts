import type { PlanFrequency } from "@owed/domain";
import { bigint, date, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { workspaces } from "./workspaces.ts";

// Payoff letters and payment plans (docs/letters-and-plans.md): the workspace's letter texts and
// who hears of a missed installment, each case's agreed plan, and the missed-installment notices
// already sent (once each, across instances, as the deadline reminders).

const money = (name: string) => bigint(name, { mode: "bigint" });

/** The firm's payment instructions and closing text (with merge fields); absent until saved. */
export const workspaceLetterSettings = pgTable("workspace_letter_settings", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  paymentInstructions: text("payment_instructions").notNull().default(""),
  closingText: text("closing_text").notNull().default(""),
  /** Members (user ids) e-mailed when an installment is missed; others are ignored at send time. */
  planNoticeRecipients: jsonb("plan_notice_recipients").$type<string[]>().notNull().default([]),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * A case's agreed payment plan: at most one per case. Changing the terms replaces the row (a new
 * id, so missed-installment notices start again); ending it deletes it. Both are history entries.
 * `caseId` has no foreign key, as case_history: a deleted and restored case keeps its plan.
 */
export const paymentPlans = pgTable("payment_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  workspaceId: uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  caseId: uuid("case_id").notNull().unique(),
  /** Money in ten-thousandths of a dollar, as every amount (docs/decisions/003-money.md). */
  installment: money("installment").notNull(),
  frequency: text("frequency").$type<PlanFrequency>().notNull(),
  firstDue: date("first_due", { mode: "string" }).notNull(),
  graceDays: integer("grace_days").notNull(),
  /** Missed installments that end the plan as defaulted. */
  missedToDefault: integer("missed_to_default").notNull(),
  agreedOn: date("agreed_on", { mode: "string" }).notNull(),
  note: text("note").notNull().default(""),
  createdBy: uuid("created_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

/** One e-mail per plan and missed installment: the primary key lets one instance's insert win. */
export const planMissedNotices = pgTable(
  "plan_missed_notices",
  {
    planId: uuid("plan_id")
      .notNull()
      .references(() => paymentPlans.id, { onDelete: "cascade" }),
    /** The installment's number in the schedule, from 1. */
    installment: integer("installment").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.installment] })],
);
