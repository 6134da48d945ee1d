import type { EmailOnlyBody, MessageAnswer } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Sends a new verification code to an address whose account is not verified yet. */
export function regenerateOtp(input: EmailOnlyBody): Promise<MessageAnswer> {
  return api.post("/authentication/api/regenerate-otp/", input, { auth: false });
}

export function useRegenerateOtp() {
  return useMutation({ mutationFn: regenerateOtp });
}
