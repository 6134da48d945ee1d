import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
// The domain's, so the "too many wrong attempts" sentence names the same number.
import { CODE_MAX_ATTEMPTS } from "@owed/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/index.ts";

/**
 * One-time codes sent by e-mail: 6 digits, valid 10 minutes, 5 tries. Only an HMAC of the code
 * (keyed with the server secret, bound to the user and purpose) is stored, so a database leak does
 * not give codes away, not even by trying all million of them.
 */

export const CODE_TTL_MS = 10 * 60 * 1000;
export { CODE_MAX_ATTEMPTS };

export type CodePurpose = "verify_email" | "password_reset";

/** Why a code was refused; `ok` means it matched and was consumed. */
export type CodeCheck = "ok" | "invalid" | "expired" | "locked";

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

type CodeHash = (userId: string, purpose: CodePurpose, code: string) => string;

/** The stored form of a code: an HMAC bound to the user and the purpose. */
function codeHasher(secret: string): CodeHash {
  return (userId, purpose, code) =>
    createHmac("sha256", secret).update(`${purpose}:${userId}:${code}`).digest("hex");
}

/** Stores a new code (replacing any earlier one) and returns it in clear, to be mailed. */
async function issueCode(
  tx: Db,
  hash: CodeHash,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<string> {
  const code = generateCode();
  const values = {
    userId,
    purpose,
    codeHash: hash(userId, purpose, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await tx
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: {
        codeHash: values.codeHash,
        attempts: 0,
        createdAt: values.createdAt,
        expiresAt: values.expiresAt,
      },
    });
  return code;
}

export function createOneTimeCodes(db: Db, secret: string) {
  const hash = codeHasher(secret);
  const codes = {
    /** Issues a new code (replacing any earlier one) and returns it in clear, to be mailed. */
    issue: (userId: string, purpose: CodePurpose, now: Date, tx: Db = db): Promise<string> =>
      issueCode(tx, hash, userId, purpose, now),

    /**
     * Counts one try of `code` (atomically, before comparing: after CODE_MAX_ATTEMPTS tries the code
     * is dead even when right) and says whether it matches. A match is not consumed yet: pass its
     * `codeHash` to `redeem`. Split so slow work (hashing a new password) can run in between,
     * outside any transaction and only for a right code.
     */
    async check(
      userId: string,
      purpose: CodePurpose,
      code: string,
      now: Date,
    ): Promise<{ result: "ok"; codeHash: string } | { result: Exclude<CodeCheck, "ok"> }> {
      const where = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
      const [counted] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(and(where, lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS)))
        .returning({ codeHash: oneTimeCodes.codeHash, expiresAt: oneTimeCodes.expiresAt });
      if (!counted) {
        const [exists] = await db
          .select({ attempts: oneTimeCodes.attempts })
          .from(oneTimeCodes)
          .where(where);
        return { result: exists ? "locked" : "invalid" };
      }
      if (counted.expiresAt.getTime() <= now.getTime()) return { result: "expired" };
      const expected = Buffer.from(counted.codeHash, "hex");
      const given = Buffer.from(hash(userId, purpose, code), "hex");
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { result: "invalid" };
      }
      return { result: "ok", codeHash: counted.codeHash };
    },

    /**
     * Deletes the checked code and runs `effect` in the same transaction, so a code works once and
     * the effect happens only with it. Answers "invalid" when another request redeemed it first.
     */
    async redeem<T>(
      userId: string,
      purpose: CodePurpose,
      codeHash: string,
      effect: (tx: Db) => Promise<T>,
    ): Promise<{ result: "ok"; value: T } | { result: "invalid" }> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.userId, userId),
              eq(oneTimeCodes.purpose, purpose),
              eq(oneTimeCodes.codeHash, codeHash),
            ),
          )
          .returning({ userId: oneTimeCodes.userId });
        if (deleted.length === 0) return { result: "invalid" as const };
        return { result: "ok" as const, value: await effect(tx) };
      });
    },

    /**
     * `check` for a step that only asks "is this code right?" and leaves it for a later `check`:
     * a wrong try counts as usual, a right one gives its try back, so checking first does not
     * shorten the user's five tries.
     */
    async peek(
      userId: string,
      purpose: CodePurpose,
      code: string,
      now: Date,
    ): Promise<{ result: CodeCheck }> {
      const checked = await codes.check(userId, purpose, code, now);
      if (checked.result !== "ok") return checked;
      await db
        .update(oneTimeCodes)
        .set({ attempts: sql`greatest(${oneTimeCodes.attempts} - 1, 0)` })
        .where(
          and(
            eq(oneTimeCodes.userId, userId),
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.codeHash, checked.codeHash),
          ),
        );
      return { result: "ok" };
    },

    /** `check`, then `redeem` on a match. */
    async consume<T>(
      userId: string,
      purpose: CodePurpose,
      code: string,
      now: Date,
      effect: (tx: Db) => Promise<T>,
    ): Promise<{ result: "ok"; value: T } | { result: Exclude<CodeCheck, "ok"> }> {
      const checked = await codes.check(userId, purpose, code, now);
      if (checked.result !== "ok") return checked;
      return codes.redeem(userId, purpose, checked.codeHash, effect);
    },
  };
  return codes;
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
