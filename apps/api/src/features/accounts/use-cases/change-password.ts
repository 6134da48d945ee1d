import { ACCOUNT_ERRORS, type changePasswordBody, type Tokens } from "@owed/domain";
import type { z } from "zod";
import { refused } from "../../../plugins/errors.ts";
import { type AccountDeps, enforce } from "../guards.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { LIMITS } from "../rate-limit-store.ts";
import type { SessionClient } from "../sessions-repository.ts";
import { tokensFor } from "./tokens.ts";

const { accountGone, wrongPassword } = ACCOUNT_ERRORS;

/**
 * Changes the password of a signed-in user who knows the current one. Every other session ends;
 * this one continues with the fresh tokens returned (docs/product.md, "Profile").
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  { current_password, new_password }: z.output<typeof changePasswordBody>,
  client: SessionClient,
): Promise<Tokens> {
  const now = deps.now();
  const user = await deps.users.findById(userId);
  if (!user) throw refused(accountGone);
  const limitKey = `password-checks:user:${user.id}`;
  const limit = await deps.rateLimiter.peek(limitKey, LIMITS.passwordChecksPerUser, now);
  enforce(limit, "Too many wrong passwords.");
  if (!(await verifyPassword(current_password, user.passwordHash))) {
    await deps.rateLimiter.hit(limitKey, LIMITS.passwordChecksPerUser, now);
    // 400, not 401: the client treats 401 as an expired session.
    throw refused(wrongPassword, wrongPassword.message, {
      current_password: [wrongPassword.message],
    });
  }
  const passwordHash = await hashPassword(new_password, deps.config.passwordHashing);
  const { updated, session } = await deps.db.transaction(async (tx) => {
    const updated = await deps.users.setPassword(user.id, passwordHash, now, tx);
    await deps.sessions.deleteAllForUser(user.id, tx);
    return { updated, session: await deps.sessions.create(updated.id, now, client, tx) };
  });
  await deps.rateLimiter.reset(limitKey);
  return tokensFor(deps, updated, session, now);
}
