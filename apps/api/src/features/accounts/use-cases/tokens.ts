import type { Db } from "../../../db/client.ts";
import type { User } from "../../../db/schema/index.ts";
import type { AccountDeps } from "../guards.ts";
import type { SessionClient } from "../sessions.ts";
import { signAccessToken } from "../tokens.ts";

/** A refresh session already opened (or rotated) for the answer. */
export interface OpenSession {
  sessionId: string;
  refreshToken: string;
}

/** Opens a session for `user` (in `tx` when given). */
export function openSession(
  deps: AccountDeps,
  user: User,
  now: Date,
  client: SessionClient,
  tx?: Db,
): Promise<OpenSession> {
  return deps.sessions.create(user.id, now, client, tx);
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
