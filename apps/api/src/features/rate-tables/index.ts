import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRateTableStore, type RateTableStore } from "./rate-table-store.ts";
import { rateTablesRoutes } from "./rate-tables-routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The rate tables in force: shipped, or imported with `rates:import` (docs/rate-tables.md). */
    rateTables: RateTableStore;
  }
}

/**
 * Rate tables: the dated rates (federal weekly rate, state tables) a case in a table jurisdiction
 * takes its rate from, and the public routes that show them. Depends on no other feature.
 */
export const rateTablesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("rateTables", createRateTableStore(app.db));
    await app.register(rateTablesRoutes);
  },
  { name: "rate-tables" },
);
