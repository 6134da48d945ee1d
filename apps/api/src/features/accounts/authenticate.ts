import { AUTH_MSG } from "@owed/domain";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from "fastify";
import fp from "fastify-plugin";
import type { User } from "../../db/schema/index.ts";
import { type CoherentCache, createCoherentCache } from "../../plugins/coherent-cache.ts";
import { RefusedError } from "../../plugins/errors.ts";
import { type VerifiedAccess, verifyAccessToken, verifyExpiredAccessToken } from "./tokens.ts";

/**
 * The authentication plugin: `app.authenticate`, a preHandler that reads
 * `Authorization: Bearer <access token>` and sets `request.user`.
 *
 *     app.get("/docket/api/cases/", { preHandler: app.authenticate }, async (request) => {
 *       request.user.id; // the signed-in user
 *     });
 *
 * or, for every route of a plugin: `app.addHook("preHandler", app.authenticate)`.
 *
 * A missing, malformed, forged, expired, or revoked token (for a session that has been signed
 * out) answers 401 with AUTH_REQUIRED_BODY; a token of ours issued before a password change or
 * reset, expired or not, answers 401 with PASSWORD_CHANGED_BODY instead.
 */

export const AUTH_REQUIRED_MESSAGE = AUTH_MSG.authRequired;
export const AUTH_REQUIRED_BODY = {
  status_code: 401,
  message: AUTH_REQUIRED_MESSAGE,
  code: "unauthorized",
} as const;

/** The signed-in user, as read from the database on this request. */
export interface AuthUser {
  id: string;
  /** Normalised (lower case); never changes. */
  email: string;
  username: string;
  fullName: string;
  /** IANA name; the user's "today" is the calendar date there. */
  timezone: string;
  memberSince: Date;
  /** The refresh session the access token belongs to. */
  sessionId: string;
  tokenVersion: number;
  /** The workspace the user chose to work on; null for their personal one (docs/workspaces.md). */
  currentWorkspaceId: string | null;
}

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token; sets request.user. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; only read it on routes that run it. */
    user: AuthUser;
  }
}

/**
 * A token issued before the account's password was changed or reset (on another device, or by a
 * reset e-mail): the holder signed in once, so they are told why they must sign in again rather
 * than that their session expired (docs/product.md, "Accounts").
 */
export const PASSWORD_CHANGED_MESSAGE = AUTH_MSG.passwordChanged;
export const PASSWORD_CHANGED_BODY = {
  status_code: 401,
  message: PASSWORD_CHANGED_MESSAGE,
  code: "password_changed",
} as const;

const unauthorized = () =>
  new RefusedError("unauthenticated", AUTH_REQUIRED_MESSAGE, "unauthorized");

/** A password change or reset bumps the token version: a token from before carries an older one. */
function changedSince(user: User | undefined, claims: VerifiedAccess): boolean {
  return !!user?.emailVerifiedAt && user.tokenVersion > claims.tokenVersion;
}
const passwordChanged = () =>
  new RefusedError("unauthenticated", PASSWORD_CHANGED_MESSAGE, "password_changed");

