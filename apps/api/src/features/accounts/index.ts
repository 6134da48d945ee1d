import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { authPlugin } from "./authenticate.ts";
import {
  oneTimeCodesPlugin,
  rateLimiterPlugin,
  sessionsPlugin,
  usersPlugin,
} from "./repositories.ts";
import { ACCOUNTS_PREFIX, accountRoutes } from "./routes.ts";

export type { AuthUser } from "./authenticate.ts";
export {
  AUTH_REQUIRED_BODY,
  AUTH_REQUIRED_MESSAGE,
  PASSWORD_CHANGED_BODY,
} from "./authenticate.ts";

/**
 * Accounts: the repositories (`app.users`, `app.sessions`, `app.oneTimeCodes`,
 * `app.rateLimiter`), `app.authenticate`, and the routes under /authentication/api/. Not
 * encapsulated, so every plugin registered after it can use the decorators.
 */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(usersPlugin);
    await app.register(sessionsPlugin);
    await app.register(oneTimeCodesPlugin);
    await app.register(rateLimiterPlugin);
    await app.register(authPlugin);
    await app.register(accountRoutes, { prefix: ACCOUNTS_PREFIX });
  },
  { name: "accounts", dependencies: ["mailer"] },
);
