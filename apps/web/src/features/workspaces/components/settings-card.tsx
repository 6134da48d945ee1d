import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** One titled section of the workspace settings page, in the profile page's card style. */
export function SettingsCard({
  titleId,
  title,
  description,
  actions,
  tone = "default",
  children,
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** "danger" for leaving: a red border says the action cannot be taken back alone. */
  tone?: "default" | "danger";
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "rounded-xl border bg-white shadow-sm",
        tone === "danger" ? "border-red-200" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0">
          <h2 id={titleId} className="font-serif text-lg font-bold text-brand-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
