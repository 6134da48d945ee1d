import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { accountErrorMessage, isCodeError, LOGIN_FAILED_FALLBACK } from "./error-message.ts";
import { readLoginAnswer } from "./login-answer.ts";

const user = {
  id: "u1",
  email: "a@firm.com",
  username: "a",
  full_name: "A B",
  subscription_plan: "free",
};

describe("login answer", () => {
  it("reads tokens at the top level and the user under data", () => {
    expect(readLoginAnswer({ access: "x", refresh: "y", data: { user } })).toEqual({
      access: "x",
      refresh: "y",
      user,
    });
  });

  it("reads tokens under data when they are not at the top level", () => {
    expect(readLoginAnswer({ data: { access: "x", refresh: "y", user } })?.access).toBe("x");
  });

  it("refuses an answer without an access token", () => {
    expect(readLoginAnswer({ message: "ok" })).toBeNull();
  });
});

describe("account error messages", () => {
  it("shows the server's message", () => {
    const error = new ApiError(401, "Invalid email or password.", {});
    expect(accountErrorMessage(error, LOGIN_FAILED_FALLBACK)).toBe("Invalid email or password.");
  });

  it("falls back to the flow's message", () => {
    expect(accountErrorMessage(undefined, LOGIN_FAILED_FALLBACK)).toBe(LOGIN_FAILED_FALLBACK);
    expect(accountErrorMessage(new Error(""))).toBe("An unexpected error occurred.");
  });

  it("recognises a code problem", () => {
    expect(
      isCodeError(new ApiError(400, "Invalid or expired code.", { code: "invalid_code" })),
    ).toBe(true);
    expect(isCodeError(new ApiError(400, "x", { code: "invalid_input" }))).toBe(false);
  });
});
