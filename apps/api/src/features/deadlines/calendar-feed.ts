import { deadlineSettingEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import {
  calendarFeedFile,
  calendarFeedStatus,
  createCalendarFeed,
  reminderSettings,
  revokeCalendarFeed,
  updateReminderSettings,
} from "./calendar-feed-use-cases.ts";

// The private calendar feed and the reminder settings (docs/judgment-deadlines.md): each route
// parses (its endpoint's schemas), calls a use case (calendar-feed-use-cases.ts) and replies.

/** The user's reminder settings and calendar feed: under /authentication/api, signed in. */
export const deadlineSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.route({
    ...endpointRoute(app, endpoints.reminderSettings),
    handler: async (request) => ({
      status_code: 200,
      message: "Reminder settings",
      data: await reminderSettings(app, request.user.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.saveReminderSettings),
    handler: async (request) => ({
      status_code: 200,
      message: "Reminder settings saved",
      data: await updateReminderSettings(app, request.user.id, request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.calendarFeed),
    handler: async (request) => {
      const data = await calendarFeedStatus(app, request.user.id);
      return {
        status_code: 200,
        message: data.active ? "Calendar feed active" : "No calendar feed",
        data,
      };
    },
  });

  // Making a feed replaces the old one: its address stops working at once.
  app.route({
    ...endpointRoute(app, endpoints.createCalendarFeed),
    handler: async (request, reply) => {
      const data = await createCalendarFeed(app, request.user.id);
      reply.code(201);
      return { status_code: 201, message: "Calendar feed created", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.revokeCalendarFeed),
    handler: async (request) => ({
      status_code: 200,
      message: "Calendar feed revoked",
      data: await revokeCalendarFeed(app, request.user.id),
    }),
  });
};

/** The feed itself, at its secret address: public, as calendar apps send no token. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.calendarFeedFile),
    handler: async (request, reply) => {
      const calendar = await calendarFeedFile(app, request.params.file);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(calendar);
    },
  });
};
