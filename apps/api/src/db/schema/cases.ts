import type {
  CostCategory,
  CostTreatment,
  CourtFacts,
  CreditingOrder,
  DayCount,
  HistoryAction,
  PerDiemRounding,
  TransactionType,
} from "@owed/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { clients } from "./portfolio.ts";
import { workspaces } from "./workspaces.ts";

// Cases (recorded judgments) and their transactions. Money columns are bigint counts of $0.0001
// (packages/domain's Money), rates bigint counts of 0.0001 percent: never numeric, never float.

const money = (name: string) => bigint(name, { mode: "bigint" });
const calendarDate = (name: string) => date(name, { mode: "string" });

export interface StoredRatePeriod {
  from: string;
  /** Decimal percent string, e.g. "7.375". */
  ratePercent: string;
}

/** A rate table row a case's rate was taken from, as it read when the case was saved. */
export interface StoredRateSource {
  from: string;
  to: string | null;
  ratePercent: string;
  source: string;
  read: string;
}

export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The workspace whose docket holds the case (docs/workspaces.md). */
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** The creditor client the firm holds the case for, if any (docs/portfolio.md). */
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "set null" }),
    caseName: text("case_name").notNull(),
    courtName: text("court_name").notNull(),
    courtCaseNumber: text("court_case_number").notNull(),
    judgmentAmount: money("judgment_amount").notNull(),
    judgmentDate: calendarDate("judgment_date").notNull(),
    /** The single rate; with a schedule, the rate in force on the judgment date. */
    interestRate: bigint("interest_rate", { mode: "bigint" }).notNull(),
    /** Rate periods for variable-rate jurisdictions, or null for one rate for life. */
    rateSchedule: jsonb("rate_schedule").$type<StoredRatePeriod[] | null>(),
    compounding: text("compounding").$type<"none" | "annual">().notNull().default("none"),
    dayCount: text("day_count").$type<DayCount>().notNull().default("365"),
    // The method options beyond rate, compounding and day count (docs/jurisdiction-methods.md).
    perDiemRounding: text("per_diem_rounding")
      .$type<PerDiemRounding>()
      .notNull()
      .default("floor-4"),
    costTreatment: text("cost_treatment").$type<CostTreatment>().notNull().default("principal"),
    creditingOrder: text("crediting_order")
      .$type<CreditingOrder>()
      .notNull()
      .default("interest-principal"),
    /** Interest runs from this day (before the judgment) instead of the judgment date. */
    interestFrom: calendarDate("interest_from"),
    nonInterestBearing: money("non_interest_bearing").notNull().default(sql`0`),
    /** The rate table the rate or schedule came from, and the rows of it used, with sources. */
    rateTable: text("rate_table"),
    rateSources: jsonb("rate_sources").$type<StoredRateSource[] | null>(),
    /** The method elements the user changed from the jurisdiction's preset. */
    methodOverrides: jsonb("method_overrides")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** USPS code of the jurisdiction whose rule was suggested, if the user picked one. */
    jurisdiction: text("jurisdiction"),
    debtorFirm: text("debtor_firm").notNull().default(""),
    debtorStreet: text("debtor_street").notNull().default(""),
    debtorCity: text("debtor_city").notNull().default(""),
    debtorState: text("debtor_state").notNull().default(""),
    debtorZip: text("debtor_zip").notNull().default(""),
    debtorPhone: text("debtor_phone").notNull().default(""),
    debtorEmail: text("debtor_email").notNull().default(""),
    /** Free text sent by clients that send the debtor block whole (`debtorInfo`), not by field. */
    debtorInfoText: text("debtor_info_text").notNull().default(""),
    /** The facts court forms ask for (parties, court, kinds: docs/court-forms.md); null: none yet. */
    courtFacts: jsonb("court_facts").$type<CourtFacts | null>(),
    /** The judgment was paid in full: on `endedOn`, by the payment that satisfied it. */
    isEnded: boolean("is_ended").notNull().default(false),
    /** No deadline reminders for this case (its page's switch, or the link in a reminder). */
    remindersMuted: boolean("reminders_muted").notNull().default(false),
    endedOn: calendarDate("ended_on"),
    /** The engine's state after the last transaction (LedgerSnapshot as JSON). */
    snapshot: jsonb("snapshot").notNull(),
    /** Bumped on every change to the case or its transactions; part of the ETag. */
    version: integer("version").notNull().default(1),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("cases_workspace_idx").on(t.workspaceId, t.createdAt),
    index("cases_client_idx").on(t.clientId),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    /** Entry order among transactions of the same date (docs/interest-method.md, rule 5). */
    sequence: bigserial("sequence", { mode: "number" }).notNull(),
    type: text("type").$type<TransactionType>().notNull(),
    amount: money("amount").notNull(),
    date: calendarDate("date").notNull(),
    description: text("description").notNull().default(""),
    // A cost's court facts (docs/court-forms.md): its MC-012 category, the county or statute the
    // category asks for, and when a filed memorandum claimed it (it is then "allowed").
    costCategory: text("cost_category").$type<CostCategory>(),
    costNote: text("cost_note").notNull().default(""),
    costAllowedOn: calendarDate("cost_allowed_on"),
    /** The court_filings row of the memorandum that claimed it; no foreign key, as history. */
    costMemorandumId: uuid("cost_memorandum_id"),
    // What the engine computed for this transaction when the ledger was last recomputed.
    calculatedInterest: money("calculated_interest").notNull(),
    appliedToInterest: money("applied_to_interest").notNull(),
    appliedToPrincipal: money("applied_to_principal").notNull(),
    newBalance: money("new_balance").notNull(),
    unpaidInterestAfter: money("unpaid_interest_after").notNull(),
    /** The part of a payment that paid a separate cost balance (docs/jurisdiction-methods.md). */
    appliedToCosts: money("applied_to_costs").notNull().default(sql`0`),
    /** The separate cost balance after this transaction; 0 when costs join principal. */
    costBalanceAfter: money("cost_balance_after").notNull().default(sql`0`),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("transactions_case_idx").on(t.caseId, t.date, t.sequence)],
);

