import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_ERRORS, ACCOUNT_MSG, loginForm } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { browserStorage, storeSession } from "../../../lib/auth-storage.ts";
import { returnStorage, takeReturnPath } from "../../../lib/return-path.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useLogin } from "../api/login.ts";
import { accountErrorMessage, LOGIN_FAILED_FALLBACK } from "../utils/error-message.ts";
import { firstMessage } from "../utils/first-message.ts";
import { readLoginAnswer } from "../utils/login-answer.ts";
import type { ModeProps } from "./auth-mode.ts";
import { ModeLink } from "./mode-link.tsx";

export function LoginForm({ email, onEmail, go, notice }: ModeProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<
    z.input<typeof loginForm>,
    unknown,
    z.output<typeof loginForm>
  >({
    resolver: zodResolver(loginForm),
    defaultValues: { email, password: "" },
  });
  const error = firstMessage(formState.errors) ?? serverError;
  // Whatever address is typed here carries over to the register and forgot modes.
  const switchTo = (mode: "forgot" | "register") => {
    onEmail(getValues("email").trim());
    go(mode);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const address = values.email.trim();
    onEmail(address);
    try {
      const answer = await login.mutateAsync({ email: address, password: values.password });
      const session = readLoginAnswer(answer);
      if (!session) throw new Error(LOGIN_FAILED_FALLBACK);
      storeSession(browserStorage(), { ...session, email: address });
      toast.success(ACCOUNT_MSG.loggedIn, { duration: ACCOUNT_TOAST_DURATION_MS });
      // Back to the page that sent the visitor here (an invitation link), else the dashboard.
      navigate(takeReturnPath(returnStorage()), { replace: true });
    } catch (caught) {
      // docs/product.md ("Accounts"): an unverified account is sent to verify its code, not refused.
      if (
        caught instanceof ApiError &&
        caught.status === ACCOUNT_ERRORS.unverified.status &&
        caught.code === ACCOUNT_ERRORS.unverified.code
      ) {
        go("verify-user", { tone: "info", text: caught.message });
        return;
      }
      setServerError(accountErrorMessage(caught, LOGIN_FAILED_FALLBACK));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {notice && !error && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {error && <FormAlert id="login-error">{error}</FormAlert>}
      <FormField id="login-email" label="Email">
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          aria-invalid={!!formState.errors.email || undefined}
          aria-describedby={error ? "login-error" : undefined}
          {...register("email")}
        />
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        action={<ModeLink onClick={() => switchTo("forgot")}>Forgot Password?</ModeLink>}
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={!!formState.errors.password || undefined}
          aria-describedby={error ? "login-error" : undefined}
          {...register("password")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Logging in…" : "Login"}
      </Button>
      <p className="text-center text-sm text-ink-600">
        Don't have an account? <ModeLink onClick={() => switchTo("register")}>Register</ModeLink>
      </p>
    </form>
  );
}
