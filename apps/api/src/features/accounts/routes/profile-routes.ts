import multipart from "@fastify/multipart";
import { ACCOUNT_ERRORS, ACCOUNT_MSG, accountEndpoints as endpoints } from "@owed/domain";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { endpointRoute } from "../../../plugins/endpoint-route.ts";
import { answerError } from "../../../plugins/errors.ts";
import { appliedCouponSummary } from "../../plans/applied-coupons-store.ts";
import { profileOf } from "../answers.ts";
import { currentPlanOf } from "../current-plan-repository.ts";
import { clientOf } from "../guards.ts";
import { AVATAR_MAX_BYTES } from "../images.ts";
import { changePassword } from "../use-cases/change-password.ts";
import { updateProfile } from "../use-cases/update-profile.ts";

/** The profile and the password change (docs/product.md, "Profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(app, endpoints.profile),
    preHandler: app.authenticate,
    handler: async (request) => {
      const user = await app.users.findById(request.user.id);
      if (!user) throw answerError(ACCOUNT_ERRORS.accountGone);
      const coupon = await appliedCouponSummary(app.db, user.id);
      const profile = profileOf(user, await currentPlanOf(app.db, user), app.now(), coupon);
      return { status_code: 200, message: ACCOUNT_MSG.profileLoaded, profile, data: { profile } };
    },
  });

  app.route({
    ...endpointRoute(app, endpoints.changePassword),
    preHandler: app.authenticate,
    handler: async (request) => {
      const tokens = await changePassword(app, request.user.id, request.body, clientOf(request));
      return { status_code: 200, message: ACCOUNT_MSG.passwordChanged, ...tokens, data: tokens };
    },
  });

  await app.register(profileUpdateRoute);
};

/** Multipart's own refusals, in the answer's words. */
function multipartError(error: FastifyError): never {
  if (error.code === "FST_REQ_FILE_TOO_LARGE") throw answerError(ACCOUNT_ERRORS.imageTooManyBytes);
  if (error.code === "FST_FILES_LIMIT") throw answerError(ACCOUNT_ERRORS.oneImageOnly);
  throw error; // everything else: the app's error handler
}

/**
 * Profile update takes multipart/form-data (the form's payload, with the picture) or JSON, in its
 * own scope so the multipart parser and its error mapping apply to this route only.
 */
const profileUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
  });
  app.setErrorHandler(multipartError);

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(app, endpoints.updateProfile),
    preHandler: app.authenticate,
    handler: async (request) => {
      const userId = request.user.id;
      const updated = await updateProfile(app, userId, request.body);
      const coupon = await appliedCouponSummary(app.db, userId);
      const profile = profileOf(updated, await currentPlanOf(app.db, updated), app.now(), coupon);
      return { status_code: 200, message: ACCOUNT_MSG.profileUpdated, profile, data: { profile } };
    },
  });
};
