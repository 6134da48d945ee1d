import { type CalendarDate, docketIdParams, fileResponse, ledgerQuery } from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CaseRow } from "../../db/schema/index.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { caseOf, type DocketActor } from "../cases/case-use-cases.ts";
import { letterheadOf } from "../cases/pdf/payoff-statement.ts";
import { exportCaseList } from "../csv/csv-use-cases.ts";
import { caseWorkbookOf, docketWorkbookOf, writeDocketArchive } from "./docket-exports.ts";
import { zipStream } from "./zip-stream.ts";

// Beside the CSV exports: "Export everything" (one ZIP) and the Excel workbooks (docs/exports.md).
// Mounted inside the docket routes, so they pass the same authentication and the one
// authorisation check (reading is enough: viewers may export).

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export interface ExportRouteHelpers {
  actorOf: (request: FastifyRequest) => DocketActor;
  /** The date a ledger is asked for, checked as the ledger's CSV export checks it. */
  ledgerDate: (request: FastifyRequest, row: CaseRow, asked: string | undefined) => CalendarDate;
}

export function docketExportRoutes(app: DocketApp, helpers: ExportRouteHelpers) {
  app.get(
    "/cases/export/all/",
    {
      schema: {
        response: {
          200: fileResponse(
            "application/zip",
            "Everything: the case list, every ledger (CSV), every payoff statement (PDF) and the history",
          ),
        },
      },
    },
    async (request, reply) => {
      const actor = helpers.actorOf(request);
      const caseList = await exportCaseList(app.docket, actor.workspaceId, actor.today);
      const profile = await app.users.findById(request.user.id);
      const firm = letterheadOf(profile);
      const body = zipStream(
        (add) => writeDocketArchive({ docket: app.docket, actor, firm, caseList }, add),
        (err) => request.log.error({ err }, "export everything failed after the answer started"),
      );
      return sendFile(reply, "application/zip", `owed-export-${actor.today}.zip`, body);
    },
  );

  app.get(
    "/cases/export/xlsx/",
    {
      schema: {
        response: {
          200: fileResponse(XLSX_TYPE, "The case list and every ledger as an Excel workbook"),
        },
      },
    },
    async (request, reply) => {
      const { workspaceId, today } = helpers.actorOf(request);
      const workbook = await docketWorkbookOf(app.docket, workspaceId, today);
      return sendFile(reply, XLSX_TYPE, `cases-${today}.xlsx`, workbook);
    },
  );

  app.get(
    "/cases/:id/ledger/export/xlsx/",
    {
      schema: {
        params: docketIdParams,
        querystring: ledgerQuery,
        response: { 200: fileResponse(XLSX_TYPE, "The case's ledger as an Excel workbook") },
      },
    },
    async (request, reply) => {
      const row = await caseOf(app.docket, request.workspace.id, request.params.id);
      const date = helpers.ledgerDate(request, row, request.query.date);
      const workbook = await caseWorkbookOf(app.docket, row, date);
      return sendFile(
        reply,
        XLSX_TYPE,
        `ledger-${fileSafe(row.caseName, "_")}-${date}.xlsx`,
        workbook,
      );
    },
  );
}
