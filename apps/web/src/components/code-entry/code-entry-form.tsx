import { ACCOUNT_MSG, codeStepError } from "@owed/domain";
import { type FormEvent, type ReactNode, useState } from "react";
import { emptyOtp, otpValue } from "../../lib/otp-digits.ts";
import { Button } from "../ui/button.tsx";
import { FormAlert } from "../ui/form-alert.tsx";
import { CodeEmailField } from "./code-email-field.tsx";
import { CodeField } from "./code-field.tsx";
import { ResendCodeButton } from "./resend-code-button.tsx";

export interface CodeEntryNotice {
  tone: "info" | "success" | "error";
  text: string;
}

/** The wait before another code may be asked for an address (kept by the caller's storage). */
export interface ResendCooldown {
  secondsLeft: number;
  /** A code was just sent (or refused for a while: the refusal carries the server's wait). */
  started: (refusal?: unknown) => void;
}

export interface CodeEntryFormProps {
  /** Ids of the error (`${idPrefix}-error`) and of the asked-for address (`${idPrefix}-email`). */
  idPrefix: string;
  /** The first digit box's id is `${codeId}-0`. */
  codeId: string;
  codeLabel: string;
  submitLabel: string;
  pendingLabel: string;
  resendLabel: string;
  /** The address the code went to; "" when this tab does not know it, so it is asked for. */
  email: string;
  /** The typed address, once a request goes out with it. */
  onEmail: (email: string) => void;
  initialDigits?: () => string[];
  initialError?: string | null;
  initialNotice?: CodeEntryNotice | null;
  /** A notice (e.g. "code sent") goes away when the code is sent for checking. */
  clearNoticeOnSubmit?: boolean;
  submitting: boolean;
  resending: boolean;
  useCooldown: (email: string) => ResendCooldown;
  /** Checks the code; throws when it is refused. */
  onSubmit: (email: string, code: string) => Promise<void>;
  /** Sends a new code; throws when it is refused. */
  onResend: (email: string) => Promise<void>;
  /** The sentence shown for a refusal. */
  errorText: (caught: unknown) => string;
  /** Under the resend button (e.g. the way back to login). */
  children?: ReactNode;
}

const CODE_SENT = "Code sent to your email. Codes from earlier e-mails no longer work.";

/**
 * A six-digit code sent by e-mail (verifying the address, resetting the password): the address
 * when this tab does not know it, the code, the button that checks it, and "resend" with its
 * countdown. A new code empties the boxes, since the earlier one no longer works.
 */
export function CodeEntryForm(props: CodeEntryFormProps) {
  const { idPrefix, email, useCooldown } = props;
  const [typedEmail, setTypedEmail] = useState("");
  const [askForEmail] = useState(() => email === "");
  const address = askForEmail ? typedEmail.trim() : email;
  const cooldown = useCooldown(address);
  const [digits, setDigits] = useState(props.initialDigits ?? emptyOtp);
  const [error, setError] = useState<string | null>(props.initialError ?? null);
  const [notice, setNotice] = useState<CodeEntryNotice | null>(props.initialNotice ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.clearNoticeOnSubmit) setNotice(null);
    const code = otpValue(digits);
    const invalid = codeStepError(address, code);
    setError(invalid);
    if (invalid) return;
    if (askForEmail) props.onEmail(address);
    try {
      await props.onSubmit(address, code);
    } catch (caught) {
      setError(props.errorText(caught));
    }
  };

  const resend = async () => {
    setError(null);
    if (!address) {
      setError(ACCOUNT_MSG.emailRequired);
      return;
    }
    try {
      await props.onResend(address);
      cooldown.started();
      // One message: the notice in the form says it, no toast repeats it.
      setNotice({ tone: "success", text: CODE_SENT });
      setDigits(emptyOtp());
    } catch (caught) {
      cooldown.started(caught);
      setError(props.errorText(caught));
    }
  };

  const errorId = error ? `${idPrefix}-error` : undefined;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {notice && !error && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {error && <FormAlert id={`${idPrefix}-error`}>{error}</FormAlert>}
      {askForEmail && (
        <CodeEmailField
          id={`${idPrefix}-email`}
          value={typedEmail}
          onChange={setTypedEmail}
          describedBy={errorId}
        />
      )}
      <CodeField
        id={props.codeId}
        label={props.codeLabel}
        digits={digits}
        onChange={setDigits}
        errorId={errorId}
      />
      <Button type="submit" size="lg" className="w-full" disabled={props.submitting}>
        {props.submitting ? props.pendingLabel : props.submitLabel}
      </Button>
      <ResendCodeButton
        label={props.resendLabel}
        secondsLeft={cooldown.secondsLeft}
        pending={props.resending}
        onClick={resend}
      />
      {props.children}
    </form>
  );
}
