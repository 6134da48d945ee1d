import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { TooManyAttemptsError } from "./guards.ts";
import { HashQueueFullError } from "./passwords.ts";
import { avatarRoutes } from "./routes/avatar-routes.ts";
import { loginRoutes } from "./routes/login-routes.ts";
import { profileRoutes } from "./routes/profile-routes.ts";
import { registerRoutes } from "./routes/register-routes.ts";
import { resetRoutes } from "./routes/reset-routes.ts";
import { sessionRoutes } from "./routes/session-routes.ts";

export { ACCOUNTS_PREFIX } from "./answers.ts";

/** Every account route, one module per area; the schemas are the domain's contract. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refusals that say when to come back (rate limits, a full hashing queue): the header goes on
  // here, for every route below.
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof HashQueueFullError || error instanceof TooManyAttemptsError) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
  });
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(resetRoutes);
  await app.register(profileRoutes);
  await app.register(avatarRoutes);
  await app.register(sessionRoutes);
};
