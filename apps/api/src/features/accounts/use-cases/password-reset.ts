import type { resetConfirmBody, verifyEmailBody } from "@owed/domain";
import type { z } from "zod";
import { passwordResetEmail } from "../emails.ts";
import { type AccountDeps, codeError, guardCodeCheck, guardCodeRequest } from "../guards.ts";
import { hashPassword } from "../passwords.ts";
import { loginThrottleKey } from "../rate-limit-store.ts";

// Password reset by e-mailed code (docs/product.md, "Accounts"): request, check, confirm.

/** Mails a reset code to a known address; answers alike, and as fast, for an unknown one. */
export async function requestPasswordReset(deps: AccountDeps, email: string, ip: string) {
  await guardCodeRequest(deps, ip, email);
  const user = await deps.users.findByEmail(email);
  if (user) {
    const code = await deps.oneTimeCodes.issue(user.id, "password_reset", deps.now());
    // Sent after the answer, so known and unknown addresses answer alike, and as fast.
    deps.mailer.sendInBackground(passwordResetEmail(email, code));
  }
}

/**
 * Lets the code step say "accepted" truthfully. The code is checked (a wrong one counts against
 * the same 5 tries as the confirm) but not consumed: the confirm needs it again.
 */
export async function checkResetCode(
  deps: AccountDeps,
  { email, otp }: z.output<typeof verifyEmailBody>,
  ip: string,
): Promise<void> {
  await guardCodeCheck(deps, ip, email);
  const user = await deps.users.findByEmail(email);
  if (!user) throw codeError("invalid");
  const checked = await deps.oneTimeCodes.peek(user.id, "password_reset", otp, deps.now());
  if (checked.result !== "ok") throw codeError(checked.result);
}

/** Sets the new password for a right code; every session of the account ends. */
export async function resetPassword(
  deps: AccountDeps,
  { email, otp, password }: z.output<typeof resetConfirmBody>,
  ip: string,
): Promise<void> {
  await guardCodeCheck(deps, ip, email);
  const now = deps.now();
  const user = await deps.users.findByEmail(email);
  if (!user) throw codeError("invalid");
  const checked = await deps.oneTimeCodes.check(user.id, "password_reset", otp, now);
  if (checked.result !== "ok") throw codeError(checked.result);
  // Hashed only for a right code, so wrong guesses cost the server nothing much.
  const passwordHash = await hashPassword(password, deps.config.passwordHashing);
  const outcome = await deps.oneTimeCodes.redeem(
    user.id,
    "password_reset",
    checked.codeHash,
    async (tx) => {
      await deps.users.setPassword(user.id, passwordHash, now, tx);
      // Receiving the code proves the address works.
      await deps.users.markEmailVerified(user.id, now, tx);
      await deps.sessions.deleteAllForUser(user.id, tx);
    },
  );
  if (outcome.result !== "ok") throw codeError(outcome.result);
  // Only this client's delay: a stranger's own guessing stays slowed.
  await deps.rateLimiter.reset(loginThrottleKey(email, ip));
}
