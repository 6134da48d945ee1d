import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface PasswordResetConfirmInput {
  email: string;
  otp: string;
  password: string;
}

export function confirmPasswordReset(
  input: PasswordResetConfirmInput,
): Promise<{ message?: string }> {
  return api.post("/authentication/api/password-reset-confirm/", input, { auth: false });
}

export function usePasswordResetConfirm() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
