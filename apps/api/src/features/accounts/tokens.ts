import { timingSafeEqual } from "node:crypto";
import { decodeJwt, jwtVerify, SignJWT } from "jose";
import { hashSecretToken, isUuid, newSecretToken } from "../../db/ids.ts";

/**
 * Access tokens: JWTs signed with HS256 and the server's signing secret, valid 15 minutes. The
 * algorithm is pinned on verification, so `alg: none` or another algorithm is refused.
 *
 * Claims: `sub` user id, `sid` session id, `ver` the user's token version at issue (a password
 * change or reset bumps it, which voids every older token), plus `iss`, `aud`, `iat`, `exp`.
 */

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = "owed";
const AUDIENCE = "owed-api";
const ALGORITHM = "HS256";

export interface AccessClaims {
  userId: string;
  sessionId: string;
  tokenVersion: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

export interface VerifiedAccess extends AccessClaims {
  /** `exp`, in seconds since the epoch: the token is valid while the clock is before it. */
  expiresAt: number;
}

/** The claims of a valid token, or undefined for anything forged, expired, or malformed. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<VerifiedAccess | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const { sub, sid, ver, exp } = payload;
    if (
      typeof sub !== "string" ||
      typeof sid !== "string" ||
      typeof ver !== "number" ||
      typeof exp !== "number"
    ) {
      return undefined;
    }
    return { userId: sub, sessionId: sid, tokenVersion: ver, expiresAt: exp };
  } catch {
    return undefined;
  }
}

/**
 * The claims of a token this server signed whose only fault is its age, or undefined. Used for
 * one thing: telling the holder of an outdated token that the password changed since, rather than
 * that the session merely expired. The signature, issuer and audience are checked as usual.
 */
export async function verifyExpiredAccessToken(
  secret: string,
  token: string,
): Promise<VerifiedAccess | undefined> {
  let exp: unknown;
  try {
    exp = decodeJwt(token).exp;
  } catch {
    return undefined;
  }
  if (typeof exp !== "number" || !Number.isFinite(exp)) return undefined;
  // Checked as of the last second it was valid: everything but the expiry must hold.
  return verifyAccessToken(secret, token, new Date((exp - 1) * 1000));
}

export { hashSecretToken, isUuid, newSecretToken };

/** A new refresh secret and its hash; the client gets `<sessionId>.<secret>`. */
export function newRefreshSecret(): { secret: string; hash: string } {
  const secret = newSecretToken();
  return { secret, hash: hashRefreshSecret(secret) };
}

export const hashRefreshSecret = hashSecretToken;

export function formatRefreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseRefreshToken(
  token: string,
): { sessionId: string; secret: string } | undefined {
  const dot = token.indexOf(".");
  if (dot < 0) return undefined;
  const sessionId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!isUuid(sessionId) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  return { sessionId, secret };
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
