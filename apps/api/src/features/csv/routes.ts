import {
  importCheckResponse,
  importDoneResponse,
  importPreviewRequest,
  importPreviewResponse,
  importRequest,
} from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { commitImport, dryRunImport, previewImport } from "./csv-use-cases.ts";

// Beside the first specification's routes: the CSV import's three steps (docs/csv.md). Mounted
// inside the docket routes, so they pass the same authentication hook as every docket route.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/** A file of 8 MB of text, escaped in JSON, with room to spare. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

/** `actorOf`: the docket routes' own (who acts, on which day of theirs, at which instant). */
export function csvImportRoutes(app: DocketApp, actorOf: (request: FastifyRequest) => DocketActor) {
  app.post(
    "/imports/preview/",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importPreviewRequest, response: { 200: importPreviewResponse } },
    },
    async (request) => {
      const data = previewImport(request.body.csv);
      return { status_code: 200, message: "Preview", data };
    },
  );

  app.post(
    "/imports/check/",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importRequest, response: { 200: importCheckResponse } },
    },
    async (request) => {
      const actor = actorOf(request);
      const plan = await app.docket.planOf(actor.workspaceId);
      const { csv, mapping } = request.body;
      const data = await dryRunImport(app.docket, app.rateTables, actor, csv, mapping, plan);
      return { status_code: 200, message: "Import check", data };
    },
  );

  app.post(
    "/imports/",
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importRequest, response: { 201: importDoneResponse } },
    },
    async (request, reply) => {
      const { csv, mapping } = request.body;
      const done = await commitImport(app.docket, app.rateTables, actorOf(request), csv, mapping);
      const data = {
        cases: done.caseIds.length,
        transactions: done.transactions,
        caseIds: done.caseIds,
      };
      const message = `Imported ${data.cases} ${data.cases === 1 ? "case" : "cases"} with ${data.transactions} ${data.transactions === 1 ? "transaction" : "transactions"}.`;
      return reply.code(201).send({ status_code: 201, message, data });
    },
  );
}
