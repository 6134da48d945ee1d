import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { users } from "./users.ts";
import { workspaces } from "./workspaces.ts";

// Billing: coupons, the coupon each user applied, checkout sessions, the payment provider's
// notifications already handled, and the data-retention job's bookkeeping. Money columns are
// bigint counts of $0.0001 (packages/domain's Money), as everywhere else.

const money = (name: string) => bigint(name, { mode: "bigint" });
const calendarDate = (name: string) => date(name, { mode: "string" });

/**
 * A discount an administrator created (`npm run cli -- coupon:create`). Exactly one of
 * `percentOff` and `amountOff` is set. `redemptions` counts completed purchases that used it; it
 * never exceeds `maxRedemptions` because it is only ever raised by a conditional UPDATE.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As the administrator typed it; matched regardless of case. */
    code: text("code").notNull(),
    percentOff: integer("percent_off"),
    amountOff: money("amount_off"),
    /** The coupon can no longer be applied or checked out with from this instant on. */
    expiresAt: timestamptz("expires_at"),
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_unique").on(sql`lower(${t.code})`),
    check("coupons_one_discount", sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
    check("coupons_percent_range", sql`${t.percentOff} between 1 and 100`),
    check("coupons_amount_positive", sql`${t.amountOff} > 0`),
    check(
      "coupons_redemptions_within_limit",
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
  ],
);

/** The coupon a user applied, kept for their next checkout; applying another replaces it. */
export const appliedCoupons = pgTable("applied_coupons", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  couponId: uuid("coupon_id")
    .notNull()
    .references(() => coupons.id, { onDelete: "cascade" }),
  appliedAt: timestamptz("applied_at").notNull(),
});

export type CheckoutStatus = "open" | "paid" | "cancelled" | "expired" | "failed";

/**
 * One attempt to buy a term of Pro. The amount is fixed here when the checkout is created, from
 * the plan catalog less the coupon; the client never supplies it. `id` is an unguessable token:
 * the built-in test checkout page is reached by it alone.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The workspace the term of Pro is for; `userId` is the owner who pays. */
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The workspace's members when the checkout was opened: the price is per member. */
    seats: integer("seats").notNull().default(1),
    provider: text("provider").$type<"local" | "stripe">().notNull(),
    /** The provider's own id (Stripe's cs_...), once it has created its session. */
    providerSessionId: text("provider_session_id"),
    interval: text("interval").$type<"month" | "year">().notNull(),
    listAmount: money("list_amount").notNull(),
    discountAmount: money("discount_amount").notNull(),
    totalAmount: money("total_amount").notNull(),
    couponId: uuid("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** Kept even if the coupon row goes, so the receipt still says what was applied. */
    couponCode: text("coupon_code"),
    status: text("status").$type<CheckoutStatus>().notNull().default("open"),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    completedAt: timestamptz("completed_at"),
    /** The paid term this checkout granted. */
    termStart: timestamptz("term_start"),
    termEnd: timestamptz("term_end"),
  },
  (t) => [
    index("checkout_sessions_user_idx").on(t.userId, t.status),
    index("checkout_sessions_coupon_open_idx")
      .on(t.couponId, t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex("checkout_sessions_provider_session_unique").on(t.providerSessionId),
  ],
);

/** Provider notifications (Stripe event ids) already handled: a replay changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamptz("received_at").notNull(),
});

/**
 * One day's run of a daily job. The row is the claim: whichever API instance inserts (or takes
 * over a stale) row for the day runs the job, so several instances run it once.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    name: text("name").notNull(),
    runDate: calendarDate("run_date").notNull(),
    startedAt: timestamptz("started_at").notNull(),
    finishedAt: timestamptz("finished_at"),
    /** What the run did, for the operator (JSON text). */
    summary: text("summary"),
  },
  (t) => [primaryKey({ columns: [t.name, t.runDate] })],
);

/**
 * One retention cycle of a workspace: the warnings sent to its owners before its cases are
 * deleted, and the deletion. Keyed by the deletion day the plan state called for when the cycle
 * began; a workspace that pays starts a new cycle later, so old warnings never count for a new
 * deadline.
 */
export const retentionCycles = pgTable(
  "retention_cycles",
  {
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    deadline: calendarDate("deadline").notNull(),
    firstWarningAt: timestamptz("first_warning_at"),
    finalWarningAt: timestamptz("final_warning_at"),
    /** The day the latest warning announced; deletion never happens before it. */
    deleteOn: calendarDate("delete_on"),
    deletedAt: timestamptz("deleted_at"),
    casesDeleted: integer("cases_deleted"),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.deadline] })],
);

export type Coupon = typeof coupons.$inferSelect;
export type CheckoutSession = typeof checkoutSessions.$inferSelect;
export type RetentionCycle = typeof retentionCycles.$inferSelect;
