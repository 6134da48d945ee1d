import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  getProfile,
  lastCode,
  login,
  postAccounts,
  readOutbox,
  registerAndLogin,
  registerUser,
  TestClock,
  uniqueEmail,
} from "../../test/accounts.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { AUTH_REQUIRED_BODY, PASSWORD_CHANGED_BODY } from "./authenticate.ts";
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from "./passwords.ts";

const clock = new TestClock("2031-01-10T08:00:00Z");
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

describe("password hashing", () => {
  it("uses salted scrypt with its parameters stored beside the hash", async () => {
    const a = await hashPassword("same password", SCRYPT_PARAMS);
    const b = await hashPassword("same password", SCRYPT_PARAMS);
    expect(a).toMatch(/^scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same passwore", a)).toBe(false);
    expect(await verifyPassword("same password", "garbage")).toBe(false);
    expect(needsRehash(a, SCRYPT_PARAMS)).toBe(false);
    expect(needsRehash(a.replace("ln=15", "ln=14"), SCRYPT_PARAMS)).toBe(true);
  });

  it("stores a hash made at a lower cost again at the server's cost when its owner logs in", async () => {
    // This file's app hashes at the test app's low cost; a server at OWASP's on the same
    // database stands for one whose cost was raised since the account was made.
    const user = await registerAndLogin(t.app);
    const storedHash = async () => (await t.app.users.findByEmail(user.email))?.passwordHash ?? "";
    const before = await storedHash();
    expect(before).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    const raised = await createSecondInstance(t, {
      now: clock.now,
      passwordHashing: SCRYPT_PARAMS,
    });
    try {
      await login(raised, user);
      const after = await storedHash();
      expect(after).toMatch(/^scrypt\$ln=15,r=8,p=3\$/);
      expect(await verifyPassword(user.password, after)).toBe(true);
      // Logging in again keeps the new hash: it is no longer below the cost.
      await login(raised, user);
      expect(await storedHash()).toBe(after);
    } finally {
      await raised.close();
    }
  });
});

describe("password reset", () => {
  it("answers the same status and body for known and unknown e-mails", async () => {
    const user = await registerUser(t.app);
    const before = (await readOutbox(t.app)).length;
    const known = await post("password-reset-request/", { email: user.email });
    const unknown = await post("password-reset-request/", { email: uniqueEmail("nobody") });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      status_code: 200,
      message: "Code sent to your email.",
      data: {},
    });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const sent = (await readOutbox(t.app)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, tags: { kind: "password_reset" } });
    expect(sent[0]?.subject).toContain("Owed");
  });

  it("tells the holder of a token older than a reset, even an expired one, that the password changed", async () => {
    const user = await registerAndLogin(t.app);
    const untouched = await registerAndLogin(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    const reset = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "reset-elsewhere-1",
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(user.headers)).json()).toEqual(PASSWORD_CHANGED_BODY);
    // An hour later the access token has expired too: it still says why, and an expired token
    // of an account whose password never changed is a plain expired session.
    clock.advance(60 * 60 * 1000);
    const late = await profile(user.headers);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(PASSWORD_CHANGED_BODY);
    expect((await profile(untouched.headers)).json()).toEqual(AUTH_REQUIRED_BODY);
    // A forged token with the same claims proves nothing: it is a plain 401.
    const [head, body] = user.access.split(".");
    const forged = bearer(`${head}.${body}.${"A".repeat(43)}`);
    expect((await profile(forged)).json()).toEqual(AUTH_REQUIRED_BODY);
  });

  it("answers 'Email is required' without an address", async () => {
    const res = await post("password-reset-request/", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Email is required");
  });

  it("sets the new password with the code and ends every session", async () => {
    const user = await registerAndLogin(t.app);
    const other = await login(t.app, user);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    const res = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "brand-new-password",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Password reset successful. Please login.",
      data: {},
    });
    // Tokens from before the reset are refused: access and refresh, of every session. The access
    // token's holder is told the password changed, not that the session expired.
    for (const session of [user, other]) {
      expect((await profile(session.headers)).json()).toEqual(PASSWORD_CHANGED_BODY);
      expect((await post("token/refresh/", { refresh: session.refresh })).statusCode).toBe(401);
    }
    expect((await post("login/", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    const fresh = await login(t.app, { email: user.email, password: "brand-new-password" });
    expect((await profile(fresh.headers)).statusCode).toBe(200);
    // The code worked once.
    const again = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "another-password",
    });
    expect(again.statusCode).toBe(400);
  });

  it("verifies an unverified account (the code proves the address)", async () => {
    const user = await registerUser(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    await post("password-reset-confirm/", { email: user.email, otp, password: "reset-password" });
    expect(
      (await post("login/", { email: user.email, password: "reset-password" })).statusCode,
    ).toBe(200);
  });

  it("refuses a wrong code, a verification code, and an unknown e-mail alike", async () => {
    const user = await registerUser(t.app);
    const verificationCode = await lastCode(t.app, user.email, "verify_email");
    await post("password-reset-request/", { email: user.email });
    const resetCode = await lastCode(t.app, user.email, "password_reset");
    const attempts = [
      { email: user.email, otp: verificationCode === resetCode ? "000000" : verificationCode },
      { email: uniqueEmail(), otp: resetCode },
    ];
    for (const attempt of attempts) {
      const res = await post("password-reset-confirm/", { ...attempt, password: "whatever-1" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_code: 400,
        message: "Invalid or expired code.",
        code: "invalid_code",
      });
    }
  });

  it("brute force: the 6th try fails even with the right code", async () => {
    const user = await registerUser(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    let tried = 0;
    for (let guess = 0; tried < 5; guess++) {
      const wrong = String(guess).padStart(6, "0");
      if (wrong === otp) continue;
      await post("password-reset-confirm/", {
        email: user.email,
        otp: wrong,
        password: "x-password",
      });
      tried++;
    }
    const sixth = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "x-password",
    });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe("code_locked");
    expect((await post("login/", { email: user.email, password: "x-password" })).statusCode).toBe(
      401,
    );
  });

  it("refuses an expired code", async () => {
    const user = await registerUser(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    clock.advanceMinutes(11);
    const res = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "late-password",
    });
    expect(res.json().code).toBe("code_expired");
  });

  it("validates the payload with the contract's messages", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ otp: "123456", password: "password1" }, "Provide email and code"],
      [{ email: "a@b.co", password: "password1" }, "Provide email and code"],
      [{ email: "a@b.co", otp: "123456" }, "All password fields required"],
      [{ email: "a@b.co", otp: "123456", password: "" }, "All password fields required"],
      [
        { email: "a@b.co", otp: "123456", password: "short" },
        "Password must be at least 8 characters",
      ],
      [
        { email: "a@b.co", otp: "123456", password: "password1", confirm_password: "password2" },
        "Passwords do not match",
      ],
      [
        { email: "a@b.co", otp: "123456", password: "          " },
        "Password cannot be only spaces",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post("password-reset-confirm/", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("POST password-reset-verify/ (the code step, before the new password)", () => {
  it("accepts the right code without using it up: the confirm still works with it", async () => {
    const user = await registerAndLogin(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    const checked = await post("password-reset-verify/", { email: user.email, otp });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      status_code: 200,
      message: "Code accepted. Set your new password.",
      data: {},
    });
    // Checking again (a reload, a second tab) still works: nothing was consumed.
    expect((await post("password-reset-verify/", { email: user.email, otp })).statusCode).toBe(200);
    // The password has not changed yet.
    expect((await post("login/", { email: user.email, password: user.password })).statusCode).toBe(
      200,
    );
    const confirmed = await post("password-reset-confirm/", {
      email: user.email,
      otp,
      password: "checked-first-password",
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await post("password-reset-verify/", { email: user.email, otp })).json().code).toBe(
      "invalid_code",
    );
  });

  it("refuses a wrong code, a verification code and an unknown e-mail like the confirm does", async () => {
    const user = await registerUser(t.app);
    const verificationCode = await lastCode(t.app, user.email, "verify_email");
    await post("password-reset-request/", { email: user.email });
    const resetCode = await lastCode(t.app, user.email, "password_reset");
    const attempts = [
      { email: user.email, otp: verificationCode === resetCode ? "000000" : verificationCode },
      { email: uniqueEmail(), otp: resetCode },
    ];
    for (const attempt of attempts) {
      const res = await post("password-reset-verify/", attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status_code: 400,
        message: "Invalid or expired code.",
        code: "invalid_code",
      });
    }
  });

  it("counts wrong tries against the same five as the confirm; right checks cost none", async () => {
    const user = await registerUser(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"].filter(
      (c) => c !== otp,
    );
    // Right checks between the wrong ones do not use tries up.
    for (let i = 0; i < 4; i++) {
      expect((await post("password-reset-verify/", { email: user.email, otp })).statusCode).toBe(
        200,
      );
      const wrong = await post("password-reset-verify/", { email: user.email, otp: wrongCodes[i] });
      expect(wrong.json().code).toBe("invalid_code");
    }
    expect((await post("password-reset-verify/", { email: user.email, otp })).statusCode).toBe(200);
    // The fifth wrong try is made at the confirm: the two routes share the count.
    const fifth = await post("password-reset-confirm/", {
      email: user.email,
      otp: wrongCodes[4],
      password: "locked-out-password",
    });
    expect(fifth.json().code).toBe("invalid_code");
    const locked = await post("password-reset-verify/", { email: user.email, otp });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ code: "code_locked" });
    expect(
      (
        await post("password-reset-confirm/", {
          email: user.email,
          otp,
          password: "locked-out-password",
        })
      ).json().code,
    ).toBe("code_locked");
  });

  it("accepts the right code after a wrong one (a typo is fixed on the same step)", async () => {
    const user = await registerAndLogin(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    const wrong = otp === "000000" ? "111111" : "000000";
    expect(
      (await post("password-reset-verify/", { email: user.email, otp: wrong })).statusCode,
    ).toBe(400);
    const right = await post("password-reset-verify/", { email: user.email, otp });
    expect(right.json()).toMatchObject({ status_code: 200 });
  });

  it("refuses an expired code", async () => {
    const user = await registerUser(t.app);
    await post("password-reset-request/", { email: user.email });
    const otp = await lastCode(t.app, user.email, "password_reset");
    clock.advanceMinutes(11);
    const res = await post("password-reset-verify/", { email: user.email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("code_expired");
  });

  it("answers 'Provide email and code' when one is missing, and checks the format", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ otp: "123456" }, "Provide email and code"],
      [{ email: "a@b.co" }, "Provide email and code"],
      [{ email: "a@b.co", otp: "12ab56" }, "The code must be 6 digits"],
    ];
    for (const [payload, message] of cases) {
      const res = await post("password-reset-verify/", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("POST change-password/", () => {
  it("changes the password, ends every other session, and hands this one new tokens", async () => {
    const user = await registerAndLogin(t.app);
    const otherDevice = await login(t.app, user);
    const res = await post(
      "change-password/",
      { current_password: user.password, new_password: "changed-password" },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status_code: 200,
      message: "Password changed successfully",
      access: expect.any(String),
      refresh: expect.any(String),
      data: { access: body.access, refresh: body.refresh },
    });
    // A token issued before the change is refused, on this device and on the other, saying why.
    for (const session of [user, otherDevice]) {
      expect((await profile(session.headers)).json()).toEqual(PASSWORD_CHANGED_BODY);
      expect((await post("token/refresh/", { refresh: session.refresh })).statusCode).toBe(401);
    }
    // The answer's tokens carry on.
    expect((await profile(bearer(body.access))).statusCode).toBe(200);
    expect((await post("token/refresh/", { refresh: body.refresh })).statusCode).toBe(200);
    expect((await post("login/", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
    await login(t.app, { email: user.email, password: "changed-password" });
  });

  it("refuses a wrong current password with 400 (not a session expiry)", async () => {
    const user = await registerAndLogin(t.app);
    const res = await post(
      "change-password/",
      { current_password: "not-my-password", new_password: "changed-password" },
      user.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status_code: 400,
      message: "Current password is incorrect",
      code: "wrong_password",
    });
    expect((await profile(user.headers)).statusCode).toBe(200);
  });

  it("limits wrong current passwords per account", async () => {
    const user = await registerAndLogin(t.app);
    for (let i = 0; i < 10; i++) {
      await post(
        "change-password/",
        { current_password: `wrong-${i}-password`, new_password: "changed-password" },
        user.headers,
      );
    }
    const res = await post(
      "change-password/",
      { current_password: user.password, new_password: "changed-password" },
      user.headers,
    );
    expect(res.statusCode).toBe(429);
  });

  it("validates with the contract's messages", async () => {
    const user = await registerAndLogin(t.app);
    const cases: Array<[Record<string, string>, string]> = [
      [{ new_password: "changed-password" }, "Current password is required"],
      [{ current_password: "", new_password: "changed-password" }, "Current password is required"],
      [
        { current_password: user.password, new_password: "short" },
        "Password must be at least 8 characters",
      ],
      [{ current_password: user.password }, "Password must be at least 8 characters"],
      [
        { current_password: user.password, new_password: user.password },
        "New password must be different from current password",
      ],
      [
        {
          current_password: user.password,
          new_password: "changed-password",
          confirm_password: "other-password",
        },
        "Passwords don't match",
      ],
      [
        { current_password: user.password, new_password: "          " },
        "Password cannot be only spaces",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post("change-password/", payload, user.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const same = await post(
      "change-password/",
      { current_password: user.password, new_password: user.password },
      user.headers,
    );
    expect(same.json().errors).toEqual({
      new_password: ["New password must be different from current password"],
    });
  });

  it("requires authentication", async () => {
    const res = await post("change-password/", {
      current_password: "a-password",
      new_password: "b-password",
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
  });
});
