import {
  ACCOUNT_MSG,
  changePasswordForm as changePasswordSchema,
  isTimeZone,
  profileForm as profileFormSchema,
} from "@owed/domain";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, AVATAR_MSG, avatarFileProblem } from "./avatar-file.ts";

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

describe("avatarFileProblem", () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  /** A PNG header declaring `width` × `height` (the IHDR chunk is where the API reads them). */
  const png = (width: number, height: number, padding = 0) => {
    const bytes = new Uint8Array(33 + padding);
    bytes.set(PNG_SIGNATURE);
    const view = new DataView(bytes.buffer);
    view.setUint32(8, 13);
    bytes.set([0x49, 0x48, 0x44, 0x52], 12); // "IHDR"
    view.setUint32(16, width);
    view.setUint32(20, height);
    return bytes;
  };

  it("accepts a PNG, JPEG, GIF or WebP by its bytes, up to 5 MB", async () => {
    expect(await avatarFileProblem(new Blob([png(48, 48)], { type: "image/png" }))).toBeNull();
    // Named and typed wrongly, but a PNG all the same: the bytes decide, as on the server.
    expect(await avatarFileProblem(new Blob([png(48, 48)], { type: "text/plain" }))).toBeNull();
    const gif = new TextEncoder().encode("GIF89a\x30\x00\x30\x00");
    expect(await avatarFileProblem(new Blob([gif]))).toBeNull();
    expect(await avatarFileProblem(new Blob([png(48, 48, AVATAR_MAX_BYTES - 33)]))).toBeNull();
  });

  it("refuses with the server's words what is not one of them, even typed as an image", async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/svg+xml" });
    expect(await avatarFileProblem(svg)).toBe(
      "The picture must be a PNG, JPEG, GIF or WebP image.",
    );
    expect(await avatarFileProblem(new Blob(["not a picture"], { type: "image/png" }))).toBe(
      AVATAR_MSG.notAnImage,
    );
  });

  it("refuses more than 5 MB and more than 4096 pixels a side, as the server does", async () => {
    expect(await avatarFileProblem(new Blob([png(48, 48, AVATAR_MAX_BYTES)]))).toBe(
      "The image is too large: at most 5 MB is allowed.",
    );
    expect(await avatarFileProblem(new Blob([png(5000, 300)]))).toBe(
      "The picture is too large: at most 4096 × 4096 pixels is allowed (this one is 5000 × 300).",
    );
    expect(await avatarFileProblem(new Blob([png(4096, 4096)]))).toBeNull();
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
