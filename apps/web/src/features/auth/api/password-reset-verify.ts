import { accountEndpoints, type MessageAnswer, type VerifyEmailBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/**
 * Checks the reset code without using it up, so the code step only says "verified" once the
 * server said so. The confirm sends the same code again (docs/product.md, "Accounts").
 */
export function verifyPasswordResetCode(input: VerifyEmailBody): Promise<MessageAnswer> {
  return call(accountEndpoints.passwordResetVerify, { body: input });
}

export function usePasswordResetVerify() {
  return useMutation({ mutationFn: verifyPasswordResetCode });
}
