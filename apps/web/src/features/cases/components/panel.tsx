import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";

/** One of the dashboard's three areas: a titled, bordered section. */
export function Panel({
  titleId,
  title,
  actions,
  children,
  className,
}: {
  titleId: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex h-full min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm",
        className,
      )}
    >
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="font-serif text-lg font-bold text-brand-800">
          {title}
        </h2>
        {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
