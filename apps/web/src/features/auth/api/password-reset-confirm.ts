import type { MessageAnswer, ResetConfirmBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function confirmPasswordReset(input: ResetConfirmBody): Promise<MessageAnswer> {
  return api.post("/authentication/api/password-reset-confirm/", input, { auth: false });
}

export function usePasswordResetConfirm() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
