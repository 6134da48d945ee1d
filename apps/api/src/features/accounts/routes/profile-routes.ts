import multipart from "@fastify/multipart";
import {
  ACCOUNT_MSG,
  changePasswordBody,
  profileAnswer,
  profileUpdateBody,
  tokensAnswer,
} from "@owed/domain";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../../plugins/errors.ts";
import { appliedCouponSummary } from "../../plans/applied-coupons.ts";
import { currentPlanOf } from "../../plans/plan.ts";
import { profileOf } from "../answers.ts";
import { clientOf } from "../guards.ts";
import { AVATAR_MAX_BYTES, AVATAR_MSG } from "../images.ts";
import { changePassword } from "../use-cases/change-password.ts";
import { updateProfile } from "../use-cases/update-profile.ts";

/** The profile and the password change (docs/product.md, "Profile"). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/profile/",
    { preHandler: app.authenticate, schema: { response: { 200: profileAnswer } } },
    async (request) => {
      const user = await app.users.findById(request.user.id);
      if (!user) throw new HttpError(401, "Authentication required", "unauthorized");
      const coupon = await appliedCouponSummary(app.db, user.id);
      const profile = profileOf(user, await currentPlanOf(app.db, user), app.now(), coupon);
      return { status_code: 200, message: ACCOUNT_MSG.profileLoaded, profile, data: { profile } };
    },
  );

  app.post(
    "/change-password/",
    {
      preHandler: app.authenticate,
      schema: { body: changePasswordBody, response: { 200: tokensAnswer } },
    },
    async (request) => {
      const tokens = await changePassword(app, request.user.id, request.body, clientOf(request));
      return { status_code: 200, message: ACCOUNT_MSG.passwordChanged, ...tokens, data: tokens };
    },
  );

  await app.register(profileUpdateRoute);
};

/** Multipart's own refusals, in the answer's words. */
function multipartError(error: FastifyError): never {
  if (error.code === "FST_REQ_FILE_TOO_LARGE") {
    throw new HttpError(413, AVATAR_MSG.tooManyBytes, "too_large");
  }
  if (error.code === "FST_FILES_LIMIT") {
    throw new HttpError(400, "Send at most one image.", "invalid_input");
  }
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

  app.withTypeProvider<ZodTypeProvider>().put(
    "/profile/update/",
    {
      preHandler: app.authenticate,
      schema: { body: profileUpdateBody, response: { 200: profileAnswer } },
    },
    async (request) => {
      const userId = request.user.id;
      const updated = await updateProfile(app, userId, request.body);
      const coupon = await appliedCouponSummary(app.db, userId);
      const profile = profileOf(updated, await currentPlanOf(app.db, updated), app.now(), coupon);
      return { status_code: 200, message: ACCOUNT_MSG.profileUpdated, profile, data: { profile } };
    },
  );
};
