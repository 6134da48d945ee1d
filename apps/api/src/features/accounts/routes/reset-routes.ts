import {
  ACCOUNT_MSG,
  emailOnlyBody,
  messageAnswer,
  resetConfirmBody,
  resetVerifyBody,
} from "@owed/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  checkResetCode,
  requestPasswordReset,
  resetPassword,
} from "../use-cases/password-reset.ts";

/** Password reset by e-mailed code (docs/product.md, "Accounts"). */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/password-reset-request/",
    { schema: { body: emailOnlyBody, response: { 200: messageAnswer } } },
    async (request) => {
      await requestPasswordReset(app, request.body.email, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.otpSent, data: {} };
    },
  );

  app.post(
    "/password-reset-verify/",
    { schema: { body: resetVerifyBody, response: { 200: messageAnswer } } },
    async (request) => {
      await checkResetCode(app, request.body, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.codeChecked, data: {} };
    },
  );

  app.post(
    "/password-reset-confirm/",
    { schema: { body: resetConfirmBody, response: { 200: messageAnswer } } },
    async (request) => {
      await resetPassword(app, request.body, request.ip);
      return { status_code: 200, message: ACCOUNT_MSG.resetDone, data: {} };
    },
  );
};
