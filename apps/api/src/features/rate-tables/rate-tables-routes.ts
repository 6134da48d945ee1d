import {
  PUBLIC_ERRORS,
  parseRatePercent,
  publicEndpoints,
  type RateTableDto,
  ratePublicationText,
  rateToDecimalString,
} from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { answerError } from "../../plugins/errors.ts";
import type { RateTableAnswer } from "./rate-table-store.ts";

/** A table as the contract shows it (packages/domain contracts/rate-tables.ts). */
function toDto({ table, origin, importedAt }: RateTableAnswer): RateTableDto {
  return {
    jurisdiction: table.jurisdiction,
    publisher: table.publisher,
    publication: table.publication,
    citation: table.citation,
    frequency: table.frequency,
    application: table.application,
    selection: table.selection,
    origin,
    importedAt: importedAt?.toISOString() ?? null,
    rows: table.rows.map((row) => ({
      from: row.from,
      to: row.to,
      // One spelling whatever the origin: "4.9", not "4.90" from one and "4.9" from the other.
      ratePercent: rateToDecimalString(parseRatePercent(row.ratePercent)),
      source: row.source,
      read: row.read,
      publishedIn: ratePublicationText(table.publication, row.from),
    })),
  };
}

/**
 * Public reference data, like the interest-rules guide: no sign-in, the same for everyone. Browsers
 * and proxies may keep an answer for a few minutes; an import shows up after that.
 */
export const rateTablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, publicEndpoints.rateTables),
    handler: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      const tables = await app.rateTables.list();
      return {
        status_code: 200 as const,
        message: "Rate tables",
        data: tables.map((answer) => {
          const { rows, ...head } = toDto(answer);
          const first = rows[0];
          const last = rows[rows.length - 1];
          return {
            ...head,
            firstFrom: first?.from ?? "",
            lastFrom: last?.from ?? "",
            rowCount: rows.length,
          };
        }),
      };
    },
  });

  app.route({
    ...endpointRoute(app, publicEndpoints.rateTable),
    handler: async (request, reply) => {
      const answer = await app.rateTables.tableFor(request.params.code);
      if (!answer) throw answerError(PUBLIC_ERRORS.rateTableNotFound);
      reply.header("cache-control", "public, max-age=300");
      return { status_code: 200 as const, message: "Rate table", data: toDto(answer) };
    },
  });
};
