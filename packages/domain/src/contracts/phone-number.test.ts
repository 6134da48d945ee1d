import { describe, expect, it } from "vitest";
import { isPhoneNumber, ACCOUNT_MSG as M } from "./accounts.ts";
import { profileForm, profileUpdateBody } from "./profile.ts";

describe("isPhoneNumber", () => {
  it("takes numbers as people write them, with an extension", () => {
    for (const phone of [
      "(555) 123-4567",
      "555-123-4567",
      "555.123.4567",
      "+1 555 123 4567",
      "+44 20 7946 0958",
      "5551234567",
      "(555) 123-4567 x12",
      "555-123-4567 ext. 204",
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it("refuses letters, too few or too many digits, stray signs and unbalanced parentheses", () => {
    for (const phone of [
      "call me",
      "555-CALL-NOW",
      "12345",
      "1234567890123456",
      "555 123 4567 #2",
      "+1 (555 123 4567",
      "++1 555 123 4567",
      "",
      "1".repeat(41),
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});

describe("the phone number on the profile", () => {
  it("is checked by the API's body and by the form with one message, and may be left blank", () => {
    const api = profileUpdateBody.safeParse({ phone_number: "555-CALL-NOW" });
    expect(api.success).toBe(false);
    expect(api.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["phone_number", M.invalidPhone],
    ]);
    expect(M.invalidPhone).toBe(
      "Please enter a valid phone number, such as (555) 123-4567 or +1 555 123 4567",
    );
    expect(profileUpdateBody.parse({ phone_number: "  (555) 123-4567  " }).phone_number).toBe(
      "(555) 123-4567",
    );
    expect(profileUpdateBody.parse({ phone_number: "" }).phone_number).toBe("");

    const form = profileForm.shape.phoneNumber;
    expect(form.safeParse("12345").error?.issues[0]?.message).toBe(M.invalidPhone);
    expect(form.safeParse("+1 555 123 4567").success).toBe(true);
    expect(form.safeParse(" ").success).toBe(true);
    expect(form.safeParse("5".repeat(41)).error?.issues[0]?.message).toBe(
      "Phone number must be at most 40 characters",
    );
  });
});
