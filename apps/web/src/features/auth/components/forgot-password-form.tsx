import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MSG, forgotPasswordForm } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetRequest } from "../api/password-reset-request.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { firstMessage } from "../utils/first-message.ts";
import { flowStorage } from "../utils/login-flow.ts";
import { recordCodeSent } from "../utils/resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";

export function ForgotPasswordForm({ email, onEmail, go }: ModeProps) {
  const request = usePasswordResetRequest();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof forgotPasswordForm>,
    unknown,
    z.output<typeof forgotPasswordForm>
  >({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email },
  });
  const error = firstMessage(formState.errors) ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const address = values.email.trim();
    onEmail(address);
    try {
      await request.mutateAsync({ email: address });
      recordCodeSent(flowStorage(), address, Date.now());
      toast.success(ACCOUNT_MSG.otpSent, { duration: ACCOUNT_TOAST_DURATION_MS });
      go("otp");
    } catch (caught) {
      setServerError(accountErrorMessage(caught));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <FormAlert id="forgot-error">{error}</FormAlert>}
      <FormField id="forgot-email" label="Email">
        <Input
          id="forgot-email"
          type="email"
          autoComplete="username"
          aria-invalid={!!formState.errors.email || undefined}
          aria-describedby={error ? "forgot-error" : undefined}
          {...register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? "Sending…" : "Send Reset Code"}
      </Button>
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
