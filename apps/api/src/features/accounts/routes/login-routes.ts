import {
  ACCOUNT_MSG,
  loginAnswer,
  loginBody,
  logoutBody,
  messageAnswer,
  refreshBody,
  SESSION_MSG,
  tokensAnswer,
} from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientOf } from "../guards.ts";
import { logIn, refreshTokens } from "../use-cases/login.ts";

/** Login, token refresh and logout (docs/product.md, "Accounts"). */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/login/",
    { schema: { body: loginBody, response: { 200: loginAnswer } } },
    async (request) => {
      const { user, ...tokens } = await logIn(app, request.body, request.ip, clientOf(request));
      return {
        status_code: 200,
        message: ACCOUNT_MSG.loggedIn,
        ...tokens,
        data: { ...tokens, user },
      };
    },
  );

  app.post(
    "/token/refresh/",
    { schema: { body: refreshBody, response: { 200: tokensAnswer } } },
    async (request) => {
      const tokens = await refreshTokens(app, request.body.refresh);
      return { status_code: 200, message: ACCOUNT_MSG.tokenRefreshed, ...tokens, data: tokens };
    },
  );

  // Ends the session of the refresh token, so a copied token dies with the logout. No access
  // token needed (it may have expired); unknown tokens answer the same.
  app.post(
    "/logout/",
    { schema: { body: logoutBody, response: { 200: messageAnswer } } },
    async (request) => {
      await app.sessions.revokeByRefreshToken(request.body.refresh);
      return { status_code: 200, message: SESSION_MSG.loggedOut, data: {} };
    },
  );
};
