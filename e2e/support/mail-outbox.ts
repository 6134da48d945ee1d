import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The API's console mail transport appends every message to `${DATA_DIR}/mail-outbox.jsonl`, one
 * JSON object a line: `{to, subject, text, tags: {kind, code}}`. Tests read codes from there,
 * as a user would read their inbox.
 */
export type MailKind = "verify_email" | "password_reset";

interface OutboxLine {
  to: string | string[];
  subject: string;
  tags?: Record<string, string>;
}

function outboxFile(): string {
  const dir = process.env.OWED_E2E_DATA_DIR;
  if (!dir) throw new Error("OWED_E2E_DATA_DIR is not set (e2e/playwright.config.ts sets it)");
  return join(dir, "mail-outbox.jsonl");
}

async function messagesTo(email: string): Promise<OutboxLine[]> {
  const text = await readFile(outboxFile(), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((m) => (Array.isArray(m.to) ? m.to.includes(email) : m.to === email));
}

/** How many codes of this kind `email` has received so far (to wait for the next one). */
export async function codeCount(email: string, kind: MailKind): Promise<number> {
  return (await messagesTo(email)).filter((m) => m.tags?.kind === kind).length;
}

/**
 * The newest code of `kind` mailed to `email`, or null while none has arrived. Use it with
 * `expect.poll`, which retries until the mail lands:
 *
 *     const code = await expect.poll(() => latestCode(email, "verify_email")).toMatch(/^\d{6}$/)
 */
export async function latestCode(email: string, kind: MailKind): Promise<string | null> {
  const codes = (await messagesTo(email))
    .filter((m) => m.tags?.kind === kind && typeof m.tags.code === "string")
    .map((m) => m.tags?.code as string);
  return codes.at(-1) ?? null;
}
