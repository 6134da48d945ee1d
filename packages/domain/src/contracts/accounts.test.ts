import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MSG,
  canonicalTimeZone,
  loginAnswer,
  loginBody,
  normaliseEmail,
  registerBody,
} from "./accounts.ts";
import { profileAnswer } from "./profile.ts";
import { sessionsAnswer } from "./sessions.ts";

const user = {
  id: "u1",
  email: "a@b.c",
  username: "a",
  full_name: "",
  subscription_plan: "free",
  timezone: "UTC",
};
const login = {
  status_code: 200,
  message: ACCOUNT_MSG.loggedIn,
  access: "a",
  refresh: "r",
  data: { access: "a", refresh: "r", user },
};

describe("the accounts contract", () => {
  it("normalises e-mail addresses and time zones", () => {
    expect(normaliseEmail("  Ada@Example.TEST ")).toBe("ada@example.test");
    expect(loginBody.parse({ email: " A@B.C", password: "x" }).email).toBe("a@b.c");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("Mars/Olympus")).toBeUndefined();
  });

  it("answers registration's first problem as 'All fields required'", () => {
    const result = registerBody.safeParse({ email: "nope", username: "", password: "x" });
    expect(result.error?.issues[0]?.message).toBe(ACCOUNT_MSG.registerRequired);
  });

  it("refuses an answer with a field too many or too few, at every level", () => {
    expect(loginAnswer.safeParse(login).success).toBe(true);
    expect(loginAnswer.safeParse({ ...login, extra: 1 }).success).toBe(false);
    expect(loginAnswer.safeParse({ ...login, access: undefined }).success).toBe(false);
    const extraInUser = { ...login, data: { ...login.data, user: { ...user, password: "x" } } };
    expect(loginAnswer.safeParse(extraInUser).success).toBe(false);
    expect(profileAnswer.safeParse({ status_code: 200, message: "", data: {} }).success).toBe(
      false,
    );
    const session = { id: "s", device: "d", ip_address: "", created_at: "", last_used_at: "" };
    const sessions = { status_code: 200, message: "", data: { sessions: [session] } };
    expect(sessionsAnswer.safeParse(sessions).success).toBe(false);
  });
});
