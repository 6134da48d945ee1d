import { ACCOUNT_MSG, accountEndpoints as endpoints, SESSION_MSG } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import { clientOf } from "../guards.ts";
import { logIn, refreshTokens } from "../use-cases/login.ts";

/** Login, token refresh and logout (docs/product.md, "Accounts"). */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.login),
    handler: async (request) => {
      const { user, ...tokens } = await logIn(app, request.body, request.ip, clientOf(request));
      return {
        status_code: 200,
        message: ACCOUNT_MSG.loggedIn,
        ...tokens,
        data: { ...tokens, user },
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.refreshTokens),
    handler: async (request) => {
      const tokens = await refreshTokens(app, request.body.refresh);
      return { status_code: 200, message: ACCOUNT_MSG.tokenRefreshed, ...tokens, data: tokens };
    },
  });

  // Ends the session of the refresh token, so a copied token dies with the logout. No access
  // token needed (it may have expired); unknown tokens answer the same.
  app.route({
    ...endpointRoute(app, endpoints.logout),
    handler: async (request) => {
      await app.sessions.revokeByRefreshToken(request.body.refresh);
      return { status_code: 200, message: SESSION_MSG.loggedOut, data: {} };
    },
  });
};
