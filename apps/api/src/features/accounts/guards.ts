import { ACCOUNT_ERRORS, COMMON_ERRORS } from "@owed/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RefusedError, refused } from "../../plugins/errors.ts";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, type CodeCheck } from "./codes-store.ts";
import { LIMITS, type RateDecision, type RateRule } from "./rate-limit-store.ts";
import { maskAddress, type SessionClient } from "./sessions-repository.ts";

// The refusals the account use cases share: rate limits per client and per e-mail address, and
// the answers to a wrong, expired or worn-out code (docs/decisions/008-security.md).

/** What the account use cases work with: the app's stores, mailer, clock and settings. */
export type AccountDeps = Pick<
  FastifyInstance,
  | "db"
  | "users"
  | "sessions"
  | "oneTimeCodes"
  | "rateLimiter"
  | "mailer"
  | "now"
  | "signingSecret"
  | "config"
>;

/** A 429 whose Retry-After header the accounts plugin's onError hook adds. */
export class TooManyAttemptsError extends RefusedError {
  /**
   * `what` is the first sentence; the second says how long to wait, unless `what` is a function
   * that words the whole message from the wait (the login back-off: README, "Sign-in limits").
   */
  constructor(
    what: string | ((wait: string) => string),
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      "too_many",
      typeof what === "function"
        ? what(waitText(retryAfterSeconds))
        : `${what} Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      COMMON_ERRORS.rateLimited.code,
    );
    this.name = "TooManyAttemptsError";
  }
}

/** A wait as a person says it: "30 seconds" under a minute, else whole minutes rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Throws the 429 when `decision` refuses. */
export function enforce(decision: RateDecision, what: string | ((wait: string) => string)): void {
  if (!decision.allowed) throw new TooManyAttemptsError(what, decision.retryAfterSeconds);
}

/** Wrong codes for an address with no code to check: as many as a real code allows. */
export const UNKNOWN_CODE_TRIES: RateRule = { limit: CODE_MAX_ATTEMPTS, windowMs: CODE_TTL_MS };

export function codeError(result: Exclude<CodeCheck, "ok">): RefusedError {
  switch (result) {
    case "expired":
      return refused(ACCOUNT_ERRORS.codeExpired);
    case "locked":
      return refused(ACCOUNT_ERRORS.codeLocked);
    default:
      return refused(ACCOUNT_ERRORS.codeInvalid);
  }
}

/** What a new session records about the client (shown in the profile's session list). */
export function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers["user-agent"];
  return { userAgent: typeof agent === "string" ? agent : "", ipAddress: maskAddress(request.ip) };
}

/** A per-client-address rule, scaled for deployments where many users share one address. */
export function perAddress(deps: AccountDeps, rule: RateRule): RateRule {
  return { limit: rule.limit * deps.config.perAddressLimitFactor, windowMs: rule.windowMs };
}

/** Counts one attempt under a per-address and a per-e-mail rule; the first refusal wins. */
async function guardPair(
  deps: AccountDeps,
  byIp: { key: string; rule: RateRule; what: string },
  byEmail: { key: string; rule: RateRule; what: string },
): Promise<void> {
  const now = deps.now();
  enforce(await deps.rateLimiter.hit(byIp.key, perAddress(deps, byIp.rule), now), byIp.what);
  enforce(await deps.rateLimiter.hit(byEmail.key, byEmail.rule, now), byEmail.what);
}

/** Resend and reset requests: limited per client address and per e-mail address, known or not. */
export function guardCodeRequest(deps: AccountDeps, ip: string, email: string): Promise<void> {
  return guardPair(
    deps,
    {
      key: `code-requests:ip:${ip}`,
      rule: LIMITS.codeRequestsPerIp,
      what: "Too many code requests.",
    },
    {
      key: `code-sends:email:${email}`,
      rule: LIMITS.codeSendsPerEmail,
      what: "Too many codes sent to this address.",
    },
  );
}

/** Registration: limited per client address and per e-mail address before any hashing. */
export function guardRegistration(deps: AccountDeps, ip: string, email: string): Promise<void> {
  return guardPair(
    deps,
    {
      key: `registrations:ip:${ip}`,
      rule: LIMITS.registrationsPerIp,
      what: "Too many sign-ups from this network.",
    },
    {
      key: `registrations:email:${email}`,
      rule: LIMITS.registrationsPerEmail,
      what: "Too many sign-ups for this email.",
    },
  );
}

/** Code checks (verify-email, reset verify and confirm): per client and per e-mail address. */
export function guardCodeCheck(deps: AccountDeps, ip: string, email: string): Promise<void> {
  const what = "Too many code attempts.";
  return guardPair(
    deps,
    { key: `code-checks:ip:${ip}`, rule: LIMITS.codeChecksPerIp, what },
    { key: `code-checks:email:${email}`, rule: LIMITS.codeChecksPerEmail, what },
  );
}
