import { randomUUID } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { User } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, type CodeCheck } from "./codes.ts";
import { accountExistsEmail, passwordResetEmail, verificationEmail } from "./emails.ts";
import { AVATAR_MAX_BYTES, avatarSizeProblem, sniffImageType } from "./images.ts";
import {
  HashQueueFullError,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from "./passwords.ts";
import { subscriptionPlanOf } from "./plan.ts";
import { LIMITS, loginThrottleKey, type RateDecision, type RateRule } from "./rate-limits.ts";
import {
  avatarParams,
  changePasswordBody,
  emailOnlyBody,
  loginBody,
  loginOut,
  MSG,
  messageOut,
  profileAnswer,
  profileUpdateBody,
  refreshBody,
  registerBody,
  registerOut,
  resetConfirmBody,
  resetVerifyBody,
  tokensAnswer,
  verifyEmailBody,
} from "./schemas.ts";
import {
  logoutBody,
  revokeOthersAnswer,
  SESSION_MSG,
  sessionParams,
  sessionsAnswer,
} from "./session-schemas.ts";
import { describeDevice, maskAddress, type SessionClient } from "./sessions.ts";
import { signAccessToken } from "./tokens.ts";
import { DuplicateAccountError, type ProfilePatch } from "./users-repository.ts";

/** Where the account routes live; the avatar URLs in profiles start with it. */
export const ACCOUNTS_PREFIX = "/authentication/api";

export function avatarUrl(user: Pick<User, "id" | "avatarVersion">): string | null {
  return user.avatarVersion ? `${ACCOUNTS_PREFIX}/avatar/${user.id}/${user.avatarVersion}/` : null;
}

/** `data.user` of login and registration. */
export function userOutOf(user: User, now: Date) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    full_name: user.fullName,
    subscription_plan: subscriptionPlanOf(user, now),
    timezone: user.timezone,
  };
}

/** The coupon kept for the next checkout, as features/billing shows it. */
export type AppliedCouponOut = Awaited<
  ReturnType<FastifyInstance["billing"]["appliedCouponSummary"]>
>;

/** The profile object of GET profile/ and PUT profile/update/. */
export function profileOf(user: User, now: Date, appliedCoupon: AppliedCouponOut = null) {
  return {
    id: user.id,
    username: user.username,
    full_name: user.fullName,
    email: user.email,
    image: avatarUrl(user),
    company: user.company,
    location: user.location,
    phone_number: user.phoneNumber,
    website: user.website,
    subscription_plan: subscriptionPlanOf(user, now),
    member_since: user.createdAt.toISOString(),
    timezone: user.timezone,
    trial_ends_at: user.trialEndsAt.toISOString(),
    paid_until: user.paidUntil ? user.paidUntil.toISOString() : null,
    applied_coupon: appliedCoupon,
  };
}

const LOGIN_FAILED = "Invalid email or password.";
const UNVERIFIED =
  "Please verify your email before logging in. Enter the code we sent you, or request a new code.";
/** Wrong codes for an address with no code to check: as many as a real code allows. */
const UNKNOWN_CODE_TRIES: RateRule = { limit: CODE_MAX_ATTEMPTS, windowMs: CODE_TTL_MS };
const REFRESH_FAILED = "Your session has expired. Please log in again.";

function codeError(result: Exclude<CodeCheck, "ok">): HttpError {
  switch (result) {
    case "expired":
      return new HttpError(
        400,
        "This code has expired. Please request a new code.",
        "code_expired",
      );
    case "locked":
      return new HttpError(
        400,
        `Too many wrong attempts (${CODE_MAX_ATTEMPTS}). Please request a new code.`,
        "code_locked",
      );
    default:
      return new HttpError(400, "Invalid or expired code.", "invalid_code");
  }
}

