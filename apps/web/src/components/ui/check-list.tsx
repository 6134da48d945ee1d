import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "./icons.tsx";

/** Selling points on a dark panel, each behind an accent check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3 text-brand-100", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className="mt-0.5 text-accent-400">
            <CheckIcon />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
