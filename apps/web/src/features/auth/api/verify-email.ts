import { accountEndpoints, type MessageAnswer, type VerifyEmailBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export function verifyEmail(input: VerifyEmailBody): Promise<MessageAnswer> {
  return call(accountEndpoints.verifyEmail, { body: input });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
