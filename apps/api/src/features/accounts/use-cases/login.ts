import { ACCOUNT_ERRORS, type loginBody, type Tokens, type UserOut } from "@owed/domain";
import type { z } from "zod";
import { refused } from "../../../plugins/errors.ts";
import { userOutOf } from "../answers.ts";
import { currentPlanOf } from "../current-plan-repository.ts";
import { type AccountDeps, enforce, perAddress } from "../guards.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../passwords.ts";
import { LIMITS, LOGIN_THROTTLE, loginThrottleKey } from "../rate-limit-store.ts";
import type { SessionClient } from "../sessions-repository.ts";
import { tokensFor } from "./tokens.ts";

// Login and token refresh (docs/product.md, "Accounts"); the throttles: docs/decisions/008-security.md.

/**
 * The back-off after repeated wrong passwords, in the README's words ("Sign-in limits"): this
 * client waits, the wait doubles, and the account itself is never locked.
 */
const LOGIN_BACK_OFF = (wait: string) =>
  `Too many failed logins from this address. Wait ${wait} before the next try; each further failure doubles the wait, up to ${LOGIN_THROTTLE.maxDelayMs / 60_000} minutes. The account is not locked.`;

/** Refuses a client or an address+client pair that failed too often, before any hashing. */
async function checkLoginThrottles(deps: AccountDeps, email: string, ip: string, now: Date) {
  const ipKey = `login-failures:ip:${ip}`;
  const byIp = await deps.rateLimiter.peek(ipKey, perAddress(deps, LIMITS.loginFailuresPerIp), now);
  enforce(byIp, "Too many failed logins.");
  const throttleKey = loginThrottleKey(email, ip);
  enforce(await deps.rateLimiter.loginAttempt(throttleKey, now), LOGIN_BACK_OFF);
  return { ipKey, throttleKey };
}

/** Checks the password (against a dummy hash for unknown addresses) and opens a session. */
export async function logIn(
  deps: AccountDeps,
  { email, password }: z.output<typeof loginBody>,
  ip: string,
  client: SessionClient,
): Promise<Tokens & { user: UserOut }> {
  const now = deps.now();
  const { ipKey, throttleKey } = await checkLoginThrottles(deps, email, ip, now);
  const user = await deps.users.findByEmail(email);
  const ok = user
    ? await verifyPassword(password, user.passwordHash, "login")
    : await verifyAgainstDummy(password, deps.config.passwordHashing, "login");
  if (!user || !ok) {
    await deps.rateLimiter.hit(ipKey, perAddress(deps, LIMITS.loginFailuresPerIp), now);
    throw refused(ACCOUNT_ERRORS.invalidCredentials);
  }
  await deps.rateLimiter.reset(throttleKey);
  if (!user.emailVerifiedAt) throw refused(ACCOUNT_ERRORS.unverified);

  const cost = deps.config.passwordHashing;
  if (needsRehash(user.passwordHash, cost)) {
    const upgraded = await hashPassword(password, cost);
    await deps.users.upgradePasswordHash(user.id, user.passwordHash, upgraded);
  }
  await deps.sessions.deleteExpiredForUser(user.id, now);
  const session = await deps.sessions.create(user.id, now, client);
  const plan = await currentPlanOf(deps.db, user);
  return { ...(await tokensFor(deps, user, session, now)), user: userOutOf(user, plan, now) };
}

/** Rotates the refresh token; a spent, unknown or outdated one ends in 401. */
export async function refreshTokens(deps: AccountDeps, refresh: string): Promise<Tokens> {
  const now = deps.now();
  const rotated = await deps.sessions.rotate(refresh, now);
  if (!rotated) throw refused(ACCOUNT_ERRORS.sessionExpired);
  const user = await deps.users.findById(rotated.userId);
  if (!user?.emailVerifiedAt || user.tokenVersion !== rotated.tokenVersion) {
    throw refused(ACCOUNT_ERRORS.sessionExpired);
  }
  return tokensFor(deps, user, rotated, now);
}