export type CaseRow = typeof cases.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;

/**
 * One version per workspace, set anew from a sequence by triggers (migration 0005) in the same
 * transaction as any change to their cases or transactions, whoever makes it; never reused. The
 * case list's ETag is built from it, so a poll that finds nothing new costs one primary-key read
 * instead of a list.
 */
export const docketVersions = pgTable("docket_versions", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/**
 * Rate table rows loaded by `npm run cli -- rates:import` from a publisher's own download. For a
 * jurisdiction with rows here they replace the table shipped in packages/domain; the import
 * writes a jurisdiction's whole table in one transaction (docs/jurisdiction-methods.md).
 */
export const rateTableRows = pgTable(
  "rate_table_rows",
  {
    jurisdiction: text("jurisdiction").notNull(),
    from: calendarDate("from_date").notNull(),
    to: calendarDate("to_date"),
    /** Ten-thousandths of a percent, as RatePercent. */
    ratePercent: bigint("rate_percent", { mode: "bigint" }).notNull(),
    source: text("source").notNull(),
    read: calendarDate("read_on").notNull(),
    importedAt: timestamptz("imported_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jurisdiction, t.from] })],
);

/**
 * A case's history (docs/history.md): one row per change, written in the same database
 * transaction as the change. Append-only: a trigger (migration 0008) refuses UPDATE, DELETE and
 * TRUNCATE unless the retention job's purge has said so for its transaction. `caseId` has no
 * foreign key on purpose: a deleted case's history is what restores it.
 */
export const caseHistory = pgTable(
  "case_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Order of entries, also of two written in the same instant. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /** Whose docket the case is in: what isolation checks. */
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    /** Who made the change; null for the system (no user acts). */
    actorId: uuid("actor_id"),
    caseId: uuid("case_id").notNull(),
    transactionId: uuid("transaction_id"),
    action: text("action").$type<HistoryAction>().notNull(),
    at: timestamptz("at").notNull(),
    /** The values before and after, as stored (see history-values.ts); null where there were none. */
    before: jsonb("before"),
    after: jsonb("after"),
    /**
     * The shown payoff on `payoffDate`, before and after the change, as an integer count of
     * $0.0001 in text: a case's interest may pass what a bigint holds before it is refused
     * (the case answer shows such a payoff too), and its history must still record it.
     */
    payoffBefore: text("payoff_before"),
    payoffAfter: text("payoff_after"),
    payoffDate: calendarDate("payoff_date").notNull(),
    /** The entry this one undoes. */
    undoes: uuid("undoes"),
  },
  (t) => [
    index("case_history_case_idx").on(t.caseId, t.seq),
    index("case_history_workspace_idx").on(t.workspaceId, t.action, t.at),
    index("case_history_undoes_idx").on(t.undoes),
  ],
);

export type CaseHistoryRow = typeof caseHistory.$inferSelect;
