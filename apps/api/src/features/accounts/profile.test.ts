import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, multipart, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { createSecondInstance, createTestApp, type TestApp } from "../../test/test-app.ts";
import { AUTH_REQUIRED_BODY } from "./authenticate.ts";
import { AVATAR_MAX_BYTES, sniffImageType } from "./images.ts";

const clock = new TestClock("2030-09-15T15:30:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(30, 0)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(30, 0),
]);

const getProfile = (headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: "/authentication/api/profile/", headers });

async function update(
  user: LoggedInUser,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; content: Buffer },
) {
  const body = await multipart(fields, file ? { field: "image", ...file } : undefined);
  return t.app.inject({
    method: "PUT",
    url: "/authentication/api/profile/update/",
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

describe("GET profile/", () => {
  it("answers every Profile field, under data and at the top level", async () => {
    const user = await registerAndLogin(t.app, { timezone: "America/Denver" });
    const res = await getProfile(user.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const profile = {
      id: user.id,
      username: user.username,
      full_name: "",
      email: user.email,
      image: null,
      company: "",
      location: "",
      phone_number: "",
      website: "",
      subscription_plan: "free",
      member_since: clock.now().toISOString(),
      timezone: "America/Denver",
      trial_ends_at: new Date(clock.now().getTime() + 14 * 86_400_000).toISOString(),
      paid_until: null,
      applied_coupon: null,
    };
    expect(body).toEqual({
      status_code: 200,
      message: "Profile retrieved successfully",
      profile,
      data: { profile },
    });
  });

  it("requires authentication", async () => {
    const res = await getProfile({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
  });

  it("says pro while a paid term runs", async () => {
    const user = await registerAndLogin(t.app);
    await t.database.db.execute(
      // The plan is the current workspace's: here the personal one, whose id is the account's.
      sql`update workspaces set paid_until = ${new Date(clock.now().getTime() + 86_400_000).toISOString()}::timestamptz where id = ${user.id}`,
    );
    expect((await getProfile(user.headers)).json().profile.subscription_plan).toBe("pro");
    clock.advance(2 * 86_400_000);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/authentication/api/token/refresh/",
      payload: { refresh: user.refresh },
    });
    const headers = { authorization: `Bearer ${refreshed.json().access}` };
    expect((await getProfile(headers)).json().profile.subscription_plan).toBe("free");
  });
});

describe("PUT profile/update/", () => {
  it("saves the contract's multipart payload, keeps the e-mail and ignores plan and member_since", async () => {
    const user = await registerAndLogin(t.app);
    const before = (await getProfile(user.headers)).json().profile;
    const res = await update(user, {
      full_name: "Ada Lovelace",
      email: "someone-else@example.com",
      company: "Analytical Engines LLP",
      location: "1 Main St, Springfield, IL 62701",
      phone_number: "+1 (555) 010-0000",
      website: "https://lovelace.example",
      subscription_plan: "pro",
      member_since: "1999-01-01",
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = {
      ...before,
      full_name: "Ada Lovelace",
      company: "Analytical Engines LLP",
      location: "1 Main St, Springfield, IL 62701",
      phone_number: "+1 (555) 010-0000",
      website: "https://lovelace.example",
    };
    expect(body).toEqual({
      status_code: 200,
      message: "Profile updated successfully",
      profile: expected,
      data: { profile: expected },
    });
    expect(body.profile.email).toBe(user.email);
    expect(body.profile.subscription_plan).toBe("free");
    expect((await getProfile(user.headers)).json().profile).toEqual(expected);
  });

  it("changes only the fields sent; an empty field clears it", async () => {
    const user = await registerAndLogin(t.app);
    await update(user, { full_name: "Grace Hopper", company: "Navy", website: "http://a.example" });
    const res = await update(user, { company: "", timezone: "Asia/Tokyo" });
    expect(res.json().profile).toMatchObject({
      full_name: "Grace Hopper",
      company: "",
      website: "http://a.example",
      timezone: "Asia/Tokyo",
    });
  });

  it("accepts JSON too", async () => {
    const user = await registerAndLogin(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/authentication/api/profile/update/",
      payload: { full_name: "Json Person" },
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.full_name).toBe("Json Person");
  });

  it("refuses a website that is not an http(s) URL", async () => {
    const user = await registerAndLogin(t.app);
    for (const website of ["not a url", "javascript:alert(1)", "ftp://files.example", "http://"]) {
      const res = await update(user, { website });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Please enter a valid website URL");
    }
  });

  it("refuses a phone number that is not one, with the field's message, and keeps the old one", async () => {
    const user = await registerAndLogin(t.app);
    expect((await update(user, { phone_number: "(312) 555-0148" })).statusCode).toBe(200);
    const message = "Please enter a valid phone number, such as (555) 123-4567 or +1 555 123 4567";
    for (const phone_number of ["call me maybe", "12345", "555 0148 #2", "1".repeat(20)]) {
      const res = await update(user, { phone_number, full_name: "Changed Too" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message,
        code: "invalid_input",
        errors: { phone_number: [message] },
      });
    }
    const tooLong = await update(user, { phone_number: `+1 555 123 4567 ${" ".repeat(30)}x1` });
    expect(tooLong.statusCode).toBe(400);
    // Nothing changed: the refused request saved no field at all.
    const profile = (await getProfile(user.headers)).json().profile;
    expect(profile.phone_number).toBe("(312) 555-0148");
    expect(profile.full_name).not.toBe("Changed Too");
    // Blank clears it.
    expect((await update(user, { phone_number: "" })).statusCode).toBe(200);
    expect((await getProfile(user.headers)).json().profile.phone_number).toBe("");
  });

  it("refuses an unknown time zone and over-long fields", async () => {
    const user = await registerAndLogin(t.app);
    const tz = await update(user, { timezone: "Atlantis/Capital" });
    expect(tz.json().message).toBe("Time zone must be a valid IANA name, such as America/New_York");
    const long = await update(user, { full_name: "x".repeat(151) });
    expect(long.json().message).toBe("Full name must be at most 150 characters");
  });

  it("requires authentication", async () => {
    const body = await multipart({ full_name: "Nobody" });
    const res = await t.app.inject({
      method: "PUT",
      url: "/authentication/api/profile/update/",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(AUTH_REQUIRED_BODY);
  });
});

describe("avatars", () => {
  it("stores the image in the database and serves it inert, from any instance", async () => {
    const user = await registerAndLogin(t.app);
    const res = await update(
      user,
      { full_name: "Pic Person" },
      { filename: "me.png", contentType: "image/png", content: PNG },
    );
    expect(res.statusCode).toBe(200);
    const image = res.json().profile.image;
    expect(image).toBe(`/authentication/api/avatar/${user.id}/1/`);

    const second = await createSecondInstance(t, { now: clock.now });
    try {
      for (const app of [t.app, second]) {
        const served = await app.inject({ method: "GET", url: image });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(PNG)).toBe(true);
        expect(served.headers["content-type"]).toBe("image/png");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
      }
    } finally {
      await second.close();
    }
  });

  it("trusts the bytes, not the name or declared type, and versions the URL", async () => {
    const user = await registerAndLogin(t.app);
    await update(user, {}, { filename: "a.png", contentType: "image/png", content: PNG });
    const res = await update(
      user,
      {},
      { filename: "photo.png", contentType: "image/png", content: JPEG },
    );
    const image = res.json().profile.image;
    expect(image).toBe(`/authentication/api/avatar/${user.id}/2/`);
    const served = await t.app.inject({ method: "GET", url: image });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const old = await t.app.inject({
      method: "GET",
      url: `/authentication/api/avatar/${user.id}/1/`,
    });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ status_code: 404 });
  });

  it("refuses HTML or SVG dressed up as an image", async () => {
    const user = await registerAndLogin(t.app);
    const attacks = [
      {
        filename: "avatar.png",
        contentType: "image/png",
        content: Buffer.from("<html><script>alert(document.cookie)</script></html>"),
      },
      {
        filename: "avatar.svg",
        contentType: "image/svg+xml",
        content: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
      },
      { filename: "x.gif", contentType: "image/gif", content: Buffer.from("GIF8") },
    ];
    for (const file of attacks) {
      const res = await update(user, { full_name: "Should Not Save" }, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status_code: 400,
        message: "The picture must be a PNG, JPEG, GIF or WebP image.",
        code: "invalid_image",
      });
    }
    const profile = (await getProfile(user.headers)).json().profile;
    expect(profile.image).toBeNull();
    expect(profile.full_name).toBe("");
  });

  it("refuses an image over 5 MB with 413 and a clear message", async () => {
    const user = await registerAndLogin(t.app);
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES, 0)]);
    const res = await update(
      user,
      {},
      { filename: "big.png", contentType: "image/png", content: big },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status_code: 413,
      message: "The image is too large: at most 5 MB is allowed.",
      code: "too_large",
    });
    const justRight = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length, 0)]);
    const ok = await update(
      user,
      {},
      { filename: "max.png", contentType: "image/png", content: justRight },
    );
    expect(ok.statusCode).toBe(200);
  });

  it("recognises PNG, JPEG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(GIF)).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
    expect(sniffImageType(Buffer.from("RIFF....AVI "))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it("answers a JSON 404 for unknown avatars", async () => {
    for (const url of [
      "/authentication/api/avatar/not-a-uuid/1/",
      `/authentication/api/avatar/${crypto.randomUUID()}/1/`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
    }
  });
});

describe("hostile text", () => {
  const SCRIPT = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
  const SQL = `'; DROP TABLE users; --`;

  it("is stored and returned exactly as sent, in every field, as JSON data", async () => {
    const user = await registerAndLogin(t.app, {
      email: `o'reilly+drop--table@example.com`,
      username: `${SQL}${SCRIPT}`.slice(0, 150),
      timezone: "UTC",
    });
    const fields = {
      full_name: `${SCRIPT} ${SQL}`.slice(0, 150),
      company: `${SQL} ${SCRIPT}`,
      location: `1 ${SCRIPT} St, ${SQL}, NY 10001`,
      website: `https://example.com/?q=${encodeURIComponent(SCRIPT)}&x=' OR '1'='1`,
    };
    const res = await update(user, fields);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const profile = (await getProfile(user.headers)).json().profile;
    expect(profile).toMatchObject({
      ...fields,
      email: `o'reilly+drop--table@example.com`,
      username: `${SQL}${SCRIPT}`.slice(0, 150),
    });
    // A phone number is digits and punctuation only: the same text there is refused, not run.
    const phone = await update(user, { phone_number: `'); DELETE FROM users;--` });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe("invalid_input");
    // Nothing ran: the tables are all there and the data is intact.
    const login = await t.app.inject({
      method: "POST",
      url: "/authentication/api/login/",
      payload: { email: user.email, password: `${SQL}` },
    });
    expect(login.statusCode).toBe(401);
    const count = await t.database.db.execute(sql`select count(*)::int as n from users`);
    expect(Number((count as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBeGreaterThan(
      0,
    );
  });

  it("works as a password and in the login e-mail field", async () => {
    const password = `${SQL}${SCRIPT}`;
    const user = await registerAndLogin(t.app, { password });
    expect(user.access).toBeTruthy();
    const res = await t.app.inject({
      method: "POST",
      url: "/authentication/api/login/",
      payload: { email: `' OR 1=1 --`, password: `' OR '1'='1` },
    });
    expect(res.statusCode).toBe(401);
  });
});
