import { ACCOUNT_MSG, accountEndpoints as endpoints } from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import {
  checkResetCode,
  requestPasswordReset,
  resetPassword,
} from "../use-cases/password-reset.ts";

/** Password reset by e-mailed code (docs/product.md, "Accounts"). */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.passwordResetRequest),
    handler: async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.otpSent, data: {} };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.passwordResetVerify),
    handler: async (request) => {
      await checkResetCode(app, request.body, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.codeChecked, data: {} };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.passwordResetConfirm),
    handler: async (request) => {
      await resetPassword(app, request.body, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.resetDone, data: {} };
    },
  });
};
