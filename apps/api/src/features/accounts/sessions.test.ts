import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  getProfile,
  login,
  postAccounts,
  registerAndLogin,
  TestClock,
} from "../../test/accounts.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { AUTH_REQUIRED_BODY } from "./authenticate.ts";
import { describeDevice, maskAddress } from "./sessions-repository.ts";

const clock = new TestClock("2030-07-01T09:00:00Z");
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
const listSessions = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/authentication/api/sessions/", headers });
const endSession = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: "DELETE", url: `/authentication/api/sessions/${id}/`, headers });

const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Logs the user in from a given browser and address. */
async function loginFrom(
  user: { email: string; password: string },
  userAgent: string,
  remoteAddress: string,
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/authentication/api/login/",
    payload: { email: user.email, password: user.password },
    headers: { "user-agent": userAgent },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  const { access, refresh } = res.json() as { access: string; refresh: string };
  return { access, refresh, headers: bearer(access) };
}

describe("POST logout/", () => {
  it("ends the session on the server: its refresh and access tokens stop working", async () => {
    const user = await registerAndLogin(t.app);
    expect((await profile(user.headers)).statusCode).toBe(200);
    const res = await post("logout/", { refresh: user.refresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "You have been logged out.",
      data: {},
    });
    expect((await post("token/refresh/", { refresh: user.refresh })).statusCode).toBe(401);
    const after = await profile(user.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(AUTH_REQUIRED_BODY);
  });

  it("leaves the user's other sessions alone", async () => {
    const user = await registerAndLogin(t.app);
    const other = await login(t.app, user);
    await post("logout/", { refresh: user.refresh });
    expect((await profile(other.headers)).statusCode).toBe(200);
    expect((await post("token/refresh/", { refresh: other.refresh })).statusCode).toBe(200);
  });

  it("answers alike for an unknown or spent token, and asks for a missing one", async () => {
    const user = await registerAndLogin(t.app);
    await post("logout/", { refresh: user.refresh });
    for (const refresh of [user.refresh, "garbage", `${crypto.randomUUID()}.${"a".repeat(43)}`]) {
      const again = await post("logout/", { refresh });
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe("You have been logged out.");
    }
    const missing = await post("logout/", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status_code: 400,
      message: "Refresh token is required",
    });
    const long = await post("logout/", { refresh: "x".repeat(5000) });
    expect(long.statusCode).toBe(400);
  });

  it("with a rotated-out token still ends the session (the newer token too)", async () => {
    const user = await registerAndLogin(t.app);
    const next = (await post("token/refresh/", { refresh: user.refresh })).json();
    await post("logout/", { refresh: user.refresh });
    expect((await post("token/refresh/", { refresh: next.refresh })).statusCode).toBe(401);
    expect((await profile(bearer(next.access))).statusCode).toBe(401);
  });
});

describe("refresh token families", () => {
  it("replaying a rotated-out refresh token ends the whole session", async () => {
    const user = await registerAndLogin(t.app);
    const first = (await post("token/refresh/", { refresh: user.refresh })).json();
    const second = (await post("token/refresh/", { refresh: first.refresh })).json();
    expect((await profile(bearer(second.access))).statusCode).toBe(200);

    // A copy of the very first token turns up again: a thief or the owner, we cannot tell.
    const replay = await post("token/refresh/", { refresh: user.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: "unauthorized" });
    // Every token of the family is dead, the newest access token at once.
    expect((await post("token/refresh/", { refresh: second.refresh })).statusCode).toBe(401);
    expect((await profile(bearer(second.access))).statusCode).toBe(401);
    // Signing in again works.
    expect((await profile((await login(t.app, user)).headers)).statusCode).toBe(200);
  });

  it("a made-up secret for a real session id ends nothing", async () => {
    const user = await registerAndLogin(t.app);
    const sessionId = user.refresh.split(".")[0];
    const guess = await post("token/refresh/", { refresh: `${sessionId}.${"b".repeat(43)}` });
    expect(guess.statusCode).toBe(401);
    expect((await post("token/refresh/", { refresh: user.refresh })).statusCode).toBe(200);
  });
});

