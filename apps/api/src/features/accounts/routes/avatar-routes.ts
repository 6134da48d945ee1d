import { ACCOUNT_ERRORS, accountEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import { answerError } from "../../../plugins/errors.ts";

/** The profile picture, by user and version (docs/product.md, "Profile"). */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.avatar),
    handler: async (request, reply) => {
      const avatar = await app.users.getAvatar(request.params.userId, request.params.version);
      if (!avatar) {
        throw answerError(ACCOUNT_ERRORS.avatarNotFound);
      }
      // Served as an inert image: no sniffing into HTML, no script, no plugins, even if opened
      // directly. The URL changes with every upload, so it can be cached for good.
      return reply
        .header("content-type", avatar.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(avatar.content);
    },
  });
};
