import {
  ACCOUNT_MSG,
  changePasswordForm as changePasswordSchema,
  isTimeZone,
  profileForm as profileFormSchema,
} from "@owed/domain";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarProblem } from "./avatar-file.ts";

// The forms' schemas and messages live in the domain's contract; these names are the ones the
// web used before.
const PASSWORD_MESSAGES = {
  currentRequired: ACCOUNT_MSG.currentPasswordRequired,
  tooShort: ACCOUNT_MSG.passwordTooShort,
  confirmRequired: ACCOUNT_MSG.confirmPasswordRequired,
  mismatch: ACCOUNT_MSG.passwordsDontMatch,
  sameAsCurrent: ACCOUNT_MSG.newPasswordSame,
  onlySpaces: ACCOUNT_MSG.passwordBlank,
};
const WEBSITE_MESSAGE = ACCOUNT_MSG.invalidWebsite;

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe("changePasswordSchema", () => {
  it("asks for every field", () => {
    const errors = fieldErrors(
      changePasswordSchema.safeParse({ currentPassword: "", newPassword: "", confirmPassword: "" }),
    );
    expect(errors).toEqual({
      currentPassword: [PASSWORD_MESSAGES.currentRequired],
      newPassword: [PASSWORD_MESSAGES.tooShort],
      confirmPassword: [PASSWORD_MESSAGES.confirmRequired],
    });
  });

  it("puts a mismatch on the confirmation", () => {
    const errors = fieldErrors(
      changePasswordSchema.safeParse({
        currentPassword: "old password",
        newPassword: "new password 1",
        confirmPassword: "new password 2",
      }),
    );
    expect(errors).toEqual({ confirmPassword: [PASSWORD_MESSAGES.mismatch] });
  });

  it("puts a reused password on the new field", () => {
    const errors = fieldErrors(
      changePasswordSchema.safeParse({
        currentPassword: "same password",
        newPassword: "same password",
        confirmPassword: "same password",
      }),
    );
    expect(errors).toEqual({ newPassword: [PASSWORD_MESSAGES.sameAsCurrent] });
  });

  it("accepts a proper change", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: "old password",
        newPassword: "new password",
        confirmPassword: "new password",
      }).success,
    ).toBe(true);
  });
});

describe("profileFormSchema", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.test",
    company: "",
    streetAddress: "",
    city: "",
    state: "",
    zipCode: "",
    phoneNumber: "",
    website: "",
    timezone: "America/New_York",
  };

  it("accepts an empty website and http(s) addresses", () => {
    for (const website of ["", "https://www.example.com", "http://firm.law/about"]) {
      expect(profileFormSchema.safeParse({ ...valid, website }).success).toBe(true);
    }
  });

  it("refuses a website that is not an http(s) URL", () => {
    for (const website of [
      "www.example.com",
      "ftp://example.com",
      "javascript:alert(1)",
      "hello",
    ]) {
      expect(fieldErrors(profileFormSchema.safeParse({ ...valid, website }))).toEqual({
        website: [WEBSITE_MESSAGE],
      });
    }
  });

  it("knows IANA time zones", () => {
    expect(isTimeZone("America/Chicago")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("avatarProblem", () => {
  it("accepts an image up to 5 MB", () => {
    expect(avatarProblem({ type: "image/png", size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it("refuses what is not an image, and what is too large", () => {
    expect(avatarProblem({ type: "application/pdf", size: 10 })).toBe(AVATAR_MESSAGES.notImage);
    expect(avatarProblem({ type: "", size: 10 })).toBe(AVATAR_MESSAGES.notImage);
    expect(avatarProblem({ type: "image/jpeg", size: AVATAR_MAX_BYTES + 1 })).toBe(
      AVATAR_MESSAGES.tooLarge,
    );
  });
});

describe("changePasswordSchema and a new password of only spaces", () => {
  it("refuses it on the new password field, with the server's words", () => {
    const errors = fieldErrors(
      changePasswordSchema.safeParse({
        currentPassword: "old password",
        newPassword: "          ",
        confirmPassword: "          ",
      }),
    );
    expect(errors).toEqual({ newPassword: ["Password cannot be only spaces"] });
    expect(PASSWORD_MESSAGES.onlySpaces).toBe("Password cannot be only spaces");
  });
});
