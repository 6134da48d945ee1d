import { ACCOUNT_ERRORS, accountEndpoints as endpoints, SESSION_MSG } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import { answerError } from "../../../plugins/errors.ts";
import { describeDevice } from "../sessions-repository.ts";

/** The profile's list of signed-in devices (docs/product.md, "Profile"). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.sessions),
    preHandler: app.authenticate,
    handler: async (request) => {
      const rows = await app.sessions.listActive(request.user.id, app.now());
      const sessions = rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === request.user.sessionId,
      }));
      return { status_code: 200, message: SESSION_MSG.sessionsLoaded, data: { sessions } };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.endSession),
    preHandler: app.authenticate,
    handler: async (request) => {
      const ended = await app.sessions.deleteForUser(request.user.id, request.params.sessionId);
      // Another user's session is as unknown as a made-up one.
      if (!ended) {
        throw answerError(ACCOUNT_ERRORS.sessionNotFound);
      }
      return { status_code: 200, message: SESSION_MSG.sessionEnded, data: {} };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.endOtherSessions),
    preHandler: app.authenticate,
    handler: async (request) => {
      const count = await app.sessions.deleteOthersForUser(request.user.id, request.user.sessionId);
      return { status_code: 200, message: SESSION_MSG.othersEnded, data: { signed_out: count } };
    },
  });
};
