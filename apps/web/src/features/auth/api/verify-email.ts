import type { MessageAnswer, VerifyEmailBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function verifyEmail(input: VerifyEmailBody): Promise<MessageAnswer> {
  return api.post("/authentication/api/verify-email/", input, { auth: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
