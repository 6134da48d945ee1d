import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { type OutboxRecord, outboxPath } from "../mail/index.ts";

/**
 * Helpers for tests that need accounts. Typical use:
 *
 *     const t = await createTestApp();
 *     const alice = await registerAndLogin(t.app);
 *     await t.app.inject({ method: "GET", url: "/docket/api/cases/", headers: alice.headers });
 */

/** A clock tests can move: pass `clock.now` to createTestApp({}, { now: clock.now }). */
export class TestClock {
  private current: number;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }
  readonly now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}

/** `{ authorization: "Bearer <token>" }`, for inject's headers. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** An address no other test uses. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Every message the console transport has written to the app's mail sink, oldest first. */
export async function readOutbox(app: FastifyInstance): Promise<OutboxRecord[]> {
  await app.mailer.idle();
  const file = outboxPath(app.config);
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as OutboxRecord);
}

/** The code in the last mail of that kind sent to `email`; throws when there is none. */
export async function lastCode(
  app: FastifyInstance,
  email: string,
  kind: "verify_email" | "password_reset" = "verify_email",
): Promise<string> {
  const mails = (await readOutbox(app)).filter(
    (m) => m.to === email.trim().toLowerCase() && m.tags.kind === kind,
  );
  const code = mails.at(-1)?.tags.code;
  if (!code) throw new Error(`no ${kind} mail was sent to ${email}`);
  return code;
}

export interface RegisterInput {
  email?: string;
  username?: string;
  password?: string;
  timezone?: string;
}

export interface RegisteredUser {
  id: string;
  email: string;
  username: string;
  password: string;
}

function expectStatus(what: string, res: { statusCode: number; body: string }, status: number) {
  if (res.statusCode !== status) {
    throw new Error(`${what} answered ${res.statusCode}, expected ${status}: ${res.body}`);
  }
}

/**
 * A fresh private client address (10.200-249.x.x) per test user: each stands for another
 * person, so the per-address limits on registration and codes meet only the tests about them.
 */
export function uniqueClientAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `10.${200 + (a % 50)}.${b}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;
}

/** Registers through the API (unverified); fields default to fresh unique values. */
export async function registerUser(
  app: FastifyInstance,
  input: RegisterInput = {},
): Promise<RegisteredUser> {
  const email = input.email ?? uniqueEmail();
  const username = input.username ?? `u_${randomBytes(5).toString("hex")}`;
  const password = input.password ?? "correct horse battery";
  const res = await app.inject({
    method: "POST",
    url: "/authentication/api/register/",
    payload: { email, username, password, ...(input.timezone ? { timezone: input.timezone } : {}) },
    remoteAddress: uniqueClientAddress(),
  });
  expectStatus("register", res, 201);
  const id = res.json().data.user.id as string;
  return { id, email: email.trim().toLowerCase(), username, password };
}

/** Registers, verifies with the mailed code, and returns the account. */
export async function registerVerifiedUser(
  app: FastifyInstance,
  input: RegisterInput = {},
): Promise<RegisteredUser> {
  const user = await registerUser(app, input);
  const res = await app.inject({
    method: "POST",
    url: "/authentication/api/verify-email/",
    payload: { email: user.email, otp: await lastCode(app, user.email) },
    remoteAddress: uniqueClientAddress(),
  });
  expectStatus("verify-email", res, 200);
  return user;
}

export interface LoggedInUser extends RegisteredUser {
  access: string;
  refresh: string;
  /** `{ authorization: "Bearer <access>" }` */
  headers: { authorization: string };
}

/** Logs an existing, verified account in. */
export async function login(
  app: FastifyInstance,
  user: Pick<RegisteredUser, "email" | "password">,
): Promise<{ access: string; refresh: string; headers: { authorization: string } }> {
  const res = await app.inject({
    method: "POST",
    url: "/authentication/api/login/",
    payload: { email: user.email, password: user.password },
  });
  expectStatus("login", res, 200);
  const { access, refresh } = res.json() as { access: string; refresh: string };
  return { access, refresh, headers: bearer(access) };
}

/**
 * A new verified user, logged in: the quickest way to an authenticated request.
 *
 *     const { headers, id } = await registerAndLogin(t.app);
 */
export async function registerAndLogin(
  app: FastifyInstance,
  input: RegisterInput = {},
): Promise<LoggedInUser> {
  const user = await registerVerifiedUser(app, input);
  return { ...user, ...(await login(app, user)) };
}

/**
 * A multipart/form-data body for inject, as a browser's FormData would send it:
 *
 *     await app.inject({ method: "PUT", url, ...(await multipart({ full_name: "A" })), headers })
 *
 * (merge `headers` yourself when you also send authorization: see withAuth below).
 */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
): Promise<{ payload: Buffer; headers: { "content-type": string } }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.content)], { type: file.contentType }),
      file.filename,
    );
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type");
  if (!contentType) throw new Error("FormData encoding produced no content type");
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": contentType },
  };
}

/** POST to an account route (`url` after /authentication/api/), as the web client sends it. */
export function postAccounts(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: `/authentication/api/${url}`,
    payload: payload as Record<string, unknown>,
    headers,
  });
}

/** GET the signed-in user's profile with the given headers. */
export function getProfile(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: "GET", url: "/authentication/api/profile/", headers });
}
