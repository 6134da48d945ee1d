import { ACCOUNT_MSG } from "@owed/domain";
import { toast } from "sonner";
import { CodeEntryForm } from "../../../components/code-entry/code-entry-form.tsx";
import { ACCOUNT_TOAST_DURATION_MS } from "../../../lib/toast-durations.ts";
import { useRegenerateOtp } from "../api/regenerate-otp.ts";
import { useVerifyEmail } from "../api/verify-email.ts";
import { accountErrorMessage } from "../utils/error-message.ts";
import { useResendCooldown } from "../utils/use-resend-cooldown.ts";
import type { ModeProps } from "./auth-mode.ts";
import { BackToLogin } from "./back-to-login.tsx";

/**
 * The e-mail entered at login or registration is reused; the heading's text names it, and only
 * when this tab does not know it is it asked for (docs/product.md, "Screens").
 */
export function VerifyUserForm({ email, onEmail, go, notice }: ModeProps) {
  const verify = useVerifyEmail();
  const resend = useRegenerateOtp();

  const onSubmit = async (address: string, code: string) => {
    const answer = await verify.mutateAsync({ email: address, otp: code });
    toast.success(answer.message ?? ACCOUNT_MSG.verified, {
      duration: ACCOUNT_TOAST_DURATION_MS,
    });
    go("login");
  };

  return (
    <CodeEntryForm
      idPrefix="verify"
      codeId="verify-code"
      codeLabel="Verification code"
      submitLabel="Verify Email"
      pendingLabel="Verifying…"
      resendLabel="Resend code"
      email={email}
      onEmail={onEmail}
      initialNotice={notice}
      submitting={verify.isPending}
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
