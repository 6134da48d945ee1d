import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { plansRoutes } from "./plans-routes.ts";

/**
 * Plans: the catalog, the free plan's limits, a user's plan and trial, and the coupon a user keeps
 * for their next checkout. Accounts, cases and billing depend on it; it depends on none of them.
 */
export const plansPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(plansRoutes);
  },
  { name: "plans" },
);
