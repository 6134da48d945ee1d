import { EMPTY_LETTERHEAD, type Letterhead, letterheadSchema } from "@owed/domain";
import { eq } from "drizzle-orm";
import { type Db, retryOnConflict, type Tx } from "../../db/client.ts";
import { workspaceLetterheads } from "../../db/schema/index.ts";
import { recordEvent } from "../workspaces/workspace-store.ts";

// The workspace's letterhead (docs/court-forms.md, "Letterhead"): one row per workspace, absent
// until first saved. Read by the court forms, the statements and the export; written by its route.

/** The plain words the history uses for each field: never the values, which are personal. */
export const LETTERHEAD_FIELD_WORDS: Record<keyof Letterhead, string> = {
  attorneyName: "attorney name",
  barNumber: "State Bar number",
  firm: "firm name",
  street: "street address",
  city: "city",
  state: "state",
  zip: "ZIP code",
  phone: "telephone",
  fax: "fax",
  email: "e-mail",
  attorneyFor: '"attorney for"',
};

const FIELDS = Object.keys(LETTERHEAD_FIELD_WORDS) as (keyof Letterhead)[];

/**
 * A stored letterhead read back whole: a field a later version adds (or a row written by hand)
 * reads as empty rather than failing every statement.
 */
function complete(stored: unknown): Letterhead {
  const value = { ...EMPTY_LETTERHEAD };
  if (stored && typeof stored === "object") {
    for (const field of FIELDS) {
      const text = (stored as Record<string, unknown>)[field];
      if (typeof text === "string") value[field] = text;
    }
  }
  return value;
}

/** The workspace's letterhead; every field empty when none was saved. */
export async function letterheadOf(db: Tx | Db, workspaceId: string): Promise<Letterhead> {
  const [row] = await db
    .select({ letterhead: workspaceLetterheads.letterhead })
    .from(workspaceLetterheads)
    .where(eq(workspaceLetterheads.workspaceId, workspaceId));
  return row ? complete(row.letterhead) : { ...EMPTY_LETTERHEAD };
}

/** True when no field of the letterhead holds anything: statements then print none. */
export const isEmptyLetterhead = (letterhead: Letterhead): boolean =>
  FIELDS.every((field) => letterhead[field] === "");

/** The fields that differ, in the form's order. */
export function changedFields(before: Letterhead, after: Letterhead): (keyof Letterhead)[] {
  return FIELDS.filter((field) => before[field] !== after[field]);
}

/** "firm name", "firm name and fax", "firm name, city and fax". */
export function fieldList(fields: readonly (keyof Letterhead)[]): string {
  const words = fields.map((field) => LETTERHEAD_FIELD_WORDS[field]);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

export interface LetterheadSave {
  workspaceId: string;
  letterhead: Letterhead;
  actor: { id: string; name: string };
  at: Date;
}

/**
 * Replaces the workspace's letterhead and records "letterhead changed" in its history, naming the
 * fields changed, in one transaction. The row is locked first, so two saves at once each name
 * what they changed from the other's. Nothing is written when nothing changed.
 */
export async function saveLetterhead(
  db: Db,
  save: LetterheadSave,
): Promise<{ letterhead: Letterhead; changed: (keyof Letterhead)[] }> {
  // Parsed again here: the store is also called by the restore and tests, not only the route.
  const next = letterheadSchema.parse(save.letterhead);
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      // Insert-or-lock: the empty row a first save locks is replaced just below.
      await tx
        .insert(workspaceLetterheads)
        .values({ workspaceId: save.workspaceId, letterhead: EMPTY_LETTERHEAD, updatedAt: save.at })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ letterhead: workspaceLetterheads.letterhead })
        .from(workspaceLetterheads)
        .where(eq(workspaceLetterheads.workspaceId, save.workspaceId))
        .for("update");
      const before = complete(row?.letterhead);
      const changed = changedFields(before, next);
      if (changed.length === 0) return { letterhead: before, changed };
      await tx
        .update(workspaceLetterheads)
        .set({ letterhead: next, updatedAt: save.at })
        .where(eq(workspaceLetterheads.workspaceId, save.workspaceId));
      await recordEvent(tx, {
        workspaceId: save.workspaceId,
        actor: save.actor,
        action: "letterhead changed",
        detail: fieldList(changed),
        at: save.at,
      });
      return { letterhead: next, changed };
    }),
  );
}
