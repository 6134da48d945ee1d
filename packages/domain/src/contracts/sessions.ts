import { z } from "zod";
import { ACCOUNT_MSG } from "./accounts.ts";
import { envelope } from "./envelope.ts";

// The contract of the session routes: logout and the profile's list of signed-in devices
// (docs/product.md, "Profile").

export const SESSION_MSG = {
  loggedOut: "You have been logged out.",
  sessionsLoaded: "Sessions retrieved successfully",
  sessionEnded: "The session has been signed out.",
  othersEnded: "Every other session has been signed out.",
  sessionNotFound: "Session not found.",
} as const;

/** A refresh token is `<uuid>.<43 characters>`; anything much longer is not one. */
const REFRESH_TOKEN_MAX_LENGTH = 200;

export const logoutBody = z.object(
  {
    refresh: z
      .string({ error: ACCOUNT_MSG.refreshRequired })
      .min(1, ACCOUNT_MSG.refreshRequired)
      .max(REFRESH_TOKEN_MAX_LENGTH, ACCOUNT_MSG.refreshInvalid),
  },
  { error: ACCOUNT_MSG.refreshRequired },
);
export type LogoutBody = z.input<typeof logoutBody>;

export const sessionParams = z.object({ sessionId: z.string().max(64) });

export const sessionOut = z.strictObject({
  id: z.string(),
  /** In plain words, e.g. "Chrome on Windows". */
  device: z.string(),
  /** The client address at sign-in, masked, e.g. "203.0.113.*"; "" when unknown. */
  ip_address: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SessionOut = z.output<typeof sessionOut>;

export const sessionsAnswer = envelope(z.strictObject({ sessions: z.array(sessionOut) }));
export type SessionsAnswer = z.output<typeof sessionsAnswer>;
export const revokeOthersAnswer = envelope(z.strictObject({ signed_out: z.number().int() }));
export type RevokeOthersAnswer = z.output<typeof revokeOthersAnswer>;
