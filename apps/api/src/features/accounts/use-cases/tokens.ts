import type { User } from "../../../db/schema/index.ts";
import type { AccountDeps } from "../guards.ts";
import { signAccessToken } from "../tokens.ts";

/** A refresh session already opened (or rotated) for the answer. */
export interface OpenSession {
  sessionId: string;
  refreshToken: string;
}

/** The access token for `session`, beside its refresh token: what login-like answers carry. */
export async function tokensFor(deps: AccountDeps, user: User, session: OpenSession, now: Date) {
  const access = await signAccessToken(
    deps.signingSecret,
    { userId: user.id, sessionId: session.sessionId, tokenVersion: user.tokenVersion },
    now,
  );
  return { access, refresh: session.refreshToken };
}
