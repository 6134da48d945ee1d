import { remittanceEndpoints as endpoints } from "@owed/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { actorOf } from "../cases/docket-requests.ts";
import { statementLetterheadOf } from "../cases/pdf/letterhead.ts";
import type { CaseRouteDeps } from "../cases/routes.ts";
import { XLSX_TYPE } from "../exports/routes.ts";
import { remittanceCsv, remittancePdf, remittanceWorkbook } from "./remittance-files.ts";
import {
  closeRemittancePeriod,
  remittancePeriodsOf,
  remittanceReportOf,
  reopenRemittancePeriod,
} from "./remittance-use-cases.ts";

// The remittance report's routes (docs/portfolio.md, "The remittance report"), in the docket API
// (routes/docket.ts) behind its one authentication and authorisation hooks: viewers read the
// report and its files; owners and editors close and reopen periods.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/** "remittance-Acme_Bank-2026-10-01-to-2026-10-31.pdf" */
const fileName = (report: { client: { name: string }; from: string; to: string }, ext: string) =>
  `remittance-${fileSafe(report.client.name, "_")}-${report.from}-to-${report.to}.${ext}`;

export function remittanceRoutes(app: DocketApp, deps: Pick<CaseRouteDeps, "letterheadOf">): void {
  type ReportRequest = FastifyRequest<{
    Params: { id: string };
    Querystring: { from?: string; to?: string };
  }>;
  const reportFor = (request: ReportRequest) =>
    remittanceReportOf(app.db, actorOf(request), request.params.id, request.query);

  app.route({
    ...endpointRoute(app, endpoints.remittanceReport),
    handler: async (request) => ({
      status_code: 200,
      message: "Remittance report",
      data: await reportFor(request),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.remittancePdf),
    handler: async (request, reply) => {
      const report = await reportFor(request);
      const firm = statementLetterheadOf(
        await deps.letterheadOf(request.workspace.id),
        await app.users.findById(request.user.id),
      );
      const actor = actorOf(request);
      const pdf = await remittancePdf({
        report,
        firm,
        preparedOn: actor.today,
        timeZone: request.user.timezone,
      });
      return sendFile(reply, "application/pdf", fileName(report, "pdf"), pdf);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.remittanceCsv),
    handler: async (request, reply) => {
      const report = await reportFor(request);
      return sendFile(
        reply,
        "text/csv; charset=utf-8",
        fileName(report, "csv"),
        remittanceCsv(report),
      );
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.remittanceXlsx),
    handler: async (request, reply) => {
      const report = await reportFor(request);
      const workbook = await remittanceWorkbook(report, request.user.timezone);
      return sendFile(reply, XLSX_TYPE, fileName(report, "xlsx"), workbook);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.remittancePeriods),
    handler: async (request) => ({
      status_code: 200,
      message: "Closed remittance periods",
      data: await remittancePeriodsOf(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.closeRemittancePeriod),
    handler: async (request, reply) => {
      const report = await closeRemittancePeriod(
        app.db,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ status_code: 201, message: "Period closed", data: report });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.reopenRemittancePeriod),
    handler: async (request) => ({
      status_code: 200,
      message: "Period reopened",
      data: await reopenRemittancePeriod(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.periodId,
      ),
    }),
  });
}
