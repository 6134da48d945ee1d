import { z } from "zod";
import { refuseControlCharacters } from "../schemas/text.ts";
import { envelope } from "./envelope.ts";

// The contract of the account routes (register, verify, login, tokens, password reset): messages,
// limits, field rules, request bodies and answers. The API validates and serialises with these,
// the web's forms and fetchers are typed from them. Wording: docs/product.md ("Accounts",
// "Validation and messages"); security limits: docs/decisions/008-security.md.

export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work one request can cause (hashing); far above any pass phrase. */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest e-mail address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** E-mailed one-time codes are six digits. */
export const CODE_LENGTH = 6;
/** Refresh tokens are a few hundred characters; anything much longer is not one. */
export const TOKEN_MAX_LENGTH = 4096;
export const USERNAME_MAX_LENGTH = 150;
export const TIMEZONE_MAX_LENGTH = 64;

/** Every message of the account, profile and session routes and forms: the wording users see. */
export const ACCOUNT_MSG = {
  loginRequired: "Enter email and password",
  registerRequired: "All fields required",
  verifyRequired: "Provide email and code",
  emailRequired: "Email is required",
  passwordFieldsRequired: "All password fields required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  currentPasswordRequired: "Current password is required",
  confirmPasswordRequired: "Please confirm your password",
  // Two wordings for one rule, each pinned by its screen's tests (reset and change password).
  passwordsDoNotMatch: "Passwords do not match",
  passwordsDontMatch: "Passwords don't match",
  newPasswordSame: "New password must be different from current password",
  invalidWebsite: "Please enter a valid website URL",
  invalidPhone: "Please enter a valid phone number, such as (555) 123-4567 or +1 555 123 4567",
  registered: "Registration successful! Please verify your email.",
  otpSent: "Code sent to your email.",
  resetDone: "Password reset successful. Please login.",
  profileUpdated: "Profile updated successfully",
  passwordChanged: "Password changed successfully",
  loggedIn: "Login successful",
  invalidEmail: "Enter a valid email address",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordBlank: "Password cannot be only spaces",
  codeChecked: "Code accepted. Set your new password.",
  otpFormat: `The code must be ${CODE_LENGTH} digits`,
  invalidTimezone: "Time zone must be a valid IANA name, such as America/New_York",
  chooseTimezone: "Choose a time zone from the list, such as America/New_York",
  verified: "Email verified successfully. Please login.",
  alreadyVerified: "Email is already verified. Please login.",
  profileLoaded: "Profile retrieved successfully",
  tokenRefreshed: "Token refreshed",
  refreshRequired: "Refresh token is required",
  refreshInvalid: "Refresh token is not valid",
} as const;

const M = ACCOUNT_MSG;

// ---------------------------------------------------------------- field rules

/** Trims and lower-cases an e-mail address: the one form stored and looked up. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

const TIMEZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,3}$/;

/** The canonical IANA name of a time zone, or undefined when `name` is not one. */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.length > TIMEZONE_MAX_LENGTH || !TIMEZONE_SHAPE.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** An http(s) address with a host; "www.example.com" alone is not one. */
export function isWebsiteUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

/** The longest phone number kept: a full international number with punctuation and an extension. */
export const PHONE_MAX_LENGTH = 40;

// Digits with the usual punctuation (spaces, dots, dashes, parentheses), an optional leading "+",
// and an optional extension ("x 12", "ext. 12").
const PHONE_SHAPE = /^\+?[0-9(][0-9 ().-]*?(?:\s*(?:x|ext\.?)\s*(\d{1,6}))?$/i;

/**
 * A phone number as people write one: 7 to 15 digits (15 is the longest international number,
 * ITU-T E.164) with spaces, dots, dashes or parentheses between them, an optional leading "+" and
 * an optional extension. Letters and other signs are refused; so is an empty string (the field
 * itself may be left blank).
 */
export function isPhoneNumber(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH) return false;
  const match = PHONE_SHAPE.exec(value);
  if (!match) return false;
  const main = match[1] === undefined ? value : value.slice(0, value.search(/\s*(x|ext)/i));
  const digits = main.replace(/\D/g, "").length;
  const opens = (main.match(/\(/g) ?? []).length;
  const closes = (main.match(/\)/g) ?? []).length;
  return digits >= 7 && digits <= 15 && opens === closes && opens <= 1;
}

