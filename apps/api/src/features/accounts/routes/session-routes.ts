import {
  messageAnswer,
  revokeOthersAnswer,
  SESSION_MSG,
  sessionParams,
  sessionsAnswer,
} from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../../plugins/errors.ts";
import { describeDevice } from "../sessions.ts";

/** The profile's list of signed-in devices (docs/product.md, "Profile"). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/sessions/",
    { preHandler: app.authenticate, schema: { response: { 200: sessionsAnswer } } },
    async (request) => {
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
  );

  app.delete(
    "/sessions/:sessionId/",
    {
      preHandler: app.authenticate,
      schema: { params: sessionParams, response: { 200: messageAnswer } },
    },
    async (request) => {
      const ended = await app.sessions.deleteForUser(request.user.id, request.params.sessionId);
      // Another user's session is as unknown as a made-up one.
      if (!ended) throw new HttpError(404, SESSION_MSG.sessionNotFound, "not_found");
      return { status_code: 200, message: SESSION_MSG.sessionEnded, data: {} };
    },
  );

  app.post(
    "/sessions/revoke-others/",
    { preHandler: app.authenticate, schema: { response: { 200: revokeOthersAnswer } } },
    async (request) => {
      const count = await app.sessions.deleteOthersForUser(request.user.id, request.user.sessionId);
      return { status_code: 200, message: SESSION_MSG.othersEnded, data: { signed_out: count } };
    },
  );
};
