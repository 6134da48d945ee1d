import { refuseControlCharacters } from "@owed/domain";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwords.ts";

/**
 * Request and answer schemas of the account routes. Request schemas carry the spec's messages
 * (product-spec.md section 5), so the first validation error the client sees is the spec's text.
 */

export const MSG = {
  // Spec, section 5 and 8.
  loginRequired: "Enter email and password",
  registerRequired: "All fields required",
  verifyRequired: "Provide email and OTP",
  emailRequired: "Email is required",
  passwordFieldsRequired: "All password fields required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  currentPasswordRequired: "Current password is required",
  passwordsDontMatch: "Passwords don't match",
  newPasswordSame: "New password must be different from current password",
  invalidWebsite: "Please enter a valid website URL",
  registered: "Registration successful! Please verify your email.",
  otpSent: "OTP sent to your email.",
  resetDone: "Password reset successful. Please login.",
  profileUpdated: "Profile updated successfully",
  passwordChanged: "Password changed successfully",
  loggedIn: "Login successful",
  // Ours, where the spec is silent.
  invalidEmail: "Enter a valid email address",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordBlank: "Password cannot be only spaces",
  codeChecked: "Code accepted. Set your new password.",
  otpFormat: "OTP must be 6 digits",
  invalidTimezone: "Time zone must be a valid IANA name, such as America/New_York",
  verified: "Email verified successfully. Please login.",
  alreadyVerified: "Email is already verified. Please login.",
  profileLoaded: "Profile retrieved successfully",
  tokenRefreshed: "Token refreshed",
  refreshRequired: "Refresh token is required",
} as const;

// ---------------------------------------------------------------- field rules

/** Trims and lower-cases an e-mail address: the one form stored and looked up. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

const TIMEZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,3}$/;

/** The canonical IANA name of a time zone, or undefined when `name` is not one. */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.length > 64 || !TIMEZONE_SHAPE.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export function isWebsiteUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** A field that must be present and non-blank, with `message` for both failures. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** The longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Refresh tokens are a few hundred characters; anything much longer is not one. */
const TOKEN_MAX_LENGTH = 4096;

/**
 * An e-mail address to look an account up by: present, at most 254 characters, no control
 * characters; normalised. Its shape is not checked, so a login answers as it always did.
 */
const emailLookup = (missing: string) =>
  required(missing)
    .max(EMAIL_MAX_LENGTH, MSG.invalidEmail)
    .superRefine(refuseControlCharacters("Email"))
    .transform(normaliseEmail);

const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, MSG.invalidEmail)
  .pipe(z.email({ error: MSG.invalidEmail }));

/**
 * An existing password as typed: only bounded. It is hashed, never stored, and older passwords
 * may hold characters a new one may not, so refusing them here could lock an owner out.
 */
const typedPassword = (missing: string) =>
  z.string({ error: missing }).min(1, missing).max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);

const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong)
    .superRefine(refuseControlCharacters("Password"))
    // Spaces inside a pass phrase are fine; a password of nothing but spaces is no password.
    .refine((v) => v.trim() !== "", MSG.passwordBlank);

const otp = required(MSG.verifyRequired)
  .max(20, MSG.otpFormat)
  .regex(/^\d{6}$/, MSG.otpFormat);

const timezone = z
  .string({ error: MSG.invalidTimezone })
  .max(64, MSG.invalidTimezone)
  .trim()
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: MSG.invalidTimezone });
      return z.NEVER;
    }
    return canonical;
  });

const website = z
  .string({ error: MSG.invalidWebsite })
  .trim()
  .max(2048, MSG.invalidWebsite)
  .superRefine(refuseControlCharacters("Website"))
  .refine((v) => v === "" || isWebsiteUrl(v), MSG.invalidWebsite);

const profileText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine(refuseControlCharacters(label));

// ---------------------------------------------------------------- request bodies

// Registration checks presence first, so a missing field always answers 'All fields required'
// even when another field is also malformed.
export const registerBody = z
  .object(
    {
      email: required(MSG.registerRequired).max(EMAIL_MAX_LENGTH, MSG.invalidEmail),
      username: required(MSG.registerRequired),
      password: z.string({ error: MSG.registerRequired }).min(1, MSG.registerRequired),
      timezone: z.unknown().optional(),
    },
    { error: MSG.registerRequired },
  )
  .pipe(
    z.object({
      email: emailAddress,
      username: z
        .string()
        .max(150, "Username must be at most 150 characters")
        .superRefine(refuseControlCharacters("Username")),
      password: newPassword(MSG.registerRequired),
      timezone: timezone.optional(),
    }),
  );

