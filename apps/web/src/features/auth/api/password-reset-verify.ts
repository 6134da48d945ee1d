import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface PasswordResetVerifyInput {
  email: string;
  otp: string;
}

/**
 * Not in the spec: checks the reset code without using it up, so the code step only says
 * "verified" once the server said so. The confirm sends the same code again.
 */
export function verifyPasswordResetCode(
  input: PasswordResetVerifyInput,
): Promise<{ message?: string }> {
  return api.post("/authentication/api/password-reset-verify/", input, { auth: false });
}

export function usePasswordResetVerify() {
  return useMutation({ mutationFn: verifyPasswordResetCode });
}
