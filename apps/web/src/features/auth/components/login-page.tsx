import { useEffect, useRef, useState } from "react";
import type { AuthMode, ModeProps, Notice } from "./auth-mode.ts";
import { AuthShell } from "./auth-shell.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { ResetOtpForm } from "./reset-otp-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { VerifyUserForm } from "./verify-user-form.tsx";

const TEXT: Record<AuthMode, { title: string; description: string }> = {
  login: {
    title: "Log in to Owed",
    description: "Welcome back. See what every debtor owes today.",
  },
  register: {
    title: "Create your account",
    description: "Start your free trial. No credit card required.",
  },
  "verify-user": {
    title: "Verify your email",
    description: "Enter the 6-digit code we sent to your email address.",
  },
  forgot: {
    title: "Forgot your password?",
    description: "Enter your account's email address and we will send you a 6-digit code.",
  },
  otp: {
    title: "Check your email",
    description: "Enter the 6-digit code we sent you. It expires in 10 minutes.",
  },
  reset: {
    title: "Set a new password",
    description: "Choose a new password. Your other devices will be signed out.",
  },
};

/** /login: one screen, six modes (spec sections 2 and 4); the e-mail carries across them. */
export function LoginPage() {
  const [mode, setMode] = useState<AuthMode>("login");
  const [email, setEmail] = useState("");
  const [resetCode, setResetCode] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each mode change by design
  useEffect(() => {
    // After a mode change, start from the new heading (not on first load: the page just opened).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode]);

  const props: ModeProps = {
    email,
    onEmail: setEmail,
    notice,
    go: (next, nextNotice) => {
      setNotice(nextNotice ?? null);
      if (next === "login" || next === "forgot") setResetCode("");
      setMode(next);
    },
  };

  const text = TEXT[mode];
  return (
    <AuthShell title={text.title} description={text.description} headingRef={headingRef}>
      <title>{`${text.title} · Owed`}</title>
      {/* key: each mode starts with a fresh form, as if it were its own page. */}
      <div key={mode}>
        {mode === "login" && <LoginForm {...props} />}
        {mode === "register" && <RegisterForm {...props} />}
        {mode === "verify-user" && <VerifyUserForm {...props} />}
        {mode === "forgot" && <ForgotPasswordForm {...props} />}
        {mode === "otp" && <ResetOtpForm {...props} code={resetCode} onCode={setResetCode} />}
        {mode === "reset" && <ResetPasswordForm {...props} code={resetCode} />}
      </div>
    </AuthShell>
  );
}