export const loginBody = z.object(
  {
    email: emailLookup(MSG.loginRequired),
    password: typedPassword(MSG.loginRequired),
  },
  { error: MSG.loginRequired },
);

export const verifyEmailBody = z.object(
  { email: emailLookup(MSG.verifyRequired), otp },
  { error: MSG.verifyRequired },
);

export const emailOnlyBody = z.object(
  { email: emailLookup(MSG.emailRequired) },
  { error: MSG.emailRequired },
);

/** The reset code alone, checked before the new password is asked for. */
export const resetVerifyBody = verifyEmailBody;

export const resetConfirmBody = z
  .object(
    {
      email: emailLookup(MSG.verifyRequired),
      otp,
      password: newPassword(MSG.passwordFieldsRequired),
      confirm_password: z.string().max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong).optional(),
    },
    { error: MSG.verifyRequired },
  )
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
    message: "Passwords do not match",
    path: ["confirm_password"],
  });

export const changePasswordBody = z
  .object(
    {
      current_password: typedPassword(MSG.currentPasswordRequired),
      new_password: newPassword(MSG.passwordTooShort),
      confirm_password: z.string().max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong).optional(),
    },
    { error: MSG.currentPasswordRequired },
  )
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.new_password, {
    message: MSG.passwordsDontMatch,
    path: ["confirm_password"],
  })
  .refine((b) => b.current_password !== b.new_password, {
    message: MSG.newPasswordSame,
    path: ["new_password"],
  });

export const refreshBody = z.object(
  {
    refresh: z
      .string({ error: MSG.refreshRequired })
      .min(1, MSG.refreshRequired)
      .max(TOKEN_MAX_LENGTH, "Refresh token is not valid"),
  },
  { error: MSG.refreshRequired },
);

/**
 * Profile update, as multipart fields (or JSON). Absent fields stay unchanged. `email`,
 * `subscription_plan` and `member_since` are accepted because the client sends them back, and
 * ignored: the e-mail never changes here, and the plan is the server's to decide.
 */
export const profileUpdateBody = z.object({
  full_name: profileText("Full name", 150).optional(),
  company: profileText("Company", 200).optional(),
  location: profileText("Location", 300).optional(),
  phone_number: profileText("Phone number", 40).optional(),
  website: website.optional(),
  timezone: timezone.optional(),
  /** The uploaded file's bytes; a plain text value (e.g. empty) means "keep the avatar". */
  image: z.union([z.instanceof(Buffer), z.string().max(2048)]).optional(),
  email: z.unknown().optional(),
  subscription_plan: z.unknown().optional(),
  member_since: z.unknown().optional(),
});

export const avatarParams = z.object({
  userId: z.string().max(100),
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------- answers

const plan = z.enum(["free", "pro"]);

/** `data.user` of login and registration. */
export const userOut = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  subscription_plan: plan,
  timezone: z.string(),
});

/** The spec's Profile entity, plus identity, time zone and plan dates. */
export const profileOut = z.object({
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
  subscription_plan: plan,
  /** ISO 8601 instant of registration. */
  member_since: z.string(),
  timezone: z.string(),
  trial_ends_at: z.string(),
  paid_until: z.string().nullable(),
  /** The coupon kept for the next checkout (features/billing), or null. */
  applied_coupon: z
    .object({
      code: z.string(),
      percentOff: z.number().int().nullable(),
      amountOff: z.string().nullable(),
      expiresAt: z.string().nullable(),
      description: z.string(),
    })
    .nullable(),
});

/** `{status_code, message, data}`: the shape of every success answer. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status_code: z.number().int(), message: z.string(), data });
}

export const tokensOut = z.object({ access: z.string(), refresh: z.string() });

export const loginOut = envelope(tokensOut.extend({ user: userOut })).extend(tokensOut.shape);
export const tokensAnswer = envelope(tokensOut).extend(tokensOut.shape);
export const registerOut = envelope(z.object({ user: userOut }));
export const messageOut = envelope(z.object({}));
export const profileAnswer = envelope(z.object({ profile: profileOut })).extend({
  profile: profileOut,
});
