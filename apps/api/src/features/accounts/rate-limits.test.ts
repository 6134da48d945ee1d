import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/env.ts";
import { rateLimits } from "../../db/schema/index.ts";
import {
  lastCode,
  registerUser,
  registerVerifiedUser,
  TestClock,
  uniqueEmail,
} from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { passwordQueue, SCRYPT_PARAMS } from "./passwords.ts";
import { LIMITS } from "./rate-limit-store.ts";

const clock = new TestClock("2032-03-01T10:00:00Z");
// The limits and the hashing queue are met at production's hashing cost, not the test app's.
const passwordHashing = SCRYPT_PARAMS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now, passwordHashing });
});
afterAll(async () => {
  await t.close();
});

const postFrom = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/authentication/api/${url}`, payload, remoteAddress });

const signUp = (remoteAddress: string, email = uniqueEmail("flood")) =>
  postFrom(remoteAddress, "register/", {
    email,
    username: `u_${Math.random().toString(36).slice(2, 12)}`,
    password: "correct horse battery",
  });

function expectRateLimited(res: Awaited<ReturnType<typeof postFrom>>, message: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ status_code: 429, code: "rate_limited" });
  expect(res.json().message).toMatch(message);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

describe("registration limits", () => {
  it("stops one client address after 20 sign-ups an hour, before any account is made; others still sign up", async () => {
    for (let i = 0; i < LIMITS.registrationsPerIp.limit; i++) {
      expect((await signUp("192.0.2.10")).statusCode).toBe(201);
    }
    const email = uniqueEmail("one-too-many");
    const refused = await signUp("192.0.2.10", email);
    expectRateLimited(
      refused,
      /^Too many sign-ups from this network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await t.app.users.findByEmail(email)).toBeUndefined();
    // Once refused, the flood is answered from memory: no database write per request.
    const [counted] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "registrations:ip:192.0.2.10"));
    for (let i = 0; i < 5; i++) expect((await signUp("192.0.2.10")).statusCode).toBe(429);
    const [after] = await t.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "registrations:ip:192.0.2.10"));
    expect(after?.hits).toBe(counted?.hits);
    expect((await signUp("192.0.2.11")).statusCode).toBe(201);
    clock.advanceMinutes(61);
    expect((await signUp("192.0.2.10")).statusCode).toBe(201);
  });

  it("stops sign-ups for one e-mail address after 5 in 15 minutes, from any client", async () => {
    const email = uniqueEmail("target");
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.registrationsPerEmail.limit; i++) {
      statuses.push((await signUp(`192.0.2.${20 + i}`, email)).statusCode);
    }
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((s) => s !== 429)).toBe(true);
    expectRateLimited(await signUp("192.0.2.99", email), /^Too many sign-ups for this email\./);
  });
});

describe("code check limits (verify-email, password-reset-verify, password-reset-confirm)", () => {
  it("stops one client address after 60 code checks in 15 minutes, whatever the addresses", async () => {
    const routes = ["verify-email/", "password-reset-verify/", "password-reset-confirm/"];
    for (let i = 0; i < LIMITS.codeChecksPerIp.limit; i++) {
      const res = await postFrom("192.0.2.50", routes[i % 3] ?? "verify-email/", {
        email: uniqueEmail("guess"),
        otp: "123456",
        password: "a new pass phrase",
      });
      expect(res.statusCode).toBe(400);
    }
    const user = await registerUser(t.app);
    const code = await lastCode(t.app, user.email);
    const refused = await postFrom("192.0.2.50", "verify-email/", { email: user.email, otp: code });
    expectRateLimited(refused, /^Too many code attempts\./);
    // Refused before the code was looked at: it still works from elsewhere.
    const elsewhere = await postFrom("192.0.2.51", "verify-email/", {
      email: user.email,
      otp: code,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("stops code checks for one e-mail address after 20 in 15 minutes, from any client", async () => {
    const user = await registerVerifiedUser(t.app); // its verification was the first check
    for (let i = 1; i < LIMITS.codeChecksPerEmail.limit; i++) {
      const res = await postFrom(`192.0.2.${100 + i}`, "password-reset-verify/", {
        email: user.email,
        otp: String(100000 + i),
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await postFrom("192.0.2.200", "password-reset-confirm/", {
      email: user.email,
      otp: "999999",
      password: "a new pass phrase",
    });
    expectRateLimited(refused, /^Too many code attempts\./);
    clock.advanceMinutes(16);
    const later = await postFrom("192.0.2.200", "verify-email/", {
      email: user.email,
      otp: "111111",
    });
    // The window has passed: the check is made again, and an already verified address answers
    // like a wrong code (no enumeration), not with the limit.
    expect(later.statusCode).toBe(400);
    expect(later.json().message).toBe("Invalid or expired code.");
  });
});

describe("password hashing queue", () => {
  it("answers 429 with the envelope and Retry-After when the queue is full, and serves again once it drains", async () => {
    const user = await registerVerifiedUser(t.app);
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Others may use every slot but the one kept for sign-ins.
    const othersRunning = Math.max(1, passwordQueue.concurrency - 1);
    const held = Array.from({ length: othersRunning + passwordQueue.maxWaiting }, () =>
      passwordQueue.run(() => blocked),
    );
    try {
      expect(passwordQueue.waiting("normal")).toBe(passwordQueue.maxWaiting);
      const email = uniqueEmail("busy");
      const refused = await signUp("192.0.2.150", email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        status_code: 429,
        message: "The server is busy. Please try again in a few seconds.",
        code: "server_busy",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(await t.app.users.findByEmail(email)).toBeUndefined();
      // Sign-ins wait in a line of their own: this one is served as soon as hashing frees up.
      const signIn = postFrom("192.0.2.151", "login/", {
        email: user.email,
        password: user.password,
      });
      release();
      await Promise.all(held);
      expect((await signIn).statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await signUp("192.0.2.150")).statusCode).toBe(201);
  });
});

describe("PER_ADDRESS_LIMIT_FACTOR", () => {
  it("multiplies the per-address limits, and refuses to start with a bad value", async () => {
    const office = await createTestApp(
      { PER_ADDRESS_LIMIT_FACTOR: "2" },
      { now: clock.now, passwordHashing },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= 2 * LIMITS.codeChecksPerIp.limit; i++) {
        const res = await office.app.inject({
          method: "POST",
          url: "/authentication/api/verify-email/",
          payload: { email: uniqueEmail("office"), otp: "123456" },
          remoteAddress: "192.0.2.77",
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true);
      expect(statuses[120]).toBe(429);
    } finally {
      await office.close();
    }
    for (const bad of ["0", "1.5", "1001", "many"]) {
      expect(() => loadConfig({ PER_ADDRESS_LIMIT_FACTOR: bad })).toThrow(
        /PER_ADDRESS_LIMIT_FACTOR: must be a whole number from 1 to 1000/,
      );
    }
  });
});
