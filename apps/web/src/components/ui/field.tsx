import type { ReactNode } from "react";
import { Label } from "./label.tsx";

/** A label, its control, and an optional hint the control points to with aria-describedby. */
export function Field({
  id,
  label,
  hint,
  action,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Something on the label's line, such as "Forgot Password?". */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-4">
        <Label htmlFor={id}>{label}</Label>
        {action}
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}
