import type { ChangePasswordBody, TokensAnswer } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { browserStorage, storeTokens } from "../../../lib/auth-storage.ts";

/**
 * POST change-password/. The server ends every session, this one included, and answers fresh
 * tokens for this tab: they are stored at once, or the next call would be refused.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await api.post<TokensAnswer>("/authentication/api/change-password/", body);
  storeTokens(browserStorage(), { access: answer.access, refresh: answer.refresh });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
