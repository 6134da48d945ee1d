import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { browserStorage, storeTokens } from "../../../lib/auth-storage.ts";

export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
}

interface TokensAnswer {
  message?: string;
  access?: string;
  refresh?: string;
  data?: { access?: string; refresh?: string };
}

/**
 * POST change-password/. The server ends every session, this one included, and answers fresh
 * tokens for this tab: they are stored at once, or the next call would be refused.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string | undefined> {
  const answer = await api.post<TokensAnswer>("/authentication/api/change-password/", body);
  const access = answer.access ?? answer.data?.access;
  const refresh = answer.refresh ?? answer.data?.refresh;
  if (access) storeTokens(browserStorage(), { access, refresh: refresh ?? null });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