/** A one-time code as typed: exactly six digits. */
export function isCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

/** A field that must be present and non-blank, with `message` for both failures. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message);

/**
 * An e-mail address to look an account up by: present, bounded, no control characters;
 * normalised. Its shape is not checked, so a login answers as it always did.
 */
const emailLookup = (missing: string) =>
  requiredText(missing)
    .max(EMAIL_MAX_LENGTH, M.invalidEmail)
    .superRefine(refuseControlCharacters("Email"))
    .transform(normaliseEmail);

export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, M.invalidEmail)
  .pipe(z.email({ error: M.invalidEmail }));

/**
 * An existing password as typed: only bounded. It is hashed, never stored, and older passwords
 * may hold characters a new one may not, so refusing them here could lock an owner out.
 */
const typedPassword = (missing: string) =>
  z.string({ error: missing }).min(1, missing).max(PASSWORD_MAX_LENGTH, M.passwordTooLong);

/** A new password: long enough, bounded, no control characters, not only spaces. */
export const newPassword = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, M.passwordTooLong)
    .superRefine(refuseControlCharacters("Password"))
    // Spaces inside a pass phrase are fine; a password of nothing but spaces is no password.
    .refine((v) => v.trim() !== "", M.passwordBlank);

const otp = requiredText(M.verifyRequired).max(20, M.otpFormat).refine(isCode, M.otpFormat);

/** A time zone, answered in its canonical IANA spelling. */
export const timezoneField = z
  .string({ error: M.invalidTimezone })
  .max(TIMEZONE_MAX_LENGTH, M.invalidTimezone)
  .trim()
  .transform((value, ctx) => {
    const canonical = canonicalTimeZone(value);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: M.invalidTimezone });
      return z.NEVER;
    }
    return canonical;
  });

const refreshToken = z
  .string({ error: M.refreshRequired })
  .min(1, M.refreshRequired)
  .max(TOKEN_MAX_LENGTH, M.refreshInvalid);

// ---------------------------------------------------------------- request bodies

// Registration checks presence first, so a missing field always answers 'All fields required'
// even when another field is also malformed.
export const registerBody = z
  .object(
    {
      email: requiredText(M.registerRequired).max(EMAIL_MAX_LENGTH, M.invalidEmail),
      username: requiredText(M.registerRequired),
      password: z.string({ error: M.registerRequired }).min(1, M.registerRequired),
      timezone: z.unknown().optional(),
    },
    { error: M.registerRequired },
  )
  .pipe(
    z.object({
      email: emailAddress,
      username: z
        .string()
        .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
        .superRefine(refuseControlCharacters("Username")),
      password: newPassword(M.registerRequired),
      timezone: timezoneField.optional(),
    }),
  );
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object(
  { email: emailLookup(M.loginRequired), password: typedPassword(M.loginRequired) },
  { error: M.loginRequired },
);
export type LoginBody = z.input<typeof loginBody>;

export const verifyEmailBody = z.object(
  { email: emailLookup(M.verifyRequired), otp },
  { error: M.verifyRequired },
);
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;

export const emailOnlyBody = z.object(
  { email: emailLookup(M.emailRequired) },
  { error: M.emailRequired },
);
export type EmailOnlyBody = z.input<typeof emailOnlyBody>;

/** The reset code alone, checked before the new password is asked for. */
export const resetVerifyBody = verifyEmailBody;

