import type { MessageAnswer, VerifyEmailBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * Checks the reset code without using it up, so the code step only says "verified" once the
 * server said so. The confirm sends the same code again (docs/product.md, "Accounts").
 */
export function verifyPasswordResetCode(input: VerifyEmailBody): Promise<MessageAnswer> {
  return api.post("/authentication/api/password-reset-verify/", input, { auth: false });
}

export function usePasswordResetVerify() {
  return useMutation({ mutationFn: verifyPasswordResetCode });
}
