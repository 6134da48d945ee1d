import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createOneTimeCodes, type OneTimeCodes } from "./codes-store.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit-store.ts";
import { createSessionsRepository, type SessionsRepository } from "./sessions-repository.ts";
import { createUsersRepository, type UsersRepository } from "./users-repository.ts";

/**
 * The account repositories as app decorators, one named plugin per concern, so other features can
 * declare `dependencies: ["users"]` and use `app.users`. The factories take a plain `Db` and work
 * without Fastify too (the CLI uses them directly).
 */

declare module "fastify" {
  interface FastifyInstance {
    /** Users and avatars. */
    users: UsersRepository;
    /** Refresh sessions. */
    sessions: SessionsRepository;
    /** E-mailed one-time codes. */
    oneTimeCodes: OneTimeCodes;
    /** Database-backed rate-limit counters shared by every instance. */
    rateLimiter: RateLimiter;
  }
}

export const usersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("users", createUsersRepository(app.db));
  },
  { name: "users" },
);

export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("sessions", createSessionsRepository(app.db));
  },
  { name: "sessions" },
);

export const oneTimeCodesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("oneTimeCodes", createOneTimeCodes(app.db, app.signingSecret));
  },
  { name: "one-time-codes" },
);

export const rateLimiterPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("rateLimiter", createRateLimiter(app.db));
  },
  { name: "rate-limiter" },
);
