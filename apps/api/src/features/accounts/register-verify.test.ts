import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastCode, readOutbox, registerUser, TestClock, uniqueEmail } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const clock = new TestClock("2030-03-01T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url: `/authentication/api/${url}`,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe("POST register/", () => {
  it("creates an unverified account, answers the contract's message and mails a code", async () => {
    const email = uniqueEmail("new");
    const res = await post("register/", { email, username: "newbie", password: "password1" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      status_code: 201,
      message: "Registration successful! Please verify your email.",
      data: {
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email,
          username: "newbie",
          full_name: "",
          subscription_plan: "free",
          timezone: "UTC",
        },
      },
    });
    const mails = (await readOutbox(t.app)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toContain("Owed");
    expect(mail?.tags.kind).toBe("verify_email");
    expect(mail?.tags.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(mail?.tags.code);
    expect(mail?.text).toContain("10 minutes");
    expect(mail?.html).toContain(mail?.tags.code);
    expect(mail?.html).toMatch(/^<!doctype html>/);
  });

  it("normalises the e-mail address (trim, lower case)", async () => {
    const res = await post("register/", {
      email: "  Mixed.Case@Example.COM ",
      username: "mixed",
      password: "password1",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.email).toBe("mixed.case@example.com");
    expect(await lastCode(t.app, "mixed.case@example.com")).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ username: "a", password: "password1" }],
    [{ email: "x@example.com", password: "password1" }],
    [{ email: "x@example.com", username: "a" }],
    [{ email: "   ", username: "a", password: "password1" }],
    [{ email: "not-an-email", password: "password1" }],
    [{}],
  ])("answers 'All fields required' when a field is missing: %j", async (payload) => {
    const res = await post("register/", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, message: "All fields required" });
  });

  it("answers 400 with no body at all", async () => {
    const res = await t.app.inject({ method: "POST", url: "/authentication/api/register/" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("All fields required");
  });

  it("refuses a malformed e-mail and a short password", async () => {
    const bad = await post("register/", { email: "nope", username: "a", password: "password1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Enter a valid email address");
    const short = await post("register/", {
      email: uniqueEmail(),
      username: "shorty",
      password: "1234567",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "Password must be at least 8 characters",
      errors: { password: ["Password must be at least 8 characters"] },
    });
  });

  it("refuses a password of only spaces, and keeps spaces inside a pass phrase", async () => {
    const blank = await post("register/", {
      email: uniqueEmail(),
      username: "spacey",
      password: "            ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: "Password cannot be only spaces",
      errors: { password: ["Password cannot be only spaces"] },
    });
    const phrase = await post("register/", {
      email: uniqueEmail(),
      username: "phrase",
      password: " correct horse ",
    });
    expect(phrase.statusCode).toBe(201);
  });

  it("answers a taken e-mail exactly like a free one and tells only the owner, by e-mail", async () => {
    const first = await registerUser(t.app, { username: "Owner_Name" });
    const fresh = uniqueEmail("fresh");
    const [taken, free] = await Promise.all([
      post("register/", {
        email: first.email.toUpperCase(),
        username: "other-a",
        password: "p4ssword",
      }),
      post("register/", { email: fresh, username: "other-b", password: "p4ssword" }),
    ]);
    expect(taken.statusCode).toBe(201);
    expect(free.statusCode).toBe(201);
    // Same keys, same message, same kinds of values: nothing tells the two apart.
    const shape = (body: { data: { user: Record<string, unknown> } }) => ({
      ...body,
      data: { user: { ...body.data.user, id: "<id>", email: "<email>", username: "<name>" } },
    });
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(taken.json().data.user).toMatchObject({ email: first.email, username: "other-a" });
    expect(taken.json().data.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(taken.json().data.user.id).not.toBe(first.id);

    // The owner gets "an account already exists", not a code; the account is unchanged.
    const mails = (await readOutbox(t.app)).filter((m) => m.to === first.email);
    expect(mails.map((m) => m.tags.kind)).toEqual(["verify_email", "account_exists"]);
    expect(mails[1]?.text).toContain("You already have an account with it");
    expect(mails[1]?.tags.code).toBeUndefined();
    const login = await post("login/", { email: first.email, password: "p4ssword" });
    expect(login.statusCode).toBe(401);
  });

  it("answers 409 for a user name already taken, in any case", async () => {
    await registerUser(t.app, { username: "Taken_Name" });
    const sameName = await post("register/", {
      email: uniqueEmail(),
      username: "taken_name",
      password: "password1",
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({
      status_code: 409,
      message: "This username is already taken.",
      code: "username_taken",
    });
  });

  it("keeps one account when the same registration races", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        post("register/", { email, username: `racer${i}`, password: "password1" }),
      ),
    );
    // Every racer hears "registered"; one account exists, and its owner got one code.
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const kinds = (await readOutbox(t.app)).filter((m) => m.to === email).map((m) => m.tags.kind);
    expect(kinds.sort()).toEqual(["account_exists", "account_exists", "verify_email"]);
  });

  it("takes the browser's time zone, canonical, and refuses an unknown one", async () => {
    const ok = await post("register/", {
      email: uniqueEmail(),
      username: "tz-user",
      password: "password1",
      timezone: "America/New_York",
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.user.timezone).toBe("America/New_York");
    for (const timezone of ["Mars/Olympus", "+05:00", "", "UTC; DROP TABLE users"]) {
      const bad = await post("register/", {
        email: uniqueEmail(),
        username: `tz-${Math.random()}`,
        password: "password1",
        timezone,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        "Time zone must be a valid IANA name, such as America/New_York",
      );
    }
  });
});

describe("POST verify-email/", () => {
  it("verifies with the mailed code, once", async () => {
    const user = await registerUser(t.app);
    const otp = await lastCode(t.app, user.email);
    const res = await post("verify-email/", { email: user.email.toUpperCase(), otp });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status_code: 200,
      message: "Email verified successfully. Please login.",
      data: {},
    });
    const login = await post("login/", { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    // Spent: an already verified address answers like a wrong code (no account is confirmed).
    const again = await post("verify-email/", { email: user.email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      status_code: 400,
      message: "Invalid or expired code.",
      code: "invalid_code",
    });
  });

  it("answers 'Provide email and code' when one is missing, and checks the format", async () => {
    for (const payload of [{ email: "a@b.co" }, { otp: "123456" }, {}, { email: "", otp: "" }]) {
      const res = await post("verify-email/", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Provide email and code");
    }
    const res = await post("verify-email/", { email: "a@b.co", otp: "12ab56" });
    expect(res.json().message).toBe("The code must be 6 digits");
  });

  it("refuses a wrong code and an unknown address alike", async () => {
    const user = await registerUser(t.app);
    const otp = await lastCode(t.app, user.email);
    const wrong = await post("verify-email/", {
      email: user.email,
      otp: otp === "000000" ? "000001" : "000000",
    });
    const unknown = await post("verify-email/", { email: uniqueEmail(), otp });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      status_code: 400,
      message: "Invalid or expired code.",
      code: "invalid_code",
    });
  });

  it("locks an unknown address after 5 wrong tries, like a real code", async () => {
    const user = await registerUser(t.app);
    const ghost = uniqueEmail("ghost");
    const real: string[] = [];
    const made: string[] = [];
    for (const otp of ["000000", "111111", "222222", "333333", "444444", "555555"]) {
      real.push(
        (await post("verify-email/", { email: user.email, otp: `9${otp.slice(1)}` })).json().code,
      );
      made.push((await post("verify-email/", { email: ghost, otp })).json().code);
    }
    expect(made).toEqual(real);
    expect(made).toEqual([...Array(5).fill("invalid_code"), "code_locked"]);
  });

  it("refuses a code older than 10 minutes", async () => {
    const user = await registerUser(t.app);
    const otp = await lastCode(t.app, user.email);
    clock.advanceMinutes(10);
    const res = await post("verify-email/", { email: user.email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("code_expired");
  });

  it("brute force: after 5 wrong tries even the right code fails, until a new one is sent", async () => {
    const user = await registerUser(t.app);
    const otp = await lastCode(t.app, user.email);
    const wrongCodes = ["000000", "111111", "222222", "333333", "444444", "555555"].filter(
      (c) => c !== otp,
    );
    for (const wrong of wrongCodes.slice(0, 5)) {
      const res = await post("verify-email/", { email: user.email, otp: wrong });
      expect(res.json().code).toBe("invalid_code");
    }
    const sixth = await post("verify-email/", { email: user.email, otp });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      code: "code_locked",
      message: "Too many wrong attempts (5). Please request a new code.",
    });
    // The account is still unverified.
    const login = await post("login/", { email: user.email, password: user.password });
    expect(login.statusCode).toBe(403);

    const resend = await post("regenerate-otp/", { email: user.email });
    expect(resend.statusCode).toBe(200);
    const fresh = await lastCode(t.app, user.email);
    const ok = await post("verify-email/", { email: user.email, otp: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it("counts tries made at the same time", async () => {
    const user = await registerUser(t.app);
    const otp = await lastCode(t.app, user.email);
    const wrong = otp === "999999" ? "999998" : "999999";
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => post("verify-email/", { email: user.email, otp: wrong })),
    );
    const codes = tries.map((r) => r.json().code);
    expect(codes.filter((c) => c === "invalid_code")).toHaveLength(5);
    expect(codes.filter((c) => c === "code_locked")).toHaveLength(3);
  });
});

describe("unverified accounts", () => {
  it("cannot log in, and are told a new code can be requested (403 unverified)", async () => {
    const user = await registerUser(t.app);
    const res = await post("login/", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status_code: 403,
      message:
        "Please verify your email before logging in. Enter the code we sent you, or request a new code.",
      code: "unverified",
    });
  });

  it("a wrong password for an unverified account is a plain 401 (nothing revealed)", async () => {
    const user = await registerUser(t.app);
    const res = await post("login/", { email: user.email, password: "wrong-password" });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST regenerate-otp/", () => {
  it("sends a new code that replaces the old one", async () => {
    const user = await registerUser(t.app);
    const old = await lastCode(t.app, user.email);
    const res = await post("regenerate-otp/", { email: user.email });
    expect(res.json()).toEqual({ status_code: 200, message: "Code sent to your email.", data: {} });
    const fresh = await lastCode(t.app, user.email);
    if (fresh !== old) {
      const stale = await post("verify-email/", { email: user.email, otp: old });
      expect(stale.statusCode).toBe(400);
    }
    const ok = await post("verify-email/", { email: user.email, otp: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it("answers the same for unknown, verified and unverified addresses", async () => {
    const unverified = await registerUser(t.app);
    const verified = await registerUser(t.app);
    await post("verify-email/", {
      email: verified.email,
      otp: await lastCode(t.app, verified.email),
    });
    const before = (await readOutbox(t.app)).length;
    const answers = await Promise.all(
      [uniqueEmail("ghost"), verified.email, unverified.email].map((email) =>
        post("regenerate-otp/", { email }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]?.body);
    }
    // Only the account awaiting verification got mail.
    const sent = (await readOutbox(t.app)).slice(before);
    expect(sent.map((m) => m.to)).toEqual([unverified.email]);
  });

  it("answers 'Email is required' without an address", async () => {
    for (const payload of [{}, { email: "" }, { email: "  " }]) {
      const res = await post("regenerate-otp/", payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Email is required");
    }
  });

  it("is rate-limited per address, known or not, with the same answer", async () => {
    const user = await registerUser(t.app); // registration sent the first code
    const ghost = uniqueEmail("ghost");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push((await post("regenerate-otp/", { email: user.email }, "10.0.0.1")).statusCode);
      unknown.push((await post("regenerate-otp/", { email: ghost }, "10.0.0.2")).statusCode);
    }
    expect(known).toEqual([200, 200, 200, 200, 429, 429]);
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post("regenerate-otp/", { email: user.email }, "10.0.0.1");
    const limitedGhost = await post("regenerate-otp/", { email: ghost }, "10.0.0.2");
    expect(limited.json()).toEqual(limitedGhost.json());
    expect(limited.json()).toMatchObject({ status_code: 429, code: "rate_limited" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The window passes: allowed again.
    clock.advanceMinutes(16);
    expect((await post("regenerate-otp/", { email: user.email }, "10.0.0.1")).statusCode).toBe(200);
  });

  it("is rate-limited per client address across e-mail addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await post("regenerate-otp/", { email: uniqueEmail() }, "10.9.9.9")).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const elsewhere = await post("regenerate-otp/", { email: uniqueEmail() }, "10.9.9.10");
    expect(elsewhere.statusCode).toBe(200);
  });
});
