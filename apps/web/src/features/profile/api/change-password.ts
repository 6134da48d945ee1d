import { accountEndpoints, type ChangePasswordBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { browserStorage, storeTokens } from "../../../lib/auth-storage.ts";
import { call } from "../../../lib/call.ts";

/**
 * The server ends every session, this one included, and answers fresh tokens for this tab: they
 * are stored at once, or the next call would be refused.
 */
export async function changePassword(body: ChangePasswordBody): Promise<string> {
  const answer = await call(accountEndpoints.changePassword, { body });
  storeTokens(browserStorage(), { access: answer.access, refresh: answer.refresh });
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
