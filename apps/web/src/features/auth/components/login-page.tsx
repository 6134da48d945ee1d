import { type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { browserStorage, hasSession } from "../../../lib/auth-storage.ts";
import {
  flowStorage,
  modeFromSearch,
  readFlow,
  searchForMode,
  writeFlow,
} from "../utils/login-flow.ts";
import type { AuthMode, ModeProps, Notice } from "./auth-mode.ts";
import { AuthShell } from "./auth-shell.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { LoginForm } from "./login-form.tsx";
import { RegisterForm } from "./register-form.tsx";
import { ResetOtpForm } from "./reset-otp-form.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { VerifyUserForm } from "./verify-user-form.tsx";

const TEXT: Record<AuthMode, { title: string; description: (email: string) => ReactNode }> = {
  login: {
    title: "Log in to Owed",
    description: () => "Welcome back. See what every debtor owes today.",
  },
  register: {
    title: "Create your account",
    description: () => "Start your free trial. No credit card required.",
  },
  "verify-user": {
    title: "Verify your email",
    description: (email) =>
      email ? (
        <SentTo email={email} />
      ) : (
        "Enter your email address and the 6-digit code we sent to it."
      ),
  },
  forgot: {
    title: "Forgot your password?",
    description: () => "Enter your account's email address and we will send you a 6-digit code.",
  },
  otp: {
    title: "Check your email",
    description: (email) =>
      email ? (
        <SentTo email={email} expires />
      ) : (
        "Enter your email address and the 6-digit code we sent to it. It expires in 10 minutes."
      ),
  },
  reset: {
    title: "Set a new password",
    description: () => "Choose a new password. Your other devices will be signed out.",
  },
};

function SentTo({ email, expires }: { email: string; expires?: boolean }) {
  return (
    <>
      Enter the 6-digit code we sent to{" "}
      <strong className="font-semibold wrap-anywhere text-ink-900">{email}</strong>.
      {expires && " It expires in 10 minutes."}
    </>
  );
}

/** Router state a screen may pass when it sends the user here (e.g. an expired session). */
export interface LoginLocationState {
  notice?: Notice;
}

/**
 * /login: one screen, six modes (docs/product.md, "Screens"). The mode is in the address
 * (`?mode=register`...), so Back, reload and links (the landing page's "Get Started" opens
 * `?mode=register`) all land on the right form. The e-mail typed earlier carries across modes and
 * reloads in the tab's sessionStorage (see ../utils/login-flow.ts).
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const mode = modeFromSearch(search);
  const [email, setEmail] = useState(() => readFlow(flowStorage(), "email"));
  const [resetCode, setResetCode] = useState(() => readFlow(flowStorage(), "resetCode"));
  const notice = (location.state as LoginLocationState | null)?.notice ?? null;
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

  // Leaving the reset steps forgets their code; done once the new mode shows, so the reset
  // step's guard below never sees its code gone while the address still says reset.
  useEffect(() => {
    if (mode !== "login" && mode !== "forgot") return;
    writeFlow(flowStorage(), "resetCode", "");
    setResetCode("");
  }, [mode]);

  // Someone already signed in has nothing to do here.
  if (hasSession(browserStorage())) return <Navigate to="/home" replace />;
  // The new password needs a checked code; without one (a link, another tab) ask for it first.
  if (mode === "reset" && (!email || !resetCode)) {
    return <Navigate to={{ pathname: "/login", search: searchForMode("otp") }} replace />;
  }

  const remember = (field: "email" | "resetCode", value: string) => {
    writeFlow(flowStorage(), field, value);
    if (field === "email") setEmail(value);
    else setResetCode(value);
  };

  const props: ModeProps = {
    email,
    onEmail: (value) => remember("email", value),
    notice,
    go: (next, nextNotice) => {
      // A new history entry per step: Back returns to the previous form.
      navigate(
        { pathname: "/login", search: searchForMode(next) },
        { state: nextNotice ? ({ notice: nextNotice } satisfies LoginLocationState) : null },
      );
    },
  };

  const text = TEXT[mode];
  return (
    <AuthShell title={text.title} description={text.description(email)} headingRef={headingRef}>
      <title>{`${text.title} · Owed`}</title>
      {/* key: each mode (and each arrival with a new notice) starts with a fresh form. */}
      <div key={`${mode}:${location.key}`}>
        {mode === "login" && <LoginForm {...props} />}
        {mode === "register" && <RegisterForm {...props} />}
        {mode === "verify-user" && <VerifyUserForm {...props} />}
        {mode === "forgot" && <ForgotPasswordForm {...props} />}
        {mode === "otp" && (
          <ResetOtpForm
            {...props}
            code={resetCode}
            onCode={(code) => remember("resetCode", code)}
          />
        )}
        {mode === "reset" && <ResetPasswordForm {...props} code={resetCode} />}
      </div>
    </AuthShell>
  );
}
