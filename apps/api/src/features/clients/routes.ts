import { clientEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../plugins/endpoint-route.ts";
import { actorOf } from "../cases/docket-requests.ts";
import { createClientStore } from "./client-store.ts";
import {
  clientOf,
  createClient,
  deleteClient,
  listClients,
  toClientDto,
  updateClient,
} from "./client-use-cases.ts";

type DocketApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A firm's creditor clients (docs/portfolio.md, "Clients"), in the docket API (routes/docket.ts)
 * behind its one authentication and authorisation hooks: viewers read, owners and editors write,
 * and another workspace's client is not found (404), as a case is.
 */
export function clientRoutes(app: DocketApp) {
  const deps = { clients: createClientStore(app.db), docket: app.docket };

  app.route({
    ...endpointRoute(app, endpoints.clients),
    handler: async (request) => {
      const rows = await listClients(deps, actorOf(request));
      return { status_code: 200, message: "Clients", data: rows.map(toClientDto) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.createClient),
    handler: async (request, reply) => {
      const row = await createClient(deps, actorOf(request), request.body);
      return reply
        .code(201)
        .send({ status_code: 201, message: "Client added.", data: toClientDto(row) });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.client),
    handler: async (request) => {
      const row = await clientOf(deps, actorOf(request), request.params.id);
      return { status_code: 200, message: "Client", data: toClientDto(row) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.updateClient),
    handler: async (request) => {
      const row = await updateClient(deps, actorOf(request), request.params.id, request.body);
      return { status_code: 200, message: "Client saved.", data: toClientDto(row) };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.deleteClient),
    handler: async (request) => {
      const data = await deleteClient(deps, actorOf(request), request.params.id);
      const n = data.casesUnassigned;
      const message =
        n === 0
          ? "Client deleted."
          : `Client deleted. ${n} ${n === 1 ? "case has" : "cases have"} no client now.`;
      return { status_code: 200, message, data };
    },
  });
}
