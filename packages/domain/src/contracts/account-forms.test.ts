import { describe, expect, it } from "vitest";
import {
  codeStepError,
  forgotPasswordForm as forgotSchema,
  loginForm as loginSchema,
  ACCOUNT_MSG as M,
  registerForm as registerSchema,
  resetPasswordForm as resetSchema,
} from "./accounts.ts";

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : [...new Set(result.error?.issues.map((i) => i.message))];
}

describe('login screen validation (docs/product.md, "Validation and messages")', () => {
  it("login needs email and password", () => {
    expect(messages(loginSchema.safeParse({ email: " ", password: "" }))).toEqual([
      M.loginRequired,
    ]);
    expect(messages(loginSchema.safeParse({ email: "a@b.c", password: "" }))).toEqual([
      M.loginRequired,
    ]);
    expect(loginSchema.safeParse({ email: "a@b.c", password: "x" }).success).toBe(true);
  });

  it("register needs every field", () => {
    expect(
      messages(registerSchema.safeParse({ email: "a@b.c", username: "", password: "x" })),
    ).toContain(M.registerRequired);
    expect(
      messages(registerSchema.safeParse({ email: "a@b.c", username: "ab", password: "short" })),
    ).toEqual([M.passwordTooShort]);
  });

  it("forgot needs the e-mail", () => {
    expect(messages(forgotSchema.safeParse({ email: "" }))).toEqual([M.emailRequired]);
  });

  it("reset needs both passwords, and they must match", () => {
    expect(messages(resetSchema.safeParse({ password: "", confirmPassword: "" }))).toEqual([
      M.passwordFieldsRequired,
    ]);
    expect(
      messages(
        resetSchema.safeParse({ password: "correct horse", confirmPassword: "correct house" }),
      ),
    ).toEqual([M.passwordsDoNotMatch]);
    expect(
      resetSchema.safeParse({ password: "correct horse", confirmPassword: "correct horse" })
        .success,
    ).toBe(true);
  });

  it("the code steps need the e-mail and six digits", () => {
    expect(codeStepError("", "123456")).toBe(M.verifyRequired);
    expect(codeStepError("a@b.c", "")).toBe(M.verifyRequired);
    expect(codeStepError("a@b.c", "123")).toBe(M.otpFormat);
    expect(codeStepError("a@b.c", "123456")).toBeNull();
  });
});

describe("a password of only spaces", () => {
  it("is refused at registration and reset, with one message, while spaces inside are fine", () => {
    expect(
      messages(registerSchema.safeParse({ email: "a@b.c", username: "a", password: "          " })),
    ).toEqual([M.passwordBlank]);
    expect(
      messages(resetSchema.safeParse({ password: "          ", confirmPassword: "          " })),
    ).toEqual([M.passwordBlank]);
    // Too short and blank: told it is short, once.
    expect(
      messages(registerSchema.safeParse({ email: "a@b.c", username: "a", password: "   " })),
    ).toEqual([M.passwordTooShort]);
    expect(
      registerSchema.safeParse({ email: "a@b.c", username: "a", password: " a pass phrase " })
        .success,
    ).toBe(true);
    expect(M.passwordBlank).toBe("Password cannot be only spaces");
  });
});
