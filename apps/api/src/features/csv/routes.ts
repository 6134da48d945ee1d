import { docketEndpoints as endpoints } from "@owed/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { caseOf } from "../cases/case-use-cases.ts";
import { actorOf, ledgerDate, todayFor } from "../cases/docket-requests.ts";
import { ledgerCsv } from "./csv-exports.ts";
import { commitImport, dryRunImport, exportCaseList, previewImport } from "./csv-use-cases.ts";

// Beside the first specification's routes: the CSV import's three steps and the case list and a
// case's ledger as CSV (docs/csv.md). Registered by the docket API (routes/docket.ts), so they
// pass the same authentication and authorisation hooks as every docket route.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/** A file of 8 MB of text, escaped in JSON, with room to spare. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

export function csvImportRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.previewImport),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => {
      const data = previewImport(request.body.csv);
      return { status_code: 200, message: "Preview", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkImport),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request) => {
      const actor = actorOf(request);
      const plan = await app.docket.planOf(actor.workspaceId);
      const { csv, mapping } = request.body;
      const data = await dryRunImport(app.docket, app.rateTables, actor, csv, mapping, plan);
      return { status_code: 200, message: "Import check", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.importCases),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) => {
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
  });
}

const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  sendFile(reply, "text/csv; charset=utf-8", fileName, csv);

export function csvExportRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.caseListCsv),
    handler: async (request, reply) => {
      const today = todayFor(request);
      const csv = await exportCaseList(app.docket, request.workspace.id, today);
      return sendCsv(reply, `cases-${today}.csv`, csv);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ledgerCsv),
    handler: async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = ledgerDate(request, row, request.query.date);
      const rows = await app.docket.listTransactions(row.id);
      return sendCsv(
        reply,
        `ledger-${fileSafe(row.caseName, "_")}-${date}.csv`,
        ledgerCsv(row, rows, date),
      );
    },
  });
}
