import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;

/** Spec section 5, message for message, each on the field it is about. */
export const PASSWORD_MESSAGES = {
  currentRequired: "Current password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: "Please confirm your password",
  mismatch: "Passwords don't match",
  sameAsCurrent: "New password must be different from current password",
  // Not in the spec; the server refuses it with the same words.
  onlySpaces: "Password cannot be only spaces",
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
      // A short one is already told it is short; one message per field.
      .refine(
        (value) => value.length < PASSWORD_MIN_LENGTH || value.trim() !== "",
        PASSWORD_MESSAGES.onlySpaces,
      ),
    confirmPassword: z.string().min(1, PASSWORD_MESSAGES.confirmRequired),
  })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== "" && values.newPassword !== values.confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORD_MESSAGES.mismatch,
      });
    }
    if (values.currentPassword !== "" && values.newPassword === values.currentPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: PASSWORD_MESSAGES.sameAsCurrent,
      });
    }
  });

export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