export const resetConfirmBody = z
  .object(
    {
      email: emailLookup(M.verifyRequired),
      otp,
      password: newPassword(M.passwordFieldsRequired),
      confirm_password: z.string().max(PASSWORD_MAX_LENGTH, M.passwordTooLong).optional(),
    },
    { error: M.verifyRequired },
  )
  .refine((b) => b.confirm_password === undefined || b.confirm_password === b.password, {
    message: M.passwordsDoNotMatch,
    path: ["confirm_password"],
  });
export type ResetConfirmBody = z.input<typeof resetConfirmBody>;

export const refreshBody = z.object({ refresh: refreshToken }, { error: M.refreshRequired });
export type RefreshBody = z.input<typeof refreshBody>;

// ---------------------------------------------------------------- answers

const subscriptionPlan = z.enum(["free", "pro"]);

/** `data.user` of login and registration. */
export const userOut = z.strictObject({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  subscription_plan: subscriptionPlan,
  timezone: z.string(),
});
export type UserOut = z.output<typeof userOut>;

export const tokensOut = z.strictObject({ access: z.string(), refresh: z.string() });
export type Tokens = z.output<typeof tokensOut>;

/** Login: the tokens beside `data` as well as in it, as clients have always read them. */
export const loginAnswer = envelope(tokensOut.extend({ user: userOut })).extend(tokensOut.shape);
export type LoginAnswer = z.output<typeof loginAnswer>;
/** Token refresh and password change: fresh tokens, beside `data` and in it. */
export const tokensAnswer = envelope(tokensOut).extend(tokensOut.shape);
export type TokensAnswer = z.output<typeof tokensAnswer>;
export const registerAnswer = envelope(z.strictObject({ user: userOut }));
export type RegisterAnswer = z.output<typeof registerAnswer>;
/** An answer that only says something: `data` is `{}`. */
export const messageAnswer = envelope(z.strictObject({}));
export type MessageAnswer = z.output<typeof messageAnswer>;

// ---------------------------------------------------------------- the login modes' forms

/** Login form: the same presence rule as the route, without the server's bounds. */
export const loginForm = z.object({
  email: requiredText(M.loginRequired),
  password: z.string().min(1, M.loginRequired),
});

/** One message per field: a password too short is told it is short, not also that it is blank. */
const notOnlySpaces = (value: string) => value.length < PASSWORD_MIN_LENGTH || value.trim() !== "";

export const registerForm = z.object({
  email: requiredText(M.registerRequired),
  username: requiredText(M.registerRequired),
  password: z
    .string()
    .min(1, M.registerRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .refine(notOnlySpaces, M.passwordBlank),
});

export const forgotPasswordForm = z.object({ email: requiredText(M.emailRequired) });

export const resetPasswordForm = z
  .object({
    password: z.string().min(1, M.passwordFieldsRequired),
    confirmPassword: z.string().min(1, M.passwordFieldsRequired),
  })
  // Checked only once both are filled, so an empty form says "required", not "do not match".
  .refine((v) => !v.password || !v.confirmPassword || v.password === v.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ["confirmPassword"],
  })
  .refine((v) => !v.password || v.password.length >= PASSWORD_MIN_LENGTH, {
    message: M.passwordTooShort,
    path: ["password"],
  })
  .refine((v) => notOnlySpaces(v.password), { message: M.passwordBlank, path: ["password"] });

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, M.currentPasswordRequired),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
      .refine(notOnlySpaces, M.passwordBlank),
    confirmPassword: z.string().min(1, M.confirmPasswordRequired),
  })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== "" && values.newPassword !== values.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: M.passwordsDontMatch });
    }
    if (values.currentPassword !== "" && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: M.newPasswordSame });
    }
  });

/** The code steps (verify e-mail, reset code): the remembered e-mail and a full code. */
export function codeStepError(email: string, code: string): string | null {
  if (email.trim() === "" || code === "") return M.verifyRequired;
  if (!isCode(code)) return M.otpFormat;
  return null;
}
