import {
  type CalendarDate,
  COMMON_ERRORS,
  portfolioEndpoints as endpoints,
  InvalidDateError,
  isCalendarDate,
  PORTFOLIO_ERRORS,
  portfolioBucketLabel,
} from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { refusalOf, refusalSaying } from "../cases/docket-errors.ts";
import { todayFor } from "../cases/docket-requests.ts";
import { writsByCase } from "../court-forms/court-filing-store.ts";
import { portfolioClient } from "./portfolio-store.ts";
import {
  createPortfolio,
  type PortfolioScope,
  type PortfolioService,
} from "./portfolio-use-cases.ts";

// The portfolio's routes (docs/portfolio.md, "The portfolio"), in the docket API (routes/docket.ts)
// behind its one authentication and authorisation hooks. Reading: a viewer may.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/** `?asOf=`: a real date (default the user's today), within the years a judgment can have. */
function asOfOf(request: FastifyRequest, raw: string | undefined): CalendarDate {
  if (raw === undefined || raw.trim() === "") return todayFor(request);
  const refuse = (message: string) => new InvalidDateError(raw, "asOf", message);
  if (!isCalendarDate(raw)) throw refuse("The as-of date must be a date like 2026-11-30.");
  const year = Number(raw.slice(0, 4));
  if (year < 1900 || year > 2199) throw refuse("The as-of date must be between 1900 and 2199.");
  return raw;
}

export function portfolioRoutes(app: DocketApp, given?: { service?: PortfolioService }): void {
  const service =
    given?.service ??
    createPortfolio({
      db: app.db,
      docketVersion: (workspaceId) => app.docket.docketVersion(workspaceId),
      writsByCase: (workspaceId) => writsByCase(app.db, workspaceId),
    });

  /** `?client=`: absent for the whole workspace, `none` for cases with no client, else an id. */
  async function scopeOf(request: FastifyRequest, raw: string | undefined) {
    if (raw === undefined || raw === "")
      return { scope: { kind: "all" } as PortfolioScope, client: null };
    if (raw === "none") return { scope: { kind: "none" } as PortfolioScope, client: null };
    const client = await portfolioClient(app.db, request.workspace.id, raw);
    if (!client) throw refusalOf(PORTFOLIO_ERRORS.clientNotFound);
    return { scope: { kind: "client", id: client.id } as PortfolioScope, client };
  }

  app.route({
    ...endpointRoute(app, endpoints.portfolio),
    handler: async (request) => {
      const asOf = asOfOf(request, request.query.asOf);
      const { scope, client } = await scopeOf(request, request.query.client);
      const figures = await service.portfolio(request.workspace.id, asOf, scope);
      return { status_code: 200, message: "Portfolio", data: { ...figures, client } };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.portfolioCases),
    handler: async (request) => {
      const asOf = asOfOf(request, request.query.asOf);
      const bucket = request.query.bucket || "all";
      const label = portfolioBucketLabel(bucket);
      if (!label) {
        throw refusalSaying(COMMON_ERRORS.invalidInput, "Choose one of the portfolio's groups.", {
          bucket: ["This group is not one of the portfolio's."],
        });
      }
      const { scope } = await scopeOf(request, request.query.client);
      const cases = await service.bucketCases(request.workspace.id, asOf, scope, bucket);
      return { status_code: 200, message: "Portfolio cases", data: { asOf, bucket, label, cases } };
    },
  });
}
