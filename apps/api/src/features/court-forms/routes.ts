import { COURT_FORM_WARNINGS_HEADER, courtFormEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { fileSafe, sendFile } from "../../plugins/file-answers.ts";
import { actorOf } from "../cases/docket-requests.ts";
import {
  courtFilingsOf,
  courtFormList,
  fillCaseForm,
  recordCourtFiling,
} from "./court-form-use-cases.ts";

// The court forms' routes (docs/court-forms.md, "Routes"), in the docket API (routes/docket.ts)
// behind its one authentication and authorisation hooks: each parses (its endpoint's schemas),
// calls a use case and replies.

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

export function courtFormRoutes(app: DocketApp): void {
  const deps = { db: app.db, docket: app.docket };

  app.route({
    ...endpointRoute(app, endpoints.courtForms),
    handler: async (request) => ({
      status_code: 200,
      message: "Court forms",
      data: await courtFormList(deps, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.fillCourtForm),
    // Reading the case is enough: a viewer may prepare the forms as they may the statements; the
    // history entry a download writes records who took which figures, not a change to the case.
    config: { need: "read" },
    handler: async (request, reply) => {
      const filled = await fillCaseForm(
        deps,
        actorOf(request),
        request.params.id,
        request.params.form,
        request.body,
      );
      // The blanks left on the page, as a JSON list of sentences; encoded, since a header is ASCII.
      reply.header(COURT_FORM_WARNINGS_HEADER, encodeURIComponent(JSON.stringify(filled.warnings)));
      reply.header("access-control-expose-headers", COURT_FORM_WARNINGS_HEADER);
      return sendFile(
        reply,
        "application/pdf",
        fileSafe(filled.fileName, " "),
        Buffer.from(filled.pdf),
      );
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.courtFilings),
    handler: async (request) => ({
      status_code: 200,
      message: "Court filings",
      data: await courtFilingsOf(deps, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.recordCourtFiling),
    handler: async (request, reply) => {
      const data = await recordCourtFiling(deps, actorOf(request), request.params.id, request.body);
      return reply.code(201).send({ status_code: 201, message: `${data.title}: recorded.`, data });
    },
  });
}
