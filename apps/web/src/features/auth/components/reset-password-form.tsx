import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetConfirm } from "../api/password-reset-confirm.ts";
import {
  AUTH_MESSAGES,
  firstMessage,
  PASSWORD_MIN_LENGTH,
  resetSchema,
} from "../utils/auth-schemas.ts";
import { accountErrorMessage, isCodeError } from "../utils/error-message.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";

export function ResetPasswordForm({ email, go, code }: ModeProps & { code: string }) {
  const confirm = usePasswordResetConfirm();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const error = firstMessage(formState.errors) ?? serverError;
  const describedBy = (hint?: string) =>
    [error ? "reset-error" : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (!email || !code) {
      setServerError(AUTH_MESSAGES.verifyRequired);
      return;
    }
    try {
      await confirm.mutateAsync({ email, otp: code, password: values.password });
      toast.success("Password reset successful. Please login.", {
        duration: ACCOUNT_TOAST_DURATION_MS,
      });
      go("login");
    } catch (caught) {
      const message = accountErrorMessage(caught);
      // The code step checked the code, but it can expire (or be replaced) since: fix it there.
      if (isCodeError(caught)) go("otp", { tone: "error", text: message });
      else setServerError(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <FormAlert id="reset-error">{error}</FormAlert>}
      <FormField
        id="reset-password"
        label="New Password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput
          id="reset-password"
          what="new password"
          autoComplete="new-password"
          aria-invalid={!!formState.errors.password || undefined}
          aria-describedby={describedBy("reset-password-hint")}
          {...register("password")}
        />
      </FormField>
      <FormField id="reset-confirm" label="Confirm Password">
        <PasswordInput
          id="reset-confirm"
          what="confirm password"
          autoComplete="new-password"
          aria-invalid={!!formState.errors.confirmPassword || undefined}
          aria-describedby={describedBy()}
          {...register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? "Resetting…" : "Reset Password"}
      </Button>
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
