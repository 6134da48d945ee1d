import {
  type CaseDeadlinesDto,
  calendarFeedResponse,
  reminderSettingsRequest,
  reminderSettingsResponse,
  todayInTimeZone,
} from "@owed/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeeds, users } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { hashSecretToken, newSecretToken } from "../accounts/tokens.ts";
import { caseDeadlines, caseUrlOf } from "./case-deadlines.ts";
import { deadlinesCalendar } from "./icalendar.ts";

// The private calendar feed and the reminder settings (docs/judgment-deadlines.md).

/** 32 random bytes, base64url: 43 characters. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedNotFound = () =>
  new HttpError(
    404,
    "No calendar feed at this address: it was revoked or regenerated.",
    "not_found",
  );

/** The user's reminder settings and calendar feed: under /authentication/api, signed in. */
export const deadlineSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  const settingsOf = async (userId: string) => {
    const [row] = await app.db
      .select({ enabled: users.remindersEnabled, leadDays: users.reminderLeadDays })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new HttpError(401, "Authentication required", "unauthorized");
    return { enabled: row.enabled, leadDays: [...row.leadDays].sort((a, b) => b - a) };
  };

  app.get(
    "/reminders/",
    { schema: { response: { 200: reminderSettingsResponse } } },
    async (request) => ({
      status_code: 200,
      message: "Reminder settings",
      data: await settingsOf(request.user.id),
    }),
  );

  app.put(
    "/reminders/",
    { schema: { body: reminderSettingsRequest, response: { 200: reminderSettingsResponse } } },
    async (request) => {
      await app.db
        .update(users)
        .set({ remindersEnabled: request.body.enabled, reminderLeadDays: request.body.leadDays })
        .where(eq(users.id, request.user.id));
      return {
        status_code: 200,
        message: "Reminder settings saved",
        data: await settingsOf(request.user.id),
      };
    },
  );

  const feedOf = async (userId: string) => {
    const [row] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  };

  app.get(
    "/calendar-feed/",
    { schema: { response: { 200: calendarFeedResponse } } },
    async (request) => {
      const feed = await feedOf(request.user.id);
      return {
        status_code: 200,
        message: feed ? "Calendar feed active" : "No calendar feed",
        data: { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null, url: null },
      };
    },
  );

  // Making a feed replaces the old one: its address stops working at once.
  app.post(
    "/calendar-feed/",
    { schema: { response: { 201: calendarFeedResponse } } },
    async (request, reply) => {
      const token = newSecretToken();
      const createdAt = app.now();
      await app.db
        .insert(calendarFeeds)
        .values({ userId: request.user.id, tokenHash: hashSecretToken(token), createdAt })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { tokenHash: hashSecretToken(token), createdAt },
        });
      reply.code(201);
      return {
        status_code: 201,
        message: "Calendar feed created",
        data: {
          active: true,
          createdAt: createdAt.toISOString(),
          url: `${app.config.appBaseUrl}/calendar/feeds/${token}.ics`,
        },
      };
    },
  );

  app.delete(
    "/calendar-feed/",
    { schema: { response: { 200: calendarFeedResponse } } },
    async (request) => {
      await app.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, request.user.id));
      return {
        status_code: 200,
        message: "Calendar feed revoked",
        data: { active: false, createdAt: null, url: null },
      };
    },
  );
};

/**
 * The feed itself: the secret address is the only credential (calendar apps send no token), so
 * it reads only its owner's cases, and an unknown or revoked address is a 404.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/feeds/:file",
    {
      schema: {
        params: z.strictObject({ file: z.string().max(100) }),
        response: {
          200: {
            description: "The user's judgment deadlines as iCalendar",
            content: { "text/calendar": { schema: z.any() } },
          },
        },
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      if (!token) throw feedNotFound();
      const [owner] = await app.db
        .select({ id: users.id, timezone: users.timezone })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(
          and(
            eq(calendarFeeds.tokenHash, hashSecretToken(token)),
            isNotNull(users.emailVerifiedAt),
          ),
        );
      if (!owner) throw feedNotFound();
      const today = todayInTimeZone(owner.timezone, app.now());
      // The person's feed: the cases of every workspace they belong to (docs/workspaces.md).
      const items: CaseDeadlinesDto[] = [];
      for (const workspaceId of await app.docket.workspacesOf(owner.id)) {
        const [rows, renewals] = await Promise.all([
          app.docket.listCases(workspaceId),
          app.docket.listRenewals(workspaceId),
        ]);
        for (const row of rows) {
          if (!row.isEnded) items.push(caseDeadlines(row, renewals.get(row.id) ?? [], today));
        }
      }
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(
          deadlinesCalendar("Owed: judgment deadlines", items, app.now(), (caseId) =>
            caseUrlOf(app.config.appBaseUrl, caseId),
          ),
        );
    },
  );
};
