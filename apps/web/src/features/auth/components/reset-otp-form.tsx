import { ACCOUNT_MSG, codeStepError } from "@owed/domain";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetRequest } from "../api/password-reset-request.ts";
import { usePasswordResetVerify } from "../api/password-reset-verify.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { emptyOtp, otpValue } from "../utils/otp-digits.ts";
import { useResendCooldown } from "../utils/use-resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";
import { CodeEmailField } from "./code-email-field.tsx";
import { CodeField } from "./code-field.tsx";
import { ResendCodeButton } from "./resend-code-button.tsx";

/**
 * The code is checked here (password-reset-verify/, which does not use it up), so "verified" is
 * said only of a right code, and a wrong one is said on this step, which stays
 * (docs/product.md, "Where we differ from the first specification").
 */
export function ResetOtpForm({
  email,
  onEmail,
  go,
  notice,
  code,
  onCode,
}: ModeProps & { code: string; onCode: (code: string) => void }) {
  const check = usePasswordResetVerify();
  const resend = usePasswordResetRequest();
  const [typedEmail, setTypedEmail] = useState("");
  const [askForEmail] = useState(() => email === "");
  const address = askForEmail ? typedEmail.trim() : email;
  const cooldown = useResendCooldown(address);
  const [digits, setDigits] = useState(() =>
    code.length === 6 && !notice ? Array.from(code) : emptyOtp(),
  );
  const [error, setError] = useState<string | null>(notice?.tone === "error" ? notice.text : null);
  const [info, setInfo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setInfo(null);
    const value = otpValue(digits);
    const invalid = codeStepError(address, value);
    setError(invalid);
    if (invalid) return;
    if (askForEmail) onEmail(address);
    try {
      await check.mutateAsync({ email: address, otp: value });
      onCode(value);
      toast.success("Code verified. Set your new password.", {
        duration: ACCOUNT_TOAST_DURATION_MS,
      });
      go("reset");
    } catch (caught) {
      setError(accountErrorMessage(caught));
    }
  };

  const onResend = async () => {
    setError(null);
    if (!address) {
      setError(ACCOUNT_MSG.emailRequired);
      return;
    }
    try {
      await resend.mutateAsync({ email: address });
      cooldown.started();
      setInfo(`${ACCOUNT_MSG.otpSent} Codes from earlier e-mails no longer work.`);
      setDigits(emptyOtp());
    } catch (caught) {
      cooldown.started(caught);
      setError(accountErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {info && !error && <FormAlert tone="success">{info}</FormAlert>}
      {error && <FormAlert id="otp-error">{error}</FormAlert>}
      {askForEmail && (
        <CodeEmailField
          id="otp-email"
          value={typedEmail}
          onChange={setTypedEmail}
          describedBy={error ? "otp-error" : undefined}
        />
      )}
      <CodeField
        id="reset-code"
        label="Password Reset Code"
        digits={digits}
        onChange={setDigits}
        errorId={error ? "otp-error" : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
        {check.isPending ? "Checking…" : "Verify Code"}
      </Button>
      <ResendCodeButton
        label="Send a new code"
        secondsLeft={cooldown.secondsLeft}
        pending={resend.isPending}
        onClick={onResend}
      />
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
