import { formatWait } from "../../lib/format-wait.ts";

/**
 * "Resend code", greyed out with the seconds left while the last code is fresh: the count is
 * shown, so nobody wonders whether the button is broken.
 */
export function ResendCodeButton({
  label,
  secondsLeft,
  pending,
  disabled,
  onClick,
}: {
  label: string;
  secondsLeft: number;
  pending: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  const waiting = secondsLeft > 0;
  return (
    <p className="text-center text-sm text-ink-600">
      Didn't get the code?{" "}
      <button
        type="button"
        onClick={onClick}
        disabled={pending || waiting || disabled}
        className="rounded-sm font-semibold text-brand-600 underline-offset-4 hover:text-brand-800 hover:underline disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline"
      >
        {pending ? "Sending…" : label}
        {waiting && !pending && (
          <span className="font-normal tabular-nums"> in {formatWait(secondsLeft)}</span>
        )}
      </button>
    </p>
  );
}
