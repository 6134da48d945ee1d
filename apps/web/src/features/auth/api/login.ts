import type { LoginAnswer, LoginBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Public call: a 401 here is a wrong password, not an expired session (docs/product.md, "Accounts"). */
export function login(input: LoginBody): Promise<LoginAnswer> {
  return api.post<LoginAnswer>("/authentication/api/login/", input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
