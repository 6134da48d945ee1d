import type { CourtFormId, Letterhead } from "@owed/domain";
import { date, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns.ts";
import { workspaces } from "./workspaces.ts";

// Court forms (docs/court-forms.md): the workspace's letterhead, and the filings recorded from a
// filled form (a memorandum of costs filed, a writ issued).

/** Who signs a workspace's forms and letters; one row per workspace, absent until first saved. */
export const workspaceLetterheads = pgTable("workspace_letterheads", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  letterhead: jsonb("letterhead").$type<Letterhead>().notNull(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export type CourtFilingKind = "memorandum-filed" | "writ-issued";

/**
 * A filing the user recorded: a memorandum of costs filed (its costs become allowed) or a writ
 * issued (its levy deadline joins the deadlines). `caseId` has no foreign key, as case_history:
 * a deleted and restored case keeps its filings.
 */
export const courtFilings = pgTable(
  "court_filings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    caseId: uuid("case_id").notNull(),
    form: text("form").$type<CourtFormId>().notNull(),
    kind: text("kind").$type<CourtFilingKind>().notNull(),
    /** The day filed or issued. */
    on: date("on_date", { mode: "string" }).notNull(),
    /** The form's figures as filed (money as integer counts in text), for the history. */
    figures: jsonb("figures").notNull(),
    actorId: uuid("actor_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("court_filings_case_idx").on(t.caseId, t.on)],
);

export type CourtFilingRow = typeof courtFilings.$inferSelect;
