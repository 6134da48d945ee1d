import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * A signed-in user made through the API (register, the code from the mail outbox, verify,
 * login), for test files whose story starts after sign-up. The sign-up screens have their own
 * (accounts.spec.ts).
 */
export interface ApiUser {
  email: string;
  password: string;
  access: string;
  refresh: string;
  user: Record<string, unknown>;
}

let counter = 0;
// Playwright's number for this worker process: two workers counting from 1 in the same
// millisecond must not make the same address.
const workerIndex = process.env.TEST_WORKER_INDEX ?? "0";

function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-w${workerIndex}-${counter}@example.test`;
}

async function post(baseURL: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return json ?? {};
}

/** The newest verification code mailed to `email`, waiting for it to land in the outbox. */
async function verificationCode(email: string): Promise<string> {
  const dir = process.env.OWED_E2E_DATA_DIR;
  if (!dir) throw new Error("OWED_E2E_DATA_DIR is not set (the Playwright config sets it)");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = await readFile(join(dir, "mail-outbox.jsonl"), "utf8").catch(() => "");
    const code = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string | string[]; tags?: Record<string, string> })
      .filter((m) => (Array.isArray(m.to) ? m.to.includes(email) : m.to === email))
      .map((m) => m.tags?.code)
      .filter((c): c is string => typeof c === "string")
      .at(-1);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code for ${email} in the mail outbox`);
}

export async function createApiUser(
  baseURL: string,
  options: { prefix?: string; timezone?: string } = {},
): Promise<ApiUser> {
  const email = uniqueEmail(options.prefix ?? "lawyer");
  const password = "correct horse battery staple";
  await post(baseURL, "/authentication/api/register/", {
    email,
    username: email.split("@")[0],
    password,
    timezone: options.timezone ?? "America/New_York",
  });
  const otp = await verificationCode(email);
  await post(baseURL, "/authentication/api/verify-email/", { email, otp });
  const login = await post(baseURL, "/authentication/api/login/", { email, password });
  return {
    email,
    password,
    access: String(login.access),
    refresh: String(login.refresh),
    user: (login.data as { user: Record<string, unknown> }).user,
  };
}

/** Puts the user's session in the browser's storage, as the login screen would. */
export async function signInBrowser(page: Page, user: ApiUser): Promise<void> {
  await page.goto("/");
  await page.evaluate((u) => {
    localStorage.setItem("authToken", u.access);
    localStorage.setItem("access", u.access);
    localStorage.setItem("refresh", u.refresh);
    localStorage.setItem("user", JSON.stringify(u.user));
    localStorage.setItem("email", u.email);
  }, user);
}

/** Adds a case straight through the API (for stories that need cases to exist already). */
export async function addCaseViaApi(
  baseURL: string,
  user: ApiUser,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const answer = await post(baseURL, "/docket/api/add-docket/", body, user.access);
  return answer.data as Record<string, unknown>;
}

/** Any call to the API as `user`; answers the `data` of the reply and throws on an error status. */
export async function apiCall<T = Record<string, unknown>>(
  baseURL: string,
  user: ApiUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.access}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { data: T }).data;
}

/** Buys a month of Pro for the user's current workspace in the built-in test-mode checkout. */
export async function buyProViaApi(baseURL: string, user: ApiUser): Promise<void> {
  const opened = await post(baseURL, "/stripe/api/checkout/", { interval: "month" }, user.access);
  const url = new URL(String(opened.checkout_url));
  // The test checkout page's Pay button: a form post, answered with a redirect back to billing.
  const paid = await fetch(`${baseURL}${url.pathname}${url.search}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    redirect: "manual",
  });
  if (paid.status !== 303) throw new Error(`the test checkout answered ${paid.status}`);
}

/** Signs in through the API as an account made beforehand (by a seed, with the CLI). */
export async function loginApiUser(
  baseURL: string,
  email: string,
  password: string,
): Promise<ApiUser> {
  const login = await post(baseURL, "/authentication/api/login/", { email, password });
  return {
    email,
    password,
    access: String(login.access),
    refresh: String(login.refresh),
    user: (login.data as { user: Record<string, unknown> }).user,
  };
}
