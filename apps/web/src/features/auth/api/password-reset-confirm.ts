import { accountEndpoints, type MessageAnswer, type ResetConfirmBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

export function confirmPasswordReset(input: ResetConfirmBody): Promise<MessageAnswer> {
  return call(accountEndpoints.passwordResetConfirm, { body: input });
}

export function usePasswordResetConfirm() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