// Dashboards poll every few seconds with the same token: each is checked once, then looked up.
// Sized for 25,000 signed-in dashboards per instance, 2.5 times the polling goal (10,000:
// docs/decisions/004-polling-cache.md, "the conditional check comes first"), so the goal's users
// never push each other out; `npm run bench` reports what a user costs.
const VERIFIED_TOKENS_KEPT = 25_000;
const USERS_KEPT = 25_000;

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const verified = new Map<string, VerifiedAccess>();
    const users = createCoherentCache<User>(USERS_KEPT);
    app.changes.registerUserCache(users as CoherentCache<unknown>);
    // Each user's live session ids: opening or ending a session notifies `user:<id>` (migration
    // 0006), so an ended session's access token is refused at once on every instance.
    const liveSessions = createCoherentCache<Set<string>>(USERS_KEPT);
    app.changes.registerUserCache(liveSessions as CoherentCache<unknown>);

    async function claimsOf(token: string, now: Date): Promise<VerifiedAccess | undefined> {
      const known = verified.get(token);
      if (known) {
        // The signature was good; only the expiry can have changed its answer.
        if (Math.floor(now.getTime() / 1000) < known.expiresAt) return known;
        verified.delete(token);
        return undefined;
      }
      const claims = await verifyAccessToken(app.signingSecret, token, now);
      if (claims) {
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, claims);
      }
      return claims;
    }

    app.decorateRequest("user", null as unknown as AuthUser);

    function authUserOf(user: User, claims: VerifiedAccess): AuthUser {
      return {
        id: user.id,
        email: user.email,
        username: user.username,
        fullName: user.fullName,
        timezone: user.timezone,
        memberSince: user.createdAt,
        sessionId: claims.sessionId,
        tokenVersion: claims.tokenVersion,
        currentWorkspaceId: user.currentWorkspaceId,
      };
    }

    const accepts = (user: User | undefined, claims: VerifiedAccess): user is User =>
      !!user && user.tokenVersion === claims.tokenVersion && !!user.emailVerifiedAt;

    /**
     * A dashboard's poll, answered without waiting: the token was verified before, the caches
     * are coherent right now (the embedded store's feed has nothing pending) and hold the user
     * and their sessions. The checks are the slow path's, on the same cached values; anything
     * missing returns undefined and the slow path decides.
     */
    function authenticateNow(token: string, now: Date): AuthUser | undefined {
      const claims = verified.get(token);
      if (!claims || Math.floor(now.getTime() / 1000) >= claims.expiresAt) return undefined;
      if (!app.changes.syncedNow()) return undefined;
      const user = users.get(claims.userId);
      const sessions = liveSessions.get(claims.userId);
      if (!accepts(user, claims) || !sessions?.has(claims.sessionId)) return undefined;
      return authUserOf(user, claims);
    }

    async function authenticateLater(
      token: string,
      now: Date,
    ): Promise<{ user: AuthUser; fresh: boolean }> {
      const claims = await claimsOf(token, now);
      if (!claims) {
        // Expired, or not ours: only a genuine token issued before a password change says so.
        const outdated = await verifyExpiredAccessToken(app.signingSecret, token);
        if (outdated && changedSince(await app.users.findById(outdated.userId), outdated)) {
          throw passwordChanged();
        }
        throw unauthorized();
      }
      // The token version is checked against the row on every request (a password change voids
      // older tokens at once); the row comes from the cache only when the change feed is synced.
      const fresh = await app.changes.sync();
      const user =
        (fresh ? users.get(claims.userId) : undefined) ??
        (await users.load(claims.userId, () => app.users.findById(claims.userId), fresh));
      if (!accepts(user, claims)) {
        throw changedSince(user, claims) ? passwordChanged() : unauthorized();
      }
      const sessions =
        (fresh ? liveSessions.get(claims.userId) : undefined) ??
        (await liveSessions.load(claims.userId, () => app.sessions.liveIds(claims.userId), fresh));
      if (!sessions?.has(claims.sessionId)) throw unauthorized();
      return { user: authUserOf(user, claims), fresh };
    }

    // A callback hook rather than an async one: the polling 304s (most requests an instance
    // sees) take the synchronous path and pay for no promise (the CPU budget in
    // docs/decisions/004-polling-cache.md).
    app.decorate(
      "authenticate",
      (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const header = request.headers.authorization ?? "";
        const now = app.now();
        // Only tokens that verified are kept, so a hit needs no parsing of the header.
        const known = header.startsWith("Bearer ")
          ? authenticateNow(header.slice(7), now)
          : undefined;
        if (known) {
          request.changesSynced = true;
          request.user = known;
          return done();
        }
        const token = /^Bearer +([A-Za-z0-9._-]+)$/.exec(header)?.[1];
        if (!token) return done(unauthorized());
        authenticateLater(token, now).then(({ user, fresh }) => {
          request.changesSynced = fresh;
          request.user = user;
          done();
        }, done);
      },
    );
  },
  { name: "authenticate", dependencies: ["users", "sessions", "changes"] },
);
