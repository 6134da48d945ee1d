import { type LetterSettings, letterSettingsSchema } from "@owed/domain";
import { and, eq, inArray } from "drizzle-orm";
import { type Db, retryOnConflict, type Tx } from "../../db/client.ts";
import { workspaceLetterSettings, workspaceMembers } from "../../db/schema/index.ts";
import { refusalSaying } from "../cases/docket-errors.ts";
import { recordEvent } from "../workspaces/workspace-store.ts";

// The workspace's letter texts and plan notice recipients (docs/letters-and-plans.md, "Letter
// settings and merge fields"): one row per workspace, absent until first saved. Read by every
// letter; written by its route, as the letterhead is, with a workspace history entry.

export const EMPTY_LETTER_SETTINGS: LetterSettings = {
  paymentInstructions: "",
  closingText: "",
  planNoticeRecipients: [],
};

/** The plain words the workspace history uses for each setting: never the texts themselves. */
const SETTING_WORDS: Record<keyof LetterSettings, string> = {
  paymentInstructions: "payment instructions",
  closingText: "closing text",
  planNoticeRecipients: "plan notice recipients",
};

type SettingsRow = typeof workspaceLetterSettings.$inferSelect;

const settingsOfRow = (row: SettingsRow | undefined): LetterSettings =>
  row
    ? {
        paymentInstructions: row.paymentInstructions,
        closingText: row.closingText,
        planNoticeRecipients: Array.isArray(row.planNoticeRecipients)
          ? row.planNoticeRecipients.filter((id): id is string => typeof id === "string")
          : [],
      }
    : { ...EMPTY_LETTER_SETTINGS, planNoticeRecipients: [] };

/**
 * The workspace's letter settings; empty texts and no recipients when none were saved. A recipient
 * who has since left the workspace is not answered: the settings screen lists members only, and
 * saving back what it was given must not be refused for someone it could not show.
 */
export async function letterSettingsOf(db: Db | Tx, workspaceId: string): Promise<LetterSettings> {
  const [row] = await db
    .select()
    .from(workspaceLetterSettings)
    .where(eq(workspaceLetterSettings.workspaceId, workspaceId));
  const settings = settingsOfRow(row);
  if (settings.planNoticeRecipients.length === 0) return settings;
  const members = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  const current = new Set(members.map((m) => m.userId));
  return {
    ...settings,
    planNoticeRecipients: settings.planNoticeRecipients.filter((id) => current.has(id)),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

function changedSettings(before: LetterSettings, after: LetterSettings): (keyof LetterSettings)[] {
  const changed: (keyof LetterSettings)[] = [];
  if (before.paymentInstructions !== after.paymentInstructions) changed.push("paymentInstructions");
  if (before.closingText !== after.closingText) changed.push("closingText");
  if (!sameList(before.planNoticeRecipients, after.planNoticeRecipients)) {
    changed.push("planNoticeRecipients");
  }
  return changed;
}

const wordList = (words: readonly string[]) =>
  words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

const RECIPIENTS_NOT_MEMBERS = "Choose members of this workspace.";

/**
 * Replaces the settings inside the caller's transaction: recipients must be current members (a
 * clear 400 otherwise), listed once each; the workspace history names what changed (never the
 * texts). Nothing is written when nothing changed.
 */
export async function saveLetterSettings(
  tx: Tx,
  workspaceId: string,
  settings: LetterSettings,
  by: { actor: { id: string; name: string }; at: Date },
): Promise<{ settings: LetterSettings; changed: (keyof LetterSettings)[] }> {
  // Parsed again here: the store may be called by more than the route.
  const parsed = letterSettingsSchema.parse(settings);
  const recipients = [...new Set(parsed.planNoticeRecipients.map((id) => id.toLowerCase()))];
  const next: LetterSettings = { ...parsed, planNoticeRecipients: recipients };
  // Insert-or-lock, as the letterhead: two saves at once each see the other's change.
  await tx
    .insert(workspaceLetterSettings)
    .values({ workspaceId, updatedAt: by.at })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(workspaceLetterSettings)
    .where(eq(workspaceLetterSettings.workspaceId, workspaceId))
    .for("update");
  if (recipients.length > 0) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const members = recipients.every((id) => uuid.test(id))
      ? await tx
          .select({ userId: workspaceMembers.userId })
          .from(workspaceMembers)
          .where(
            and(
              eq(workspaceMembers.workspaceId, workspaceId),
              inArray(workspaceMembers.userId, recipients),
            ),
          )
      : [];
    const known = new Set(members.map((m) => m.userId));
    const strangers = recipients.filter((id) => !known.has(id)).length;
    if (strangers > 0) {
      const message =
        strangers === 1
          ? `One of the plan notice recipients is not a member of this workspace. ${RECIPIENTS_NOT_MEMBERS}`
          : `${strangers} of the plan notice recipients are not members of this workspace. ${RECIPIENTS_NOT_MEMBERS}`;
      throw refusalSaying({ status: 400, code: "invalid_input" }, message, {
        planNoticeRecipients: [message],
      });
    }
  }
  const before = settingsOfRow(row);
  const changed = changedSettings(before, next);
  if (changed.length === 0) return { settings: before, changed };
  await tx
    .update(workspaceLetterSettings)
    .set({ ...next, updatedAt: by.at })
    .where(eq(workspaceLetterSettings.workspaceId, workspaceId));
  await recordEvent(tx, {
    workspaceId,
    actor: by.actor,
    action: "letter settings changed",
    detail: wordList(changed.map((field) => SETTING_WORDS[field])),
    at: by.at,
  });
  return { settings: next, changed };
}

/** The route's save: one transaction, retried on a serialisation conflict. */
export function saveLetterSettingsIn(
  db: Db,
  workspaceId: string,
  settings: LetterSettings,
  by: { actor: { id: string; name: string }; at: Date },
) {
  return retryOnConflict(() =>
    db.transaction((tx) => saveLetterSettings(tx, workspaceId, settings, by)),
  );
}
