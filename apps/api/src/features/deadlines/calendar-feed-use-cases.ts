import {
  type CalendarDate,
  type CaseDeadlinesDto,
  DEADLINE_SETTING_ERRORS,
  todayInTimeZone,
} from "@owed/domain";
import type { Db } from "../../db/client.ts";
import { hashSecretToken, newSecretToken } from "../../db/ids.ts";
import { RefusedError } from "../../plugins/errors.ts";
import type { DocketStore } from "../cases/docket-repository.ts";
import { writsByCase } from "../court-forms/court-filing-store.ts";
import { caseDeadlines, caseUrlOf } from "./case-deadlines.ts";
import {
  calendarFeedOf,
  deleteCalendarFeed,
  feedOwnerOf,
  reminderSettingsOf,
  replaceCalendarFeed,
  saveReminderSettings,
} from "./deadline-store.ts";
import { deadlinesCalendar } from "./icalendar.ts";

// The private calendar feed and the reminder settings (docs/judgment-deadlines.md): what each
// call decides; the store queries, the routes translate.

export interface DeadlineSettingDeps {
  db: Db;
  docket: DocketStore;
  now(): Date;
  config: { appBaseUrl: string };
}

/** 32 random bytes, base64url: 43 characters. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const { feedNotFound: notFound } = DEADLINE_SETTING_ERRORS;
const feedNotFound = () => new RefusedError("not_found", notFound.message ?? "", notFound.code);

/** The user's reminder settings, the longest lead time first. */
export async function reminderSettings(deps: DeadlineSettingDeps, userId: string) {
  const row = await reminderSettingsOf(deps.db, userId);
  if (!row) throw new RefusedError("unauthenticated", "Authentication required", "unauthorized");
  return { enabled: row.enabled, leadDays: [...row.leadDays].sort((a, b) => b - a) };
}

export async function updateReminderSettings(
  deps: DeadlineSettingDeps,
  userId: string,
  settings: { enabled: boolean; leadDays: number[] },
) {
  await saveReminderSettings(deps.db, userId, settings);
  return reminderSettings(deps, userId);
}

/** Whether the user has a feed; its address is not kept, so never shown again. */
export async function calendarFeedStatus(deps: DeadlineSettingDeps, userId: string) {
  const feed = await calendarFeedOf(deps.db, userId);
  return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null, url: null };
}

/** A new secret address, shown this once; making a feed replaces the old one. */
export async function createCalendarFeed(deps: DeadlineSettingDeps, userId: string) {
  const token = newSecretToken();
  const createdAt = deps.now();
  await replaceCalendarFeed(deps.db, userId, hashSecretToken(token), createdAt);
  return {
    active: true,
    createdAt: createdAt.toISOString(),
    url: `${deps.config.appBaseUrl}/calendar/feeds/${token}.ics`,
  };
}

export async function revokeCalendarFeed(deps: DeadlineSettingDeps, userId: string) {
  await deleteCalendarFeed(deps.db, userId);
  return { active: false, createdAt: null, url: null };
}

/**
 * The feed itself, as iCalendar: the secret address is the only credential (calendar apps send
 * no token), so it reads only its owner's cases, and an unknown or revoked address is not found.
 */
export async function calendarFeedFile(deps: DeadlineSettingDeps, file: string): Promise<string> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) throw feedNotFound();
  const owner = await feedOwnerOf(deps.db, hashSecretToken(token));
  if (!owner) throw feedNotFound();
  const today: CalendarDate = todayInTimeZone(owner.timezone, deps.now());
  // The person's feed: the cases of every workspace they belong to (docs/workspaces.md).
  const items: CaseDeadlinesDto[] = [];
  for (const workspaceId of await deps.docket.workspacesOf(owner.id)) {
    const [rows, renewals, writs] = await Promise.all([
      deps.docket.listCases(workspaceId),
      deps.docket.listRenewals(workspaceId),
      writsByCase(deps.db, workspaceId),
    ]);
    for (const row of rows) {
      if (row.isEnded) continue;
      items.push(caseDeadlines(row, renewals.get(row.id) ?? [], today, writs.get(row.id) ?? []));
    }
  }
  return deadlinesCalendar("Owed: judgment deadlines", items, deps.now(), (caseId) =>
    caseUrlOf(deps.config.appBaseUrl, caseId),
  );
}
