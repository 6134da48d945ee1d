import { toast } from "sonner";
import { CodeEntryForm } from "../../../components/code-entry/code-entry-form.tsx";
import { emptyOtp } from "../../../lib/otp-digits.ts";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { usePasswordResetRequest } from "../api/password-reset-request.ts";
import { usePasswordResetVerify } from "../api/password-reset-verify.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { useResendCooldown } from "../utils/use-resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";

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

  const onSubmit = async (address: string, value: string) => {
    await check.mutateAsync({ email: address, otp: value });
    onCode(value);
    toast.success("Code verified. Set your new password.", {
      duration: ACCOUNT_TOAST_DURATION_MS,
    });
    go("reset");
  };

  return (
    <CodeEntryForm
      idPrefix="otp"
      codeId="reset-code"
      codeLabel="Password Reset Code"
      submitLabel="Verify Code"
      pendingLabel="Checking…"
      resendLabel="Send a new code"
      email={email}
      onEmail={onEmail}
      initialDigits={() => (code.length === 6 && !notice ? Array.from(code) : emptyOtp())}
      initialError={notice?.tone === "error" ? notice.text : null}
      clearNoticeOnSubmit
      submitting={check.isPending}
      resending={resend.isPending}
      useCooldown={useResendCooldown}
      onSubmit={onSubmit}
      onResend={async (address) => {
        await resend.mutateAsync({ email: address });
      }}
      errorText={accountErrorMessage}
    >
      <BackToLogin onClick={() => go("login")} />
    </CodeEntryForm>
  );
}
