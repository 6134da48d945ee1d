import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * One row of a list of things the user can act on (signed-in devices, members, invitations,
 * deleted cases): what it is on the left, its button on the right, wrapping under it on a phone.
 * `label` names the row (an item of a list read by assistive technology, and found by it).
 */
export function ListRow({
  label,
  action,
  className,
  children,
}: {
  label?: string;
  /** The row's button (or its controls), at the right. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      aria-label={label}
      className={cn("flex flex-wrap items-center justify-between gap-3 py-3", className)}
    >
      <div className="min-w-0 text-sm">{children}</div>
      {action}
    </li>
  );
}
