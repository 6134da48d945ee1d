import { randomUUID } from "node:crypto";
import {
  ACCOUNT_ERRORS,
  type registerBody,
  type UserOut,
  type verifyEmailBody,
} from "@owed/domain";
import type { z } from "zod";
import type { User } from "../../../db/schema/index.ts";
import { refused } from "../../../plugins/errors.ts";
import { trialEndFor } from "../../plans/plan.ts";
import { userOutOf } from "../answers.ts";
import { accountExistsEmail, verificationEmail } from "../emails.ts";
import {
  type AccountDeps,
  codeError,
  guardCodeCheck,
  guardCodeRequest,
  guardRegistration,
  UNKNOWN_CODE_TRIES,
} from "../guards.ts";
import { hashPassword } from "../passwords.ts";
import { LIMITS } from "../rate-limit-store.ts";
import { DuplicateAccountError } from "../users-repository.ts";

// Registration and e-mail verification (docs/product.md, "Accounts"). Neither tells a stranger
// whether an address has an account (docs/decisions/008-security.md).

type Registration = z.output<typeof registerBody>;

/** Creates the account and its code, or undefined when the address is taken. */
async function createAccount(deps: AccountDeps, input: Registration, now: Date) {
  const { email, username, password, timezone } = input;
  const passwordHash = await hashPassword(password, deps.config.passwordHashing);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await deps.users.create({ email, username, passwordHash, timezone }, now, tx);
      const code = await deps.oneTimeCodes.issue(user.id, "verify_email", now, tx);
      return { user, code };
    });
  } catch (err) {
    if (!(err instanceof DuplicateAccountError)) throw err;
    // A taken address answers exactly like a free one (same status, body shape, hashing and
    // mail work); only its owner learns of the attempt, by e-mail. User names are public
    // (docs/decisions/008-security.md, items 1 and 7), so a taken one is still said.
    if (err.field === "username") {
      throw refused(ACCOUNT_ERRORS.usernameTaken);
    }
    return undefined;
  }
}

/** Registers an account and mails its code; answers the same for a taken address. */
export async function registerAccount(
  deps: AccountDeps,
  input: Registration,
  ip: string,
  log: { error: (obj: object, msg: string) => void },
): Promise<UserOut> {
  const { email, username, timezone } = input;
  await guardRegistration(deps, ip, email);
  const now = deps.now();
  const created: { user: User; code: string } | undefined = await createAccount(deps, input, now);
  await deps.rateLimiter.hit(`code-sends:email:${email}`, LIMITS.codeSendsPerEmail, now);
  try {
    await deps.mailer.send(
      created ? verificationEmail(email, created.code) : accountExistsEmail(email),
    );
  } catch (err) {
    // The account exists; the user can ask for a new code once mail works again.
    log.error({ err }, "registration e-mail could not be sent");
  }
  // A new account works in its personal workspace, on Starter.
  if (created)
    return userOutOf(created.user, { trialEndsAt: trialEndFor(now), paidUntil: null }, now);
  return {
    id: randomUUID(),
    email,
    username,
    full_name: "",
    subscription_plan: "free",
    timezone: timezone ?? "UTC",
  };
}

/** Marks the address verified when the code is right. */
export async function verifyEmail(
  deps: AccountDeps,
  { email, otp }: z.output<typeof verifyEmailBody>,
  ip: string,
): Promise<void> {
  await guardCodeCheck(deps, ip, email);
  const now = deps.now();
  const user = await deps.users.findByEmail(email);
  // An unknown address, or one already verified (its code is spent), answers as a wrong code:
  // verify-email tells no more about which accounts exist than login does.
  if (!user || user.emailVerifiedAt) {
    // Counted like a real code's tries, so the sixth guess is "locked" here too.
    const tries = await deps.rateLimiter.hit(
      `verify-tries:email:${email}`,
      UNKNOWN_CODE_TRIES,
      now,
    );
    throw codeError(tries.allowed ? "invalid" : "locked");
  }
  const outcome = await deps.oneTimeCodes.consume(user.id, "verify_email", otp, now, (tx) =>
    deps.users.markEmailVerified(user.id, now, tx),
  );
  if (outcome.result !== "ok") throw codeError(outcome.result);
}

/** Sends a new code to an account awaiting verification; silent about every other address. */
export async function resendVerification(deps: AccountDeps, email: string, ip: string) {
  await guardCodeRequest(deps, ip, email);
  const user = await deps.users.findByEmail(email);
  if (user && !user.emailVerifiedAt) {
    const code = await deps.oneTimeCodes.issue(user.id, "verify_email", deps.now());
    deps.mailer.sendInBackground(verificationEmail(email, code));
  }
}
