import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MSG, PASSWORD_MIN_LENGTH, resetPasswordForm } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { PasswordFields } from "../../../components/password-fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetConfirm } from "../api/password-reset-confirm.ts";
import { accountErrorMessage, isCodeError } from "../utils/error-message.ts";
import { firstMessage } from "../utils/first-message.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";

export function ResetPasswordForm({ email, go, code }: ModeProps & { code: string }) {
  const confirm = usePasswordResetConfirm();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof resetPasswordForm>,
    unknown,
    z.output<typeof resetPasswordForm>
  >({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const error = firstMessage(formState.errors) ?? serverError;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (!email || !code) {
      setServerError(ACCOUNT_MSG.verifyRequired);
      return;
    }
    try {
      await confirm.mutateAsync({ email, otp: code, password: values.password });
      toast.success(ACCOUNT_MSG.resetDone, {
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
      <PasswordFields
        fields={[
          {
            name: "password",
            id: "reset-password",
            label: "New Password",
            what: "new password",
            autoComplete: "new-password",
            hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
          },
          {
            name: "confirmPassword",
            id: "reset-confirm",
            label: "Confirm Password",
            what: "confirm password",
            autoComplete: "new-password",
          },
        ]}
        register={register}
        errors={formState.errors}
        alert={{ id: error ? "reset-error" : undefined }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
        {confirm.isPending ? "Resetting…" : "Reset Password"}
      </Button>
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
