import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetRequest } from "../api/password-reset-request.ts";
import { codeStepError } from "../utils/auth-schemas.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { emptyOtp, otpValue } from "../utils/otp-digits.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";
import { CodeField } from "./code-field.tsx";

/**
 * Spec section 4: this step makes no server call; the code is checked when the new password is
 * sent. A wrong code brings the user back here with the server's message.
 */
export function ResetOtpForm({
  email,
  go,
  notice,
  code,
  onCode,
}: ModeProps & { code: string; onCode: (code: string) => void }) {
  const resend = usePasswordResetRequest();
  const [digits, setDigits] = useState(() =>
    code.length === 6 && !notice ? Array.from(code) : emptyOtp(),
  );
  const [error, setError] = useState<string | null>(notice?.tone === "error" ? notice.text : null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = otpValue(digits);
    const invalid = codeStepError(email, value);
    setError(invalid);
    if (invalid) return;
    onCode(value);
    toast.success("OTP verified. Set your new password.", { duration: ACCOUNT_TOAST_DURATION_MS });
    go("reset");
  };

  const onResend = async () => {
    setError(null);
    try {
      await resend.mutateAsync({ email });
      toast.success("OTP sent to your email.", { duration: ACCOUNT_TOAST_DURATION_MS });
      setDigits(emptyOtp());
    } catch (caught) {
      setError(accountErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {error && <FormAlert id="otp-error">{error}</FormAlert>}
      <CodeField
        id="reset-code"
        label="Password Reset OTP"
        digits={digits}
        onChange={setDigits}
        errorId={error ? "otp-error" : undefined}
      />
      <Button type="submit" size="lg" className="w-full">
        Verify OTP
      </Button>
      <p className="text-center text-sm text-ink-600">
        Didn't get the code?{" "}
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending || !email}
          className="rounded-sm font-semibold text-brand-600 underline-offset-4 hover:text-brand-800 hover:underline disabled:opacity-60"
        >
          {resend.isPending ? "Sending…" : "Send a new code"}
        </button>
      </p>
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
