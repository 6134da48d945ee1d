import { letterheadEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { displayNameOf } from "../workspaces/workspace-store.ts";
import { letterheadOf, saveLetterhead } from "./letterhead-store.ts";

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The current workspace's letterhead (docs/court-forms.md, "Letterhead"), in the docket API
 * (routes/docket.ts) behind its one authentication and authorisation hooks: the workspace is the
 * current one, so no other can be named; a viewer's save is refused there with 403 read_only.
 */
export function letterheadRoutes(app: DocketApp): void {
  app.route({
    ...endpointRoute(app, endpoints.letterhead),
    handler: async (request) => ({
      status_code: 200,
      message: "Letterhead",
      data: await letterheadOf(app.db, request.workspace.id),
    }),
  });

  app.route({
    ...endpointRoute(app, endpoints.saveLetterhead),
    handler: async (request) => {
      const saved = await saveLetterhead(app.db, {
        workspaceId: request.workspace.id,
        letterhead: request.body,
        actor: { id: request.user.id, name: displayNameOf(request.user) },
        at: app.now(),
      });
      return {
        status_code: 200,
        message: saved.changed.length === 0 ? "Letterhead unchanged" : "Letterhead saved",
        data: saved.letterhead,
      };
    },
  });
}
