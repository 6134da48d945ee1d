import type { RegisterAnswer, RegisterBody } from "@owed/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/**
 * `timezone` is the browser's IANA time zone: the user's "today" for interest
 * (docs/product.md, "Accounts").
 */
export function register(input: RegisterBody): Promise<RegisterAnswer> {
  return api.post("/authentication/api/register/", input, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
