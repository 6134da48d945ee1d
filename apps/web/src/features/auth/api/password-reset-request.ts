import { accountEndpoints, type EmailOnlyBody, type MessageAnswer } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export function requestPasswordReset(input: EmailOnlyBody): Promise<MessageAnswer> {
  return call(accountEndpoints.passwordResetRequest, { body: input });
}

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: requestPasswordReset });
}