function rateLimited(reply: FastifyReply, decision: RateDecision, what: string): HttpError {
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  reply.header("retry-after", String(decision.retryAfterSeconds));
  return new HttpError(
    429,
    `${what} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    "rate_limited",
  );
}

/** What a new session records about the client (shown in the profile's session list). */
function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers["user-agent"];
  return { userAgent: typeof agent === "string" ? agent : "", ipAddress: maskAddress(request.ip) };
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const hit = (key: string, rule: RateRule, now: Date) => app.rateLimiter.hit(key, rule, now);
  /** A per-client-address rule, scaled for deployments where many users share one address. */
  const perAddress = (rule: RateRule): RateRule => ({
    limit: rule.limit * app.config.perAddressLimitFactor,
    windowMs: rule.windowMs,
  });

  /** Resend and reset requests: limited per client address and per e-mail address, known or not. */
  async function guardCodeRequest(request: FastifyRequest, reply: FastifyReply, email: string) {
    const now = app.now();
    const byIp = await hit(
      `code-requests:ip:${request.ip}`,
      perAddress(LIMITS.codeRequestsPerIp),
      now,
    );
    if (!byIp.allowed) throw rateLimited(reply, byIp, "Too many code requests.");
    const byEmail = await hit(`code-sends:email:${email}`, LIMITS.codeSendsPerEmail, now);
    if (!byEmail.allowed) throw rateLimited(reply, byEmail, "Too many codes sent to this address.");
  }

  /** Registration: limited per client address and per e-mail address before any hashing. */
  async function guardRegistration(request: FastifyRequest, reply: FastifyReply, email: string) {
    const now = app.now();
    const byIp = await hit(
      `registrations:ip:${request.ip}`,
      perAddress(LIMITS.registrationsPerIp),
      now,
    );
    if (!byIp.allowed) throw rateLimited(reply, byIp, "Too many sign-ups from this network.");
    const byEmail = await hit(`registrations:email:${email}`, LIMITS.registrationsPerEmail, now);
    if (!byEmail.allowed) throw rateLimited(reply, byEmail, "Too many sign-ups for this email.");
  }

  /** Code checks (verify-email, reset verify and confirm): per client and per e-mail address. */
  async function guardCodeCheck(request: FastifyRequest, reply: FastifyReply, email: string) {
    const now = app.now();
    const byIp = await hit(`code-checks:ip:${request.ip}`, perAddress(LIMITS.codeChecksPerIp), now);
    if (!byIp.allowed) throw rateLimited(reply, byIp, "Too many code attempts.");
    const byEmail = await hit(`code-checks:email:${email}`, LIMITS.codeChecksPerEmail, now);
    if (!byEmail.allowed) throw rateLimited(reply, byEmail, "Too many code attempts.");
  }

  // The hashing queue's refusal is an HttpError (429); its Retry-After goes on here.
  app.addHook("onError", async (_request, reply, error) => {
    if (error instanceof HashQueueFullError) {
      reply.header("retry-after", String(error.retryAfterSeconds));
    }
  });

  async function issueTokens(
    user: User,
    now: Date,
    client: SessionClient,
    sessionId?: string,
    refresh?: string,
  ) {
    const session =
      sessionId && refresh
        ? { sessionId, refreshToken: refresh }
        : await app.sessions.create(user.id, now, client);
    const access = await signAccessToken(
      app.signingSecret,
      { userId: user.id, sessionId: session.sessionId, tokenVersion: user.tokenVersion },
      now,
    );
    return { access, refresh: session.refreshToken };
  }

  app.post(
    "/register/",
    { schema: { body: registerBody, response: { 201: registerOut } } },
    async (request, reply) => {
      const { email, username, password, timezone } = request.body;
      await guardRegistration(request, reply, email);
      const now = app.now();
      const passwordHash = await hashPassword(password);
      let created: { user: User; code: string } | undefined;
      try {
        created = await app.db.transaction(async (tx) => {
          const user = await app.users.create({ email, username, passwordHash, timezone }, now, tx);
          const code = await app.oneTimeCodes.issue(user.id, "verify_email", now, tx);
          return { user, code };
        });
      } catch (err) {
        if (!(err instanceof DuplicateAccountError)) throw err;
        // A taken address answers exactly like a free one (same status, body shape, hashing and
        // mail work); only its owner learns of the attempt, by e-mail. User names are public
        // (decision 008, items 1 and 7), so a taken one is still said.
        if (err.field === "username") {
          throw new HttpError(409, "This username is already taken.", "username_taken");
        }
      }
      await hit(`code-sends:email:${email}`, LIMITS.codeSendsPerEmail, now);
      try {
        await app.mailer.send(
          created ? verificationEmail(email, created.code) : accountExistsEmail(email),
        );
      } catch (err) {
        // The account exists; the user can ask for a new code once mail works again.
        request.log.error({ err }, "registration e-mail could not be sent");
      }
      const user = created
        ? userOutOf(created.user, now)
        : {
            id: randomUUID(),
            email,
            username,
            full_name: "",
            subscription_plan: "free" as const,
            timezone: timezone ?? "UTC",
          };
      return reply.code(201).send({ status_code: 201, message: MSG.registered, data: { user } });
    },
  );

  app.post(
    "/verify-email/",
    { schema: { body: verifyEmailBody, response: { 200: messageOut } } },
    async (request, reply) => {
      const { email, otp } = request.body;
      await guardCodeCheck(request, reply, email);
      const now = app.now();
      const user = await app.users.findByEmail(email);
      // An unknown address, or one already verified (its code is spent), answers as a wrong code:
      // verify-email tells no more about which accounts exist than login does.
      if (!user || user.emailVerifiedAt) {
        // Counted like a real code's tries, so the sixth guess is "locked" here too.
        const tries = await hit(`verify-tries:email:${email}`, UNKNOWN_CODE_TRIES, now);
        throw codeError(tries.allowed ? "invalid" : "locked");
      }
      const outcome = await app.oneTimeCodes.consume(user.id, "verify_email", otp, now, (tx) =>
        app.users.markEmailVerified(user.id, now, tx),
      );
      if (outcome.result !== "ok") throw codeError(outcome.result);
      return { status_code: 200, message: MSG.verified, data: {} };
    },
  );

  app.post(
    "/regenerate-otp/",
    { schema: { body: emailOnlyBody, response: { 200: messageOut } } },
    async (request, reply) => {
      const { email } = request.body;
      await guardCodeRequest(request, reply, email);
      const user = await app.users.findByEmail(email);
      if (user && !user.emailVerifiedAt) {
        const code = await app.oneTimeCodes.issue(user.id, "verify_email", app.now());
        app.mailer.sendInBackground(verificationEmail(email, code));
      }
      // The same answer whether or not the address has an account awaiting verification.
      return { status_code: 200, message: MSG.otpSent, data: {} };
    },
  );

  app.post(
    "/login/",
    { schema: { body: loginBody, response: { 200: loginOut } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const now = app.now();
      const ipKey = `login-failures:ip:${request.ip}`;
      const byIp = await app.rateLimiter.peek(ipKey, perAddress(LIMITS.loginFailuresPerIp), now);
      if (!byIp.allowed) throw rateLimited(reply, byIp, "Too many failed logins.");
      const throttleKey = loginThrottleKey(email, request.ip);
      const attempt = await app.rateLimiter.loginAttempt(throttleKey, now);
      if (!attempt.allowed) throw rateLimited(reply, attempt, "Too many failed logins.");

      const user = await app.users.findByEmail(email);
      const ok = user
        ? await verifyPassword(password, user.passwordHash, "login")
        : await verifyAgainstDummy(password, "login");
      if (!user || !ok) {
        await hit(ipKey, perAddress(LIMITS.loginFailuresPerIp), now);
        throw new HttpError(401, LOGIN_FAILED, "invalid_credentials");
      }
      await app.rateLimiter.reset(throttleKey);
      if (!user.emailVerifiedAt) throw new HttpError(403, UNVERIFIED, "unverified");

      if (needsRehash(user.passwordHash)) {
        await app.users.upgradePasswordHash(
          user.id,
          user.passwordHash,
          await hashPassword(password),
        );
      }
      await app.sessions.deleteExpiredForUser(user.id, now);
      const tokens = await issueTokens(user, now, clientOf(request));
      return {
        status_code: 200,
        message: MSG.loggedIn,
        ...tokens,
        data: { ...tokens, user: userOutOf(user, now) },
      };
    },
  );

  app.post(
    "/token/refresh/",
    { schema: { body: refreshBody, response: { 200: tokensAnswer } } },
    async (request) => {
      const now = app.now();
      const rotated = await app.sessions.rotate(request.body.refresh, now);
      if (!rotated) throw new HttpError(401, REFRESH_FAILED, "unauthorized");
      const user = await app.users.findById(rotated.userId);
      if (!user?.emailVerifiedAt || user.tokenVersion !== rotated.tokenVersion) {
        throw new HttpError(401, REFRESH_FAILED, "unauthorized");
      }
      const tokens = await issueTokens(
        user,
        now,
        clientOf(request),
        rotated.sessionId,
        rotated.refreshToken,
      );
      return { status_code: 200, message: MSG.tokenRefreshed, ...tokens, data: tokens };
    },
  );

  app.post(
    "/password-reset-request/",
    { schema: { body: emailOnlyBody, response: { 200: messageOut } } },
    async (request, reply) => {
      const { email } = request.body;
      await guardCodeRequest(request, reply, email);
      const user = await app.users.findByEmail(email);
      if (user) {
        const code = await app.oneTimeCodes.issue(user.id, "password_reset", app.now());
        // Sent after the answer, so known and unknown addresses answer alike, and as fast.
        app.mailer.sendInBackground(passwordResetEmail(email, code));
      }
      return { status_code: 200, message: MSG.otpSent, data: {} };
    },
  );

  // Not in the spec: lets the code step say "accepted" truthfully. The code is checked (a wrong one
  // counts against the same 5 tries as the confirm) but not consumed: the confirm needs it again, and a right one does not use up a try.
  app.post(
    "/password-reset-verify/",
    { schema: { body: resetVerifyBody, response: { 200: messageOut } } },
    async (request, reply) => {
      const { email, otp } = request.body;
      await guardCodeCheck(request, reply, email);
      const user = await app.users.findByEmail(email);
      if (!user) throw codeError("invalid");
      const checked = await app.oneTimeCodes.peek(user.id, "password_reset", otp, app.now());
      if (checked.result !== "ok") throw codeError(checked.result);
      return { status_code: 200, message: MSG.codeChecked, data: {} };
    },
  );

  app.post(
    "/password-reset-confirm/",
    { schema: { body: resetConfirmBody, response: { 200: messageOut } } },
    async (request, reply) => {
      const { email, otp, password } = request.body;
      await guardCodeCheck(request, reply, email);
      const now = app.now();
      const user = await app.users.findByEmail(email);
      if (!user) throw codeError("invalid");
      const checked = await app.oneTimeCodes.check(user.id, "password_reset", otp, now);
      if (checked.result !== "ok") throw codeError(checked.result);
      // Hashed only for a right code, so wrong guesses cost the server nothing much.
      const passwordHash = await hashPassword(password);
      const outcome = await app.oneTimeCodes.redeem(
        user.id,
        "password_reset",
        checked.codeHash,
        async (tx) => {
          await app.users.setPassword(user.id, passwordHash, now, tx);
          // Receiving the code proves the address works.
          await app.users.markEmailVerified(user.id, now, tx);
          await app.sessions.deleteAllForUser(user.id, tx);
        },
      );
      if (outcome.result !== "ok") throw codeError(outcome.result);
      // Only this client's delay: a stranger's own guessing stays slowed.
      await app.rateLimiter.reset(loginThrottleKey(email, request.ip));
      return { status_code: 200, message: MSG.resetDone, data: {} };
    },
  );

  app.get(
    "/profile/",
    { preHandler: app.authenticate, schema: { response: { 200: profileAnswer } } },
    async (request) => {
      const user = await app.users.findById(request.user.id);
      if (!user) throw new HttpError(401, "Authentication required", "unauthorized");
      const coupon = await app.billing.appliedCouponSummary(user.id);
      const profile = profileOf(user, app.now(), coupon);
      return { status_code: 200, message: MSG.profileLoaded, profile, data: { profile } };
    },
  );

  app.post(
    "/change-password/",
    {
      preHandler: app.authenticate,
      schema: { body: changePasswordBody, response: { 200: tokensAnswer } },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      const now = app.now();
      const user = await app.users.findById(request.user.id);
      if (!user) throw new HttpError(401, "Authentication required", "unauthorized");
      const limitKey = `password-checks:user:${user.id}`;
      const limit = await app.rateLimiter.peek(limitKey, LIMITS.passwordChecksPerUser, now);
      if (!limit.allowed) throw rateLimited(reply, limit, "Too many wrong passwords.");
      if (!(await verifyPassword(current_password, user.passwordHash))) {
        await hit(limitKey, LIMITS.passwordChecksPerUser, now);
        // 400, not 401: the client treats 401 as an expired session.
        throw new HttpError(400, "Current password is incorrect", "wrong_password", {
          current_password: ["Current password is incorrect"],
        });
      }
      const passwordHash = await hashPassword(new_password);
      // Every other session ends; this one continues with the fresh tokens in the answer.
      const { updated, session } = await app.db.transaction(async (tx) => {
        const updated = await app.users.setPassword(user.id, passwordHash, now, tx);
        await app.sessions.deleteAllForUser(user.id, tx);
        const session = await app.sessions.create(user.id, now, clientOf(request), tx);
        return { updated, session };
      });
      await app.rateLimiter.reset(limitKey);
      const tokens = await issueTokens(
        updated,
        now,
        clientOf(request),
        session.sessionId,
        session.refreshToken,
      );
      return { status_code: 200, message: MSG.passwordChanged, ...tokens, data: tokens };
    },
  );

  // Not in the spec: ends the session of the refresh token, so a copied token dies with the
  // logout. No access token needed (it may have expired); unknown tokens answer the same.
  app.post(
    "/logout/",
    { schema: { body: logoutBody, response: { 200: messageOut } } },
    async (request) => {
      await app.sessions.revokeByRefreshToken(request.body.refresh);
      return { status_code: 200, message: SESSION_MSG.loggedOut, data: {} };
    },
  );

  // Not in the spec: the profile's list of signed-in devices.
  app.get(
    "/sessions/",
    { preHandler: app.authenticate, schema: { response: { 200: sessionsAnswer } } },
    async (request) => {
      const rows = await app.sessions.listActive(request.user.id, app.now());
      const sessions = rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.userAgent),
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        current: row.id === request.user.sessionId,
      }));
      return { status_code: 200, message: SESSION_MSG.sessionsLoaded, data: { sessions } };
    },
  );

  app.delete(
    "/sessions/:sessionId/",
    {
      preHandler: app.authenticate,
      schema: { params: sessionParams, response: { 200: messageOut } },
    },
    async (request) => {
      const ended = await app.sessions.deleteForUser(request.user.id, request.params.sessionId);
      // Another user's session is as unknown as a made-up one.
      if (!ended) throw new HttpError(404, SESSION_MSG.sessionNotFound, "not_found");
      return { status_code: 200, message: SESSION_MSG.sessionEnded, data: {} };
    },
  );

  app.post(
    "/sessions/revoke-others/",
    { preHandler: app.authenticate, schema: { response: { 200: revokeOthersAnswer } } },
    async (request) => {
      const count = await app.sessions.deleteOthersForUser(request.user.id, request.user.sessionId);
      return { status_code: 200, message: SESSION_MSG.othersEnded, data: { signed_out: count } };
    },
  );

  app.get(
    "/avatar/:userId/:version/",
    { schema: { params: avatarParams } },
    async (request, reply) => {
      const avatar = await app.users.getAvatar(request.params.userId, request.params.version);
      if (!avatar) throw new HttpError(404, "Not found.", "not_found");
      // Served as an inert image: no sniffing into HTML, no script, no plugins, even if opened
      // directly. The URL changes with every upload, so it can be cached for good.
      return reply
        .header("content-type", avatar.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(avatar.content);
    },
  );

  // Profile update takes multipart/form-data (the spec's payload) or JSON, in its own scope so
  // the multipart parser and its error mapping apply to this route only.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: "keyValues",
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
    });
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") {
        throw new HttpError(413, "The image is too large: at most 5 MB is allowed.", "too_large");
      }
      if (error.code === "FST_FILES_LIMIT") {
        throw new HttpError(400, "Send at most one image.", "invalid_input");
      }
      throw error; // everything else: the app's error handler
    });

    scope.withTypeProvider<import("fastify-type-provider-zod").ZodTypeProvider>().put(
      "/profile/update/",
      {
        preHandler: app.authenticate,
        schema: { body: profileUpdateBody, response: { 200: profileAnswer } },
      },
      async (request) => {
        const body = request.body;
        const now = app.now();
        const patch: ProfilePatch = {};
        if (body.full_name !== undefined) patch.fullName = body.full_name;
        if (body.company !== undefined) patch.company = body.company;
        if (body.location !== undefined) patch.location = body.location;
        if (body.phone_number !== undefined) patch.phoneNumber = body.phone_number;
        if (body.website !== undefined) patch.website = body.website;
        if (body.timezone !== undefined) patch.timezone = body.timezone;

        let avatar: { contentType: string; content: Buffer } | undefined;
        if (Buffer.isBuffer(body.image) && body.image.length > 0) {
          const contentType = sniffImageType(body.image);
          if (!contentType) {
            throw new HttpError(
              400,
              "The picture must be a PNG, JPEG, GIF or WebP image.",
              "invalid_image",
              { image: ["The picture must be a PNG, JPEG, GIF or WebP image."] },
            );
          }
          // Declared dimensions, not bytes, decide what a decoder allocates (decompression bombs).
          const tooLarge = avatarSizeProblem(body.image, contentType);
          if (tooLarge) {
            throw new HttpError(400, tooLarge, "image_too_large", { image: [tooLarge] });
          }
          avatar = { contentType, content: body.image };
        }

        const userId = request.user.id;
        const updated = await app.db.transaction(async (tx) => {
          if (avatar) await app.users.setAvatar(userId, avatar, now, tx);
          return app.users.updateProfile(userId, patch, now, tx);
        });
        const coupon = await app.billing.appliedCouponSummary(userId);
        const profile = profileOf(updated, now, coupon);
        return { status_code: 200, message: MSG.profileUpdated, profile, data: { profile } };
      },
    );
  });
};
