import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { ensureSigningSecret } from "../../db/signing-secret.ts";
import {
  bearer,
  getProfile,
  login,
  postAccounts,
  registerAndLogin,
  registerVerifiedUser,
  TestClock,
  uniqueEmail,
} from "../../test/accounts.ts";
import {
  createSecondInstance,
  createTestApp,
  createTestDatabase,
  type TestApp,
} from "../../test/test-app.ts";
import { AUTH_REQUIRED_BODY } from "./authenticate.ts";
import { LIMITS, LOGIN_THROTTLE, loginDelayMs } from "./rate-limit-store.ts";

const clock = new TestClock("2030-06-01T09:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  postAccounts(t.app, url, payload, headers);
const profile = (headers: Record<string, string>) => getProfile(t.app, headers);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("POST login/", () => {
  it("answers access and refresh tokens and data.user", async () => {
    const user = await registerVerifiedUser(t.app, { timezone: "Europe/Paris" });
    const res = await post("login/", {
      email: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status_code: 200,
      message: "Login successful",
      access: expect.any(String),
      refresh: expect.any(String),
      data: {
        access: body.access,
        refresh: body.refresh,
        user: {
          id: user.id,
          email: user.email,
          username: user.username,
          full_name: "",
          subscription_plan: "free",
          timezone: "Europe/Paris",
        },
      },
    });
    const [header] = body.access.split(".");
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
    expect((await profile(bearer(body.access))).statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const user = await registerVerifiedUser(t.app);
    const wrong = await post("login/", { email: user.email, password: "not-the-password" });
    const unknown = await post("login/", { email: uniqueEmail(), password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      status_code: 401,
      message: "Invalid email or password.",
      code: "invalid_credentials",
    });
  });

  it("answers 'Enter email and password' when either is missing", async () => {
    for (const payload of [
      { email: "a@b.co" },
      { password: "x" },
      {},
      { email: " ", password: "" },
    ]) {
      const res = await post("login/", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Enter email and password");
    }
  });

  it("opens one session per login; each works on its own", async () => {
    const user = await registerVerifiedUser(t.app);
    const a = await login(t.app, user);
    const b = await login(t.app, user);
    expect(a.refresh).not.toBe(b.refresh);
    expect((await profile(a.headers)).statusCode).toBe(200);
    expect((await profile(b.headers)).statusCode).toBe(200);
  });
});

describe("app.authenticate", () => {
  it("refuses a request without a token, or with a malformed header", async () => {
    const user = await registerAndLogin(t.app);
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: "" },
      { authorization: "Bearer" },
      { authorization: `Token ${user.access}` },
      { authorization: user.access },
      { authorization: "Bearer not.a.jwt" },
      { authorization: `Bearer ${user.refresh}` },
    ];
    for (const headers of attempts) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
    }
  });

  it("refuses a token signed with another key", async () => {
    const user = await registerAndLogin(t.app);
    const [, payload] = user.access.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("another-secret-another-secret-another-secret"));
    const res = await profile(bearer(forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
  });

  it("refuses `alg: none` and any other algorithm, even with the right key", async () => {
    const user = await registerAndLogin(t.app);
    const [, payload] = user.access.split(".");
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${payload}.`;
    expect((await profile(bearer(unsigned))).statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS512", typ: "JWT" })
      .sign(new TextEncoder().encode(t.app.signingSecret));
    expect((await profile(bearer(hs512))).statusCode).toBe(401);
  });

  it("refuses a token whose claims were altered", async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    const [header, payload, signature] = alice.access.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const tampered = `${header}.${base64url({ ...claims, sub: bob.id })}.${signature}`;
    expect((await profile(bearer(tampered))).statusCode).toBe(401);
  });

  it("refuses an expired token (15 minutes)", async () => {
    const user = await registerAndLogin(t.app);
    clock.advanceMinutes(14);
    expect((await profile(user.headers)).statusCode).toBe(200);
    clock.advanceMinutes(1);
    const res = await profile(user.headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
  });

  it("sets request.user for other features", async () => {
    const user = await registerAndLogin(t.app, { timezone: "America/Chicago" });
    // A second server (its own database and signing secret) with a route of "another feature".
    const database = await createTestDatabase();
    const probe = await buildApp({
      config: t.config,
      database,
      signingSecret: await ensureSigningSecret(database.db, undefined),
      logger: false,
      now: clock.now,
    });
    try {
      probe.get("/api/whoami", { preHandler: probe.authenticate }, async (request) => ({
        ...request.user,
      }));
      await probe.ready();
      const other = await registerAndLogin(probe, { timezone: "America/Chicago" });
      const res = await probe.inject({ method: "GET", url: "/api/whoami", headers: other.headers });
      expect(res.json()).toMatchObject({
        id: other.id,
        email: other.email,
        username: other.username,
        timezone: "America/Chicago",
        currentWorkspaceId: null,
        tokenVersion: 0,
        sessionId: expect.any(String),
      });
      // A token of another server (another signing secret) does not work here.
      const foreign = await probe.inject({
        method: "GET",
        url: "/api/whoami",
        headers: user.headers,
      });
      expect(foreign.statusCode).toBe(401);
      expect((await probe.inject({ method: "GET", url: "/api/whoami" })).statusCode).toBe(401);
    } finally {
      await probe.close();
      await database.close();
    }
  });
});

describe("POST token/refresh/", () => {
  it("answers new tokens and rotates the refresh token", async () => {
    const user = await registerAndLogin(t.app);
    clock.advanceMinutes(20); // the access token has expired
    expect((await profile(user.headers)).statusCode).toBe(401);
    const res = await post("token/refresh/", { refresh: user.refresh });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status_code: 200,
      message: "Token refreshed",
      access: expect.any(String),
      refresh: expect.any(String),
      data: { access: body.access, refresh: body.refresh },
    });
    expect(body.refresh).not.toBe(user.refresh);
    expect((await profile(bearer(body.access))).statusCode).toBe(200);

    // The new one works once.
    const next = await post("token/refresh/", { refresh: body.refresh });
    expect(next.statusCode).toBe(200);
    expect((await post("token/refresh/", { refresh: body.refresh })).statusCode).toBe(401);
    // The old refresh token is spent (and replaying it ends the session: sessions.test.ts).
    const reused = await post("token/refresh/", { refresh: user.refresh });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ status_code: 401, code: "unauthorized" });
  });

  it("lets only one of two racing refreshes win", async () => {
    const user = await registerAndLogin(t.app);
    const results = await Promise.all([
      post("token/refresh/", { refresh: user.refresh }),
      post("token/refresh/", { refresh: user.refresh }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    // The loser presented a token already rotated out: a replay, so the family ends (the web
    // client refreshes one at a time across tabs, so only a copied token races like this).
    const winner = results.find((r) => r.statusCode === 200)?.json();
    expect((await post("token/refresh/", { refresh: winner.refresh })).statusCode).toBe(401);
  });

  it("refuses garbage, a missing token, and a session older than 30 days", async () => {
    for (const refresh of ["x", "not.valid", `${crypto.randomUUID()}.${"a".repeat(43)}`]) {
      expect((await post("token/refresh/", { refresh })).statusCode).toBe(401);
    }
    const missing = await post("token/refresh/", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Refresh token is required");

    const user = await registerAndLogin(t.app);
    clock.advance(30 * 24 * 60 * 60 * 1000);
    expect((await post("token/refresh/", { refresh: user.refresh })).statusCode).toBe(401);
  });
});

describe("login rate limits (in the database, shared by every instance)", () => {
  const loginFrom = (
    app: TestApp["app"],
    remoteAddress: string,
    payload: { email: string; password: string },
  ) => app.inject({ method: "POST", url: "/authentication/api/login/", payload, remoteAddress });

  it("after 5 failures from one client, that client waits 30 s, then twice as long after each further failure, on any instance", async () => {
    const user = await registerVerifiedUser(t.app);
    const second = await createSecondInstance(t, { now: clock.now });
    const wrong = { email: user.email, password: "wrong-password" };
    const right = { email: user.email, password: user.password };
    try {
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
        const res = await loginFrom(i % 2 === 0 ? t.app : second, "10.1.0.1", wrong);
        expect(res.statusCode).toBe(401);
      }
      for (const app of [t.app, second]) {
        const res = await loginFrom(app, "10.1.0.1", right);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          status_code: 429,
          message:
            "Too many failed logins from this address. Wait 30 seconds before the next try; each further failure doubles the wait, up to 30 minutes. The account is not locked.",
          code: "rate_limited",
        });
        expect(res.headers["retry-after"]).toBe("30");
      }
      clock.advance(29_000);
      expect((await loginFrom(t.app, "10.1.0.1", right)).headers["retry-after"]).toBe("1");
      clock.advance(1_000);
      expect((await loginFrom(second, "10.1.0.1", wrong)).statusCode).toBe(401);
      // The sixth failure doubles the wait.
      const held = await loginFrom(t.app, "10.1.0.1", right);
      expect(held.statusCode).toBe(429);
      expect(held.headers["retry-after"]).toBe("60");
      expect(held.json().message).toMatch(
        /^Too many failed logins from this address\. Wait 1 minute before the next try;/,
      );
      clock.advance(60_000);
      expect((await loginFrom(t.app, "10.1.0.1", right)).statusCode).toBe(200);
      // A success clears the count: five failures are free again.
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
        expect((await loginFrom(second, "10.1.0.1", wrong)).statusCode).toBe(401);
      }
    } finally {
      await second.close();
    }
  });

  it("a stranger's failures cannot lock the owner out: the owner's own client still gets in", async () => {
    const user = await registerVerifiedUser(t.app);
    for (let i = 0; i < 12; i++) {
      await loginFrom(t.app, "203.0.113.9", { email: user.email, password: `guess-${i}-pass` });
    }
    const stranger = await loginFrom(t.app, "203.0.113.9", user);
    expect(stranger.statusCode).toBe(429);
    const owner = await loginFrom(t.app, "198.51.100.20", user);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.user.email).toBe(user.email);
  });

  it("counts 40 guesses sent at once one by one: only the 5 free ones reach the password check", async () => {
    const user = await registerVerifiedUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginFrom(t.app, "203.0.113.77", { email: user.email, password: `parallel-${i}-guess` }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.freeFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_THROTTLE.freeFailures);
  });

  it("doubles the delay up to 30 minutes at most", () => {
    expect([4, 5, 6, 7, 10, 11, 12, 40].map(loginDelayMs)).toEqual([
      0, 30_000, 60_000, 120_000, 960_000, 1_800_000, 1_800_000, 1_800_000,
    ]);
  });

  it("a successful login clears the count for that client", async () => {
    const user = await registerVerifiedUser(t.app);
    for (let i = 0; i < 4; i++) await post("login/", { email: user.email, password: "wrong-pass" });
    expect((await post("login/", { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 4; i++) await post("login/", { email: user.email, password: "wrong-pass" });
    expect((await post("login/", { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
  });

  it("stops a client address after too many failed logins, whatever the e-mail", async () => {
    const user = await registerVerifiedUser(t.app);
    const now = clock.now();
    for (let i = 0; i < LIMITS.loginFailuresPerIp.limit; i++) {
      await t.app.rateLimiter.hit("login-failures:ip:10.20.30.40", LIMITS.loginFailuresPerIp, now);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/authentication/api/login/",
      payload: { email: user.email, password: user.password },
      remoteAddress: "10.20.30.40",
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many failed logins\./);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/authentication/api/login/",
      payload: { email: user.email, password: user.password },
      remoteAddress: "10.20.30.41",
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("counts hits from many requests at once exactly", async () => {
    const key = `test:${uniqueEmail()}`;
    const rule = { limit: 1000, windowMs: 60_000 };
    const now = clock.now();
    const second = await createSecondInstance(t, { now: clock.now });
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? t.app : second).rateLimiter.hit(key, rule, now),
        ),
      );
    } finally {
      await second.close();
    }
    expect((await t.app.rateLimiter.peek(key, rule, now)).hits).toBe(41);
  });
});
