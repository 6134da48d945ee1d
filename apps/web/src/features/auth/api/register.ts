import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export interface RegisterInput {
  email: string;
  username: string;
  password: string;
  /** The browser's IANA time zone: the user's "today" for interest (decisions section 1). */
  timezone?: string;
}

export function register(input: RegisterInput): Promise<{ message?: string }> {
  return api.post("/authentication/api/register/", input, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
