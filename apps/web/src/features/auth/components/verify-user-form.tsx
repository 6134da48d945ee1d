import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useRegenerateOtp } from "../api/regenerate-otp.ts";
import { useVerifyEmail } from "../api/verify-email.ts";
import { codeStepError } from "../utils/auth-schemas.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { emptyOtp, otpValue } from "../utils/otp-digits.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";
import { CodeField } from "./code-field.tsx";

/** Spec: the e-mail is not shown here; the one entered at login or registration is reused. */
export function VerifyUserForm({ email, go, notice }: ModeProps) {
  const verify = useVerifyEmail();
  const resend = useRegenerateOtp();
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState(notice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otpValue(digits);
    const invalid = codeStepError(email, code);
    setError(invalid);
    if (invalid) return;
    try {
      const answer = await verify.mutateAsync({ email, otp: code });
      toast.success(answer.message ?? "Email verified successfully. Please login.", {
        duration: ACCOUNT_TOAST_DURATION_MS,
      });
      go("login");
    } catch (caught) {
      setError(accountErrorMessage(caught));
    }
  };

  const onResend = async () => {
    setError(null);
    if (!email) {
      setError("Email is required");
      return;
    }
    try {
      const answer = await resend.mutateAsync({ email });
      const text = answer.message ?? "OTP sent to your email.";
      toast.success(text, { duration: ACCOUNT_TOAST_DURATION_MS });
      setInfo({
        tone: "info",
        text: "We sent a new code. Codes from earlier e-mails no longer work.",
      });
      setDigits(emptyOtp());
    } catch (caught) {
      setError(accountErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {info && !error && <FormAlert tone={info.tone}>{info.text}</FormAlert>}
      {error && <FormAlert id="verify-error">{error}</FormAlert>}
      <CodeField
        id="verify-code"
        label="Verification code"
        digits={digits}
        onChange={setDigits}
        errorId={error ? "verify-error" : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifying…" : "Verify Email"}
      </Button>
      <p className="text-center text-sm text-ink-600">
        Didn't get the code?{" "}
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending}
          className="rounded-sm font-semibold text-brand-600 underline-offset-4 hover:text-brand-800 hover:underline disabled:opacity-60"
        >
          {resend.isPending ? "Sending…" : "Resend code"}
        </button>
      </p>
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
