import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import {
  backspaceAt,
  OTP_GROUP,
  OTP_LENGTH,
  type OtpDigits,
  type OtpEdit,
  pasteInto,
  typeInto,
} from "../../lib/otp-digits.ts";

export interface OtpInputProps {
  /** Used for the boxes' ids; the first box's id is `${idPrefix}-0` (the label points to it). */
  idPrefix: string;
  describedBy?: string;
  digits: OtpDigits;
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * The 6-digit code in two groups of three boxes: digits only, focus moves on as you type,
 * Backspace goes back, and a pasted code fills both groups. The phone keyboard is numeric and
 * the first box offers the code the phone received (autocomplete="one-time-code").
 */
export function OtpInput({
  idPrefix,
  describedBy,
  digits,
  onChange,
  disabled,
  invalid,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const apply = (edit: OtpEdit | null) => {
    if (!edit) return;
    onChange(edit.digits);
    const target = boxes.current[edit.focus];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here, not in onChange: typing the digit a box already holds changes nothing, so
      // no change event fires and focus would stay put (retyping a code over a wrong one).
      event.preventDefault();
      apply(typeInto(digits, index, event.key));
    } else if (event.key === "Backspace") {
      event.preventDefault();
      apply(backspaceAt(digits, index));
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < OTP_LENGTH - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteInto(digits, index, event.clipboardData.getData("text")));
  };

  const box = (index: number) => (
    <input
      key={index}
      ref={(el) => {
        boxes.current[index] = el;
      }}
      id={`${idPrefix}-${index}`}
      value={digits[index] ?? ""}
      onChange={(event) => apply(typeInto(digits, index, event.target.value))}
      onKeyDown={onKeyDown(index)}
      onPaste={onPaste(index)}
      onFocus={(event) => event.target.select()}
      disabled={disabled}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={index === 0 ? "one-time-code" : "off"}
      aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={cn(
        "tabular h-12 w-10 rounded-md border border-slate-300 bg-white text-center font-serif text-2xl font-bold text-brand-900 shadow-xs sm:h-14 sm:w-12 sm:text-3xl",
        "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50",
        "aria-[invalid=true]:border-red-600",
      )}
    />
  );

  const indexes = Array.from({ length: OTP_LENGTH }, (_, i) => i);
  return (
    <div className="flex items-center gap-1.5 sm:gap-3">
      <div className="flex gap-1.5 sm:gap-2">{indexes.slice(0, OTP_GROUP).map(box)}</div>
      <span aria-hidden="true" className="h-0.5 w-2 rounded bg-slate-400 sm:w-3" />
      <div className="flex gap-1.5 sm:gap-2">{indexes.slice(OTP_GROUP).map(box)}</div>
    </div>
  );
}
