import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Label } from "./label.tsx";

/**
 * A label, its control, an optional hint and the field's error. The control gets its ids from
 * `fieldA11y` so that screen readers read the error and hint with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  optional,
  action,
  announce,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | null | undefined;
  hint?: ReactNode;
  optional?: boolean;
  /** Something on the label's line, such as "Forgot Password?". */
  action?: ReactNode;
  /** The error is read out as it appears (role alert): for a form with this one field. */
  announce?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const labelElement = (
    <Label htmlFor={id}>
      {label}
      {optional ? <span className="ml-1 font-normal text-ink-500">(optional)</span> : null}
    </Label>
  );
  return (
    <div className={cn("space-y-1.5", className)}>
      {action ? (
        <div className="flex items-baseline justify-between gap-4">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          role={announce ? "alert" : undefined}
          className="text-sm text-red-700"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-invalid and aria-describedby for a control inside `FormField`. */
export function fieldA11y(id: string, error: string | null | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
