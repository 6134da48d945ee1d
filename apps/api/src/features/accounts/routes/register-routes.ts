import { ACCOUNT_MSG, accountEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import { registerAccount, resendVerification, verifyEmail } from "../use-cases/sign-up.ts";

/** Registration and e-mail verification (docs/product.md, "Accounts"). */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.register),
    handler: async (request, reply) => {
      const user = await registerAccount(app, request.body, request.ip, request.log);
      return reply
        .code(201)
        .send({ status_code: 201, message: ACCOUNT_MSG.registered, data: { user } });
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.verifyEmail),
    handler: async (request) => {
      await verifyEmail(app, request.body, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.verified, data: {} };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.regenerateOtp),
    handler: async (request) => {
      await resendVerification(app, request.body.email, request.ip);
      // The same answer whether or not the address has an account awaiting verification.
      return { status_code: 200, message: ACCOUNT_MSG.otpSent, data: {} };
    },
  });
};
