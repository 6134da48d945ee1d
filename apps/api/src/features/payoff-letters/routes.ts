import { payoffLetterEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { sendFile } from "../../plugins/file-answers.ts";
import { actorOf } from "../cases/docket-requests.ts";
import { displayNameOf } from "../workspaces/workspace-store.ts";
import { batchLetters, checkBatchLetters } from "./batch-letters.ts";
import { downloadPayoffLetter } from "./letter-download.ts";
import { letterSettingsOf, saveLetterSettingsIn } from "./letter-settings-store.ts";
import { payoffLetterFor } from "./payoff-letter-model.ts";

// The payoff letters' routes (docs/letters-and-plans.md, "Payoff letters"), in the docket API
// (routes/docket.ts) behind its one authentication and authorisation hooks: the workspace is the
// current one, so no other's case can be named (404), and a viewer's write is refused there (403).

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

export function payoffLetterRoutes(app: DocketApp): void {
  const deps = { db: app.db, docket: app.docket, users: app.users };

  app.route({
    ...endpointRoute(app, endpoints.letterSettings),
    handler: async (request) => ({
      status_code: 200,
      message: "Letter settings",
      data: await letterSettingsOf(app.db, request.workspace.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.saveLetterSettings),
    handler: async (request) => {
      const saved = await saveLetterSettingsIn(app.db, request.workspace.id, request.body, {
        actor: { id: request.user.id, name: displayNameOf(request.user) },
        at: app.now(),
      });
      return {
        status_code: 200,
        message: saved.changed.length === 0 ? "Letter settings unchanged" : "Letter settings saved",
        data: saved.settings,
      };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.previewPayoffLetter),
    // A preview writes nothing: a viewer may read what a letter would say.
    config: { need: "read" },
    handler: async (request) => {
      const { letter } = await payoffLetterFor(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return { status_code: 200, message: "Payoff letter", data: letter };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.payoffLetter),
    handler: async (request, reply) => {
      const file = await downloadPayoffLetter(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return sendFile(reply, file.type, file.fileName, file.data);
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.checkPayoffLetters),
    // The check writes nothing either; the letters themselves are history entries (writers only).
    config: { need: "read" },
    handler: async (request) => ({
      status_code: 200,
      message: "Payoff letters checked",
      data: await checkBatchLetters(deps, actorOf(request), request.body),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.payoffLetters),
    handler: async (request, reply) => {
      const batch = await batchLetters(deps, actorOf(request), request.body);
      return sendFile(reply, "application/zip", batch.fileName, batch.zip);
    },
  });
}
