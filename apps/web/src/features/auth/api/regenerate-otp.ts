import { accountEndpoints, type EmailOnlyBody, type MessageAnswer } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Sends a new verification code to an address whose account is not verified yet. */
export function regenerateOtp(input: EmailOnlyBody): Promise<MessageAnswer> {
  return call(accountEndpoints.regenerateOtp, { body: input });
}

export function useRegenerateOtp() {
  return useMutation({ mutationFn: regenerateOtp });
}
