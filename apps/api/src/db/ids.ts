import { createHash, randomBytes } from "node:crypto";

// Row ids and stored secrets, shared by every feature's stores: kept below the features, so
// workspaces, cases and calendar feeds need not import the accounts feature for them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed uuid: anything else is refused before it reaches a uuid column. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A secret for a link or a token: 32 random bytes, base64url (43 characters). Refresh tokens,
 * calendar feed addresses and invitation links are made by it.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What is stored of such a secret. It has 256 random bits, so a plain SHA-256 is enough to keep it
 * useless if the database leaks; no slow hash is needed.
 */
export function hashSecretToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
