import { z } from "zod";
import { envelope, MSG } from "./schemas.ts";

/** Schemas and texts of the session routes (logout and the profile's session list). */

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
      .string({ error: MSG.refreshRequired })
      .min(1, MSG.refreshRequired)
      .max(REFRESH_TOKEN_MAX_LENGTH, "Refresh token is not valid"),
  },
  { error: MSG.refreshRequired },
);

export const sessionParams = z.object({ sessionId: z.string().max(64) });

export const sessionOut = z.object({
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

export const sessionsAnswer = envelope(z.object({ sessions: z.array(sessionOut) }));
export const revokeOthersAnswer = envelope(z.object({ signed_out: z.number().int() }));
