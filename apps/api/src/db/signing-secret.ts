import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSettings } from "./schema/index.ts";

const KEY = "token_signing_secret";

/**
 * The secret that signs access tokens. A configured JWT_SECRET wins; otherwise one is generated
 * on first start and kept in the database, so every API instance on the same database and every
 * restart signs and verifies with the same key.
 */
export async function ensureSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(48).toString("base64url");
  // Two instances starting together both insert; the first wins and both read the winner back.
  await db.insert(appSettings).values({ key: KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error("could not read the token signing secret back from the database");
  return row.value;
}
