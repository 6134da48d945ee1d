import { accountEndpoints, type LoginAnswer, type LoginBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/** Public call: a 401 here is a wrong password, not an expired session (docs/product.md, "Accounts"). */
export function login(input: LoginBody): Promise<LoginAnswer> {
  return call(accountEndpoints.login, { body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
