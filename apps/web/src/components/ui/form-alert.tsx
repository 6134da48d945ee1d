import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A message about the whole form. Errors use role="alert" so screen readers announce them when
 * they appear; notices are polite status messages.
 */
export function FormAlert({
  id,
  tone = "error",
  children,
}: {
  id?: string;
  tone?: "error" | "info" | "success";
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        tone === "error" && "border-red-200 bg-red-50 text-red-800",
        tone === "info" && "border-brand-200 bg-brand-50 text-brand-900",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
      )}
    >
      {children}
    </div>
  );
}
