import { z } from "zod";

/** The spec's validation messages (section 5), word for word. */
export const AUTH_MESSAGES = {
  loginRequired: "Enter email and password",
  registerRequired: "All fields required",
  verifyRequired: "Provide email and OTP",
  emailRequired: "Email is required",
  passwordFieldsRequired: "All password fields required",
  passwordsDoNotMatch: "Passwords do not match",
  // Where the spec is silent, the server's own wording, so both sides say the same thing.
  passwordTooShort: "Password must be at least 8 characters",
  otpFormat: "OTP must be 6 digits",
  passwordBlank: "Password cannot be only spaces",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
const M = AUTH_MESSAGES;

const present = (message: string) => z.string().trim().min(1, message);

/**
 * Spaces inside a pass phrase are fine; a password of nothing but spaces is none (the server says
 * the same). One too short is already told so: one message per field.
 */
export const notOnlySpaces = (value: string) =>
  value.length < PASSWORD_MIN_LENGTH || value.trim() !== "";

export const loginSchema = z.object({
  email: present(M.loginRequired),
  password: z.string().min(1, M.loginRequired),
});

export const registerSchema = z.object({
  email: present(M.registerRequired),
  username: present(M.registerRequired),
  password: z
    .string()
    .min(1, M.registerRequired)
    .min(PASSWORD_MIN_LENGTH, M.passwordTooShort)
    .refine(notOnlySpaces, M.passwordBlank),
});

export const forgotSchema = z.object({ email: present(M.emailRequired) });

export const resetSchema = z
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

/** The code steps (verify-user, otp): both need the remembered e-mail and a full code. */
export function codeStepError(email: string, code: string): string | null {
  if (email.trim() === "" || code === "") return M.verifyRequired;
  if (!/^\d{6}$/.test(code)) return M.otpFormat;
  return null;
}

/** The first message of a failed validation, in field order: the form shows one at a time. */
export function firstMessage(
  errors: Record<string, { message?: unknown } | undefined>,
): string | null {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === "string" && error.message !== "") return error.message;
  }
  return null;
}
