import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { workspaces } from "./workspaces.ts";

// A firm's creditor clients and the remittance periods it has closed (docs/portfolio.md). A case
// names at most one client (cases.client_id). Any write to clients bumps the workspace's docket
// version (migration 0014), since the case list shows each case's client by name.

const money = (name: string) => bigint(name, { mode: "bigint" });
const calendarDate = (name: string) => date(name, { mode: "string" });

export const clients = pgTable(
  "clients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contactName: text("contact_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    street: text("street").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    /** The client's own reference for the firm's work (an account or matter number). */
    reference: text("reference").notNull().default(""),
    /** The firm's fee as a percent of collections, in 0.0001 percent (as RatePercent). */
    feePercent: bigint("fee_percent", { mode: "bigint" }).notNull().default(sql`0`),
    /** A flat fee per case, in $0.0001 (Money), charged once (docs/portfolio.md). */
    flatFee: money("flat_fee").notNull().default(sql`0`),
    /** Costs the firm advanced are paid back to it from collections before the fee and the remittance. */
    costsRecoveredFirst: boolean("costs_recovered_first").notNull().default(true),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("clients_workspace_name_idx").on(t.workspaceId, sql`lower(${t.name})`)],
);

/**
 * A remittance period the user closed: the report as it was then, frozen (rows and totals in the
 * contract's shape). A later edit inside the period is flagged against it, never folded in.
 */
export const remittancePeriods = pgTable(
  "remittance_periods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id),
    periodFrom: calendarDate("period_from").notNull(),
    periodTo: calendarDate("period_to").notNull(),
    closedAt: timestamptz("closed_at").notNull().defaultNow(),
    /** The member who closed it; no foreign key, as history. */
    closedBy: uuid("closed_by"),
    report: jsonb("report").notNull(),
  },
  (t) => [
    uniqueIndex("remittance_periods_client_from_idx").on(t.clientId, t.periodFrom),
    index("remittance_periods_workspace_idx").on(t.workspaceId),
  ],
);

export type ClientRow = typeof clients.$inferSelect;
export type RemittancePeriodRow = typeof remittancePeriods.$inferSelect;
