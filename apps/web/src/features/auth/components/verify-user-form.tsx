import { ACCOUNT_MSG, codeStepError } from "@owed/domain";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useRegenerateOtp } from "../api/regenerate-otp.ts";
import { useVerifyEmail } from "../api/verify-email.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { emptyOtp, otpValue } from "../utils/otp-digits.ts";
import { useResendCooldown } from "../utils/use-resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";
import { CodeEmailField } from "./code-email-field.tsx";
import { CodeField } from "./code-field.tsx";
import { ResendCodeButton } from "./resend-code-button.tsx";

/**
 * The e-mail entered at login or registration is reused; the heading's text names it, and only
 * when this tab does not know it is it asked for (docs/product.md, "Screens").
 */
export function VerifyUserForm({ email, onEmail, go, notice }: ModeProps) {
  const verify = useVerifyEmail();
  const resend = useRegenerateOtp();
  const [typedEmail, setTypedEmail] = useState("");
  const [askForEmail] = useState(() => email === "");
  const address = askForEmail ? typedEmail.trim() : email;
  const cooldown = useResendCooldown(address);
  const [digits, setDigits] = useState(emptyOtp);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState(notice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = otpValue(digits);
    const invalid = codeStepError(address, code);
    setError(invalid);
    if (invalid) return;
    if (askForEmail) onEmail(address);
    try {
      const answer = await verify.mutateAsync({ email: address, otp: code });
      toast.success(answer.message ?? ACCOUNT_MSG.verified, {
        duration: ACCOUNT_TOAST_DURATION_MS,
      });
      go("login");
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
      // One message: the notice in the form says it, no toast repeats it.
      setInfo({
        tone: "success",
        text: `${ACCOUNT_MSG.otpSent} Codes from earlier e-mails no longer work.`,
      });
      setDigits(emptyOtp());
    } catch (caught) {
      cooldown.started(caught);
      setError(accountErrorMessage(caught));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {info && !error && <FormAlert tone={info.tone}>{info.text}</FormAlert>}
      {error && <FormAlert id="verify-error">{error}</FormAlert>}
      {askForEmail && (
        <CodeEmailField
          id="verify-email"
          value={typedEmail}
          onChange={setTypedEmail}
          describedBy={error ? "verify-error" : undefined}
        />
      )}
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
      <ResendCodeButton
        label="Resend code"
        secondsLeft={cooldown.secondsLeft}
        pending={resend.isPending}
        onClick={onResend}
      />
      <BackToLogin onClick={() => go("login")} />
    </form>
  );
}
