import { expect, type Page } from "@playwright/test";
import { codeCount, latestCode, type MailKind } from "./mail-outbox.ts";

export const PASSWORD = "correct horse battery staple";

let counter = 0;
// Playwright's number for this worker process: two workers counting from 1 in the same
// millisecond must not make the same address.
const workerIndex = process.env.TEST_WORKER_INDEX ?? "0";

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-w${workerIndex}-${counter}@example.test`;
}

/**
 * Waits for a new code of `kind` to reach `email`'s inbox (the mail outbox) and returns it.
 * `after` is how many such codes had arrived before the action that sends this one.
 */
export async function waitForCode(email: string, kind: MailKind, after = 0): Promise<string> {
  await expect
    .poll(() => codeCount(email, kind), { message: `a ${kind} code for ${email}` })
    .toBeGreaterThan(after);
  const code = await latestCode(email, kind);
  if (!code) throw new Error(`no ${kind} code for ${email}`);
  return code;
}

/** Types a six-digit code into the two groups of boxes, as a user would. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

export function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name });
}

/** Registers through the API only: an account that exists but is not verified yet. */
export async function registerUnverified(baseURL: string, email: string): Promise<void> {
  const response = await fetch(`${baseURL}/authentication/api/register/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, username: email.split("@")[0], password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
}

/** Sets the user's full name through the API (the profile screen is another story). */
export async function setFullName(baseURL: string, access: string, fullName: string) {
  const response = await fetch(`${baseURL}/authentication/api/profile/update/`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
    body: JSON.stringify({ full_name: fullName }),
  });
  if (!response.ok) throw new Error(`profile update answered ${response.status}`);
}

export function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}
