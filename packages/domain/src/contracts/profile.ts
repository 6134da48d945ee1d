import { z } from "zod";
import { refuseControlCharacters } from "../schemas/text.ts";
import {
  isPhoneNumber,
  isWebsiteUrl,
  ACCOUNT_MSG as M,
  newPassword,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  timezoneField,
} from "./accounts.ts";
import { couponOutSchema } from "./billing.ts";
import { envelope } from "./envelope.ts";

// The contract of the profile routes (profile, update, avatar, change password) and the profile
// screen's forms. What the profile holds: docs/product.md ("Profile").

/**
 * An existing password as typed: only bounded, so an older password with characters a new one may
 * not hold still opens the account.
 */
const currentPassword = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

export const changePasswordBody = z
  .object(
    {
      current_password: currentPassword,
      new_password: newPassword(M.passwordTooShort),
      confirm_password: z.string().max(PASSWORD_MAX_LENGTH, M.passwordTooLong).optional(),
    },
    { error: M.currentPasswordRequired },
  )
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.new_password, {
    message: M.passwordsDontMatch,
    path: ["confirm_password"],
  })
  .refine((b) => b.current_password !== b.new_password, {
    message: M.newPasswordSame,
    path: ["new_password"],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

const website = z
  .string({ error: M.invalidWebsite })
  .trim()
  .max(2048, M.invalidWebsite)
  .superRefine(refuseControlCharacters("Website"))
  .refine((v) => v === "" || isWebsiteUrl(v), M.invalidWebsite);

/** Optional; when given, a phone number as isPhoneNumber describes it (one rule, both sides). */
const phoneNumber = z
  .string({ error: M.invalidPhone })
  .trim()
  .max(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`)
  .refine((v) => v === "" || isPhoneNumber(v), M.invalidPhone);

const profileText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(refuseControlCharacters(label));

/**
 * Profile update, as multipart fields (or JSON). Absent fields stay unchanged. `email`,
 * `subscription_plan` and `member_since` are accepted because the client sends them back, and
 * ignored: the e-mail never changes here, and the plan is the server's to decide.
 */
export const profileUpdateBody = z.object({
  full_name: profileText("Full name", 150).optional(),
  company: profileText("Company", 200).optional(),
  location: profileText("Location", 300).optional(),
  phone_number: phoneNumber.optional(),
  website: website.optional(),
  timezone: timezoneField.optional(),
  /** The uploaded file's bytes; a plain text value (e.g. empty) means "keep the avatar". */
  image: z.union([z.instanceof(Uint8Array), z.string().max(2048)]).optional(),
  email: z.unknown().optional(),
  subscription_plan: z.unknown().optional(),
  member_since: z.unknown().optional(),
});
/** What the web sends: text fields, and the picture as a file when one was chosen. */
export type ProfileUpdateFields = Omit<z.input<typeof profileUpdateBody>, "image">;

export const avatarParams = z.object({
  userId: z.string().max(100),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** The profile, plus identity, time zone and plan dates. */
export const profileOut = z.strictObject({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** URL of the avatar (same origin), or null. */
  image: z.string().nullable(),
  company: z.string(),
  location: z.string(),
  phone_number: z.string(),
  website: z.string(),
  subscription_plan: z.enum(["free", "pro"]),
  /** ISO 8601 instant of registration. */
  member_since: z.string(),
  timezone: z.string(),
  trial_ends_at: z.string(),
  paid_until: z.string().nullable(),
  /** The coupon kept for the next checkout (docs/product.md, "Billing and plans"), or null. */
  applied_coupon: couponOutSchema.nullable(),
});
export type Profile = z.output<typeof profileOut>;

/** GET profile/ and PUT profile/update/: the profile beside `data` and in it. */
export const profileAnswer = envelope(z.strictObject({ profile: profileOut })).extend({
  profile: profileOut,
});
export type ProfileAnswer = z.output<typeof profileAnswer>;

// ---------------------------------------------------------------- the profile screen's form

/** True for a name the browser's Intl knows (it throws a RangeError on anything else). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * The profile form edits the parts of `full_name` and `location`; every field is optional, a
 * website, when given, must be a URL.
 */
export const profileForm = z.object({
  firstName: formText(74, "First name"),
  lastName: formText(75, "Last name"),
  email: z.string(),
  company: formText(200, "Firm name"),
  streetAddress: formText(150, "Street address"),
  city: formText(60, "City"),
  state: formText(40, "State"),
  zipCode: formText(20, "Zip code"),
  phoneNumber,
  website: z
    .string()
    .trim()
    .max(2048, M.invalidWebsite)
    .refine((v) => v === "" || isWebsiteUrl(v), M.invalidWebsite),
  timezone: z.string().trim().refine(isTimeZone, M.chooseTimezone),
});
