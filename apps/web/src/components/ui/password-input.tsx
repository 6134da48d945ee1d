import { type InputHTMLAttributes, type Ref, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import { inputClasses } from "./input.tsx";

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** What the toggle reveals, for its accessible name: "Show {what}" / "Hide {what}". */
  what?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a show/hide toggle that says what it does to screen readers. */
export function PasswordInput({ what = "password", className, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        ref={ref}
        type={visible ? "text" : "password"}
        className={cn(inputClasses, "pr-12", className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={`${visible ? "Hide" : "Show"} ${what}`}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-ink-500 hover:text-brand-800"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
