import { OtpInput } from "./otp-input.tsx";

/** A labelled 6-digit code, for the verify-user and otp modes. */
export function CodeField({
  id,
  label,
  digits,
  onChange,
  disabled,
  errorId,
}: {
  id: string;
  label: string;
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  errorId?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink-700">{label}</legend>
      <OtpInput
        idPrefix={id}
        digits={digits}
        onChange={onChange}
        disabled={disabled}
        invalid={!!errorId}
        describedBy={errorId}
      />
    </fieldset>
  );
}
