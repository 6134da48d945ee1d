import type { EmailOnlyBody, MessageAnswer } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function requestPasswordReset(input: EmailOnlyBody): Promise<MessageAnswer> {
  return api.post("/authentication/api/password-reset-request/", input, { auth: false });
}

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: requestPasswordReset });
}
