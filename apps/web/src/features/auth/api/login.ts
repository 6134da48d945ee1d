import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { LoginAnswer } from "../utils/login-answer.ts";

export interface LoginInput {
  email: string;
  password: string;
}

/** Public call: a 401 here is a wrong password, not an expired session (decisions section 3). */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>("/authentication/api/login/", input, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
