import { accountEndpoints, type RegisterAnswer, type RegisterBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../../lib/call.ts";

/**
 * `timezone` is the browser's IANA time zone: the user's "today" for interest
 * (docs/product.md, "Accounts").
 */
export function register(input: RegisterBody): Promise<RegisterAnswer> {
  return call(accountEndpoints.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
