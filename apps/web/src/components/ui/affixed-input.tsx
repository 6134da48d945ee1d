import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Input } from "./input.tsx";

/** A unit drawn inside an input's edge ("$", "%"); screen readers get it from the label. */
export function Affixed({
  prefix,
  suffix,
  children,
}: {
  prefix?: string;
  suffix?: string;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      {prefix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-500"
        >
          {prefix}
        </span>
      ) : null}
      {children}
      {suffix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-500"
        >
          {suffix}
        </span>
      ) : null}
    </div>
  );
}

/** A dollar amount as typed: decimal keypad on phones, no autofill, "$" drawn at its left. */
export function MoneyInput({ className, ...props }: ComponentProps<typeof Input>) {
  return (
    <Affixed prefix="$">
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className={cn("tabular pl-7", className)}
        {...props}
      />
    </Affixed>
  );
}
