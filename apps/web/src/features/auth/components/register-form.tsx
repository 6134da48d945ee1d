import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MSG, PASSWORD_MIN_LENGTH, registerForm } from "@owed/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { PasswordFields } from "../../../components/password-fields.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { FormField } from "../../../components/ui/form-field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useRegister } from "../api/register.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { firstMessage } from "../utils/first-message.ts";
import { browserTimeZone } from "../utils/login-answer.ts";
import { flowStorage } from "../utils/login-flow.ts";
import { recordCodeSent } from "../utils/resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { ModeLink } from "./mode-link.tsx";

export function RegisterForm({ email, onEmail, go }: ModeProps) {
  const registration = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<
    z.input<typeof registerForm>,
    unknown,
    z.output<typeof registerForm>
  >({
    resolver: zodResolver(registerForm),
    defaultValues: { email, username: "", password: "" },
  });
  const error = firstMessage(formState.errors) ?? serverError;
  const describedBy = (hint?: string) =>
    [error ? "register-error" : "", hint ?? ""].filter(Boolean).join(" ") || undefined;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const address = values.email.trim();
    onEmail(address);
    try {
      await registration.mutateAsync({
        email: address,
        username: values.username.trim(),
        password: values.password,
        timezone: browserTimeZone(),
      });
      recordCodeSent(flowStorage(), address, Date.now());
      toast.success(ACCOUNT_MSG.registered, {
        duration: ACCOUNT_TOAST_DURATION_MS,
      });
      go("verify-user", { tone: "info", text: "The code expires in 10 minutes." });
    } catch (caught) {
      setServerError(accountErrorMessage(caught));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <FormAlert id="register-error">{error}</FormAlert>}
      <FormField id="register-email" label="Email">
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!formState.errors.email || undefined}
          aria-describedby={describedBy()}
          {...register("email")}
        />
      </FormField>
      <FormField id="register-username" label="Username">
        <Input
          id="register-username"
          autoComplete="nickname"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={!!formState.errors.username || undefined}
          aria-describedby={describedBy()}
          {...register("username")}
        />
      </FormField>
      <PasswordFields
        fields={[
          {
            name: "password",
            id: "register-password",
            label: "Password",
            autoComplete: "new-password",
            hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
          },
        ]}
        register={register}
        errors={formState.errors}
        alert={{ id: error ? "register-error" : undefined }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
        {registration.isPending ? "Registering…" : "Register"}
      </Button>
      <p className="text-center text-sm text-ink-600">
        Already have an account?{" "}
        <ModeLink
          onClick={() => {
            onEmail(getValues("email").trim());
            go("login");
          }}
        >
          Login
        </ModeLink>
      </p>
    </form>
  );
}
