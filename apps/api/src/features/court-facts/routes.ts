import { courtFactsEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { actorOf } from "../cases/docket-requests.ts";
import { courtFactsOf, saveCourtFacts } from "./court-facts-use-cases.ts";

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A case's court facts (docs/court-forms.md), in the docket API (routes/docket.ts) behind its one
 * authentication and authorisation hooks: a case outside the workspace answers 404.
 */
export function courtFactsRoutes(app: DocketApp) {
  app.route({
    ...endpointRoute(app, endpoints.courtFacts),
    handler: async (request) => {
      const data = await courtFactsOf(app.docket, actorOf(request), request.params.id);
      return { status_code: 200, message: "Court details", data };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.saveCourtFacts),
    handler: async (request) => {
      const data = await saveCourtFacts(
        app.docket,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { status_code: 200, message: "Court details saved.", data };
    },
  });
}
