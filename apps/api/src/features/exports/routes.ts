import { docketEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { caseOf } from "../cases/case-use-cases.ts";
import { actorOf, ledgerDate } from "../cases/docket-requests.ts";
import { statementLetterheadOf } from "../cases/pdf/letterhead.ts";
import type { CaseRouteDeps } from "../cases/routes.ts";
import { exportCaseList } from "../csv/csv-use-cases.ts";
import { caseWorkbookOf, docketWorkbookOf, writeDocketArchive } from "./docket-exports.ts";
import { zipStream } from "./zip-stream.ts";

// Beside the CSV exports: "Export everything" (one ZIP) and the Excel workbooks (docs/exports.md).
// Registered by the docket API (routes/docket.ts), so they pass the same authentication and the
// one authorisation check (reading is enough: viewers may export).

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function docketExportRoutes(app: DocketApp, deps: CaseRouteDeps) {
  app.route({
    ...endpointRoute(app, endpoints.exportEverything),
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const caseList = await exportCaseList(app.docket, actor.workspaceId, actor.today);
      const letterhead = await deps.letterheadOf(actor.workspaceId);
      const profile = await app.users.findById(request.user.id);
      const firm = statementLetterheadOf(letterhead, profile);
      const body = zipStream(
        (add) => writeDocketArchive({ docket: app.docket, actor, firm, letterhead, caseList }, add),
        (err) => request.log.error({ err }, "export everything failed after the answer started"),
      );
      return sendFile(reply, "application/zip", `owed-export-${actor.today}.zip`, body);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.caseListWorkbook),
    handler: async (request, reply) => {
      const { workspaceId, today } = actorOf(request);
      const workbook = await docketWorkbookOf(app.docket, workspaceId, today);
      return sendFile(reply, XLSX_TYPE, `cases-${today}.xlsx`, workbook);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.ledgerWorkbook),
    handler: async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = ledgerDate(request, row, request.query.date);
      const workbook = await caseWorkbookOf(app.docket, row, date);
      return sendFile(
        reply,
        XLSX_TYPE,
        `ledger-${fileSafe(row.caseName, "_")}-${date}.xlsx`,
        workbook,
      );
    },
  });
}