describe("GET sessions/, DELETE sessions/{id}/, POST sessions/revoke-others/", () => {
  it("lists the user's sessions with device, masked address and last use, newest first", async () => {
    const user = await registerAndLogin(t.app);
    await post("logout/", { refresh: user.refresh });
    const office = await loginFrom(user, WINDOWS_CHROME, "203.0.113.77");
    clock.advanceMinutes(1);
    const phone = await loginFrom(user, IPHONE_SAFARI, "2001:db8:85a3:1:2:3:4:5");
    const res = await listSessions(phone.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Sessions retrieved successfully",
      data: {
        sessions: [
          {
            id: phone.refresh.split(".")[0],
            device: "Safari on iPhone",
            ip_address: "2001:db8:85a3:*",
            created_at: clock.now().toISOString(),
            last_used_at: clock.now().toISOString(),
            current: true,
          },
          {
            id: office.refresh.split(".")[0],
            device: "Chrome on Windows",
            ip_address: "203.0.113.*",
            created_at: expect.any(String),
            last_used_at: expect.any(String),
            current: false,
          },
        ],
      },
    });
    // A refresh counts as a use.
    clock.advanceMinutes(1);
    await post("token/refresh/", { refresh: office.refresh });
    const again = (await listSessions(phone.headers)).json().data.sessions;
    expect(again[0]).toMatchObject({
      device: "Chrome on Windows",
      last_used_at: clock.now().toISOString(),
    });
  });

  it("signs one session out: its access token fails at once, on every instance", async () => {
    const user = await registerAndLogin(t.app);
    const other = await login(t.app, user);
    const second = await createSecondInstance(t, { now: clock.now });
    try {
      const onSecond = () =>
        second.inject({
          method: "GET",
          url: "/authentication/api/profile/",
          headers: other.headers,
        });
      expect((await onSecond()).statusCode).toBe(200); // now cached there
      const otherId = other.refresh.split(".")[0] ?? "";
      const res = await endSession(otherId, user.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status_code: 200,
        message: "The session has been signed out.",
        data: {},
      });
      expect((await onSecond()).statusCode).toBe(401);
      expect((await profile(other.headers)).statusCode).toBe(401);
      expect((await post("token/refresh/", { refresh: other.refresh })).statusCode).toBe(401);
      // The session that did it goes on.
      expect((await profile(user.headers)).statusCode).toBe(200);
      const ids = (await listSessions(user.headers))
        .json()
        .data.sessions.map((s: { id: string }) => s.id);
      expect(ids).toEqual([user.refresh.split(".")[0]]);
    } finally {
      await second.close();
    }
  });

  it("answers 404 for another user's session, a made-up one and a malformed id", async () => {
    const alice = await registerAndLogin(t.app);
    const bob = await registerAndLogin(t.app);
    const aliceSession = alice.refresh.split(".")[0] ?? "";
    for (const id of [aliceSession, crypto.randomUUID(), "42", "x".repeat(64)]) {
      const res = await endSession(id, bob.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        status_code: 404,
        message: "Session not found.",
        code: "not_found",
      });
    }
    const bobs = (await listSessions(bob.headers)).json().data.sessions;
    expect(bobs.map((s: { id: string }) => s.id)).toEqual([bob.refresh.split(".")[0]]);
    expect((await profile(alice.headers)).statusCode).toBe(200);
    // Bob's "sign out everywhere else" leaves Alice's sessions alone.
    await post("sessions/revoke-others/", undefined, bob.headers);
    expect((await profile(alice.headers)).statusCode).toBe(200);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const user = await registerAndLogin(t.app);
    const laptop = await login(t.app, user);
    const phone = await login(t.app, user);
    const res = await post("sessions/revoke-others/", undefined, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Every other session has been signed out.",
      data: { signed_out: 2 },
    });
    for (const gone of [laptop, phone]) {
      expect((await profile(gone.headers)).statusCode).toBe(401);
      expect((await post("token/refresh/", { refresh: gone.refresh })).statusCode).toBe(401);
    }
    expect((await profile(user.headers)).statusCode).toBe(200);
    expect((await listSessions(user.headers)).json().data.sessions).toHaveLength(1);
  });

  it("need a signed-in user", async () => {
    expect((await listSessions({})).statusCode).toBe(401);
    expect((await endSession(crypto.randomUUID(), {})).statusCode).toBe(401);
    expect((await post("sessions/revoke-others/", undefined)).statusCode).toBe(401);
  });
});

describe("describeDevice and maskAddress", () => {
  it("name the device in plain words", () => {
    expect(describeDevice(WINDOWS_CHROME)).toBe("Chrome on Windows");
    expect(describeDevice(IPHONE_SAFARI)).toBe("Safari on iPhone");
    expect(
      describeDevice(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0",
      ),
    ).toBe("Firefox on Mac");
    expect(
      describeDevice(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Linux");
    expect(describeDevice("curl/8.5.0")).toBe("Unknown device");
    expect(describeDevice("")).toBe("Unknown device");
  });

  it("drop the part of an address that points at one household", () => {
    expect(maskAddress("203.0.113.77")).toBe("203.0.113.*");
    expect(maskAddress("::ffff:198.51.100.9")).toBe("198.51.100.*");
    expect(maskAddress("2001:db8:85a3:1:2:3:4:5")).toBe("2001:db8:85a3:*");
    expect(maskAddress("2001:db8::1")).toBe("2001:db8:0:*");
    expect(maskAddress("::1")).toBe("0:0:0:*");
    expect(maskAddress("unknown")).toBe("");
  });
});
