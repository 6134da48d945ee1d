import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface VerifyEmailInput {
  email: string;
  otp: string;
}

export function verifyEmail(input: VerifyEmailInput): Promise<{ message?: string }> {
  return api.post("/authentication/api/verify-email/", input, { auth: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
