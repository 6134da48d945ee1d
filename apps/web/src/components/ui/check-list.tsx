import { cn } from "../../lib/cn.ts";
import { CheckIcon } from "./icons.tsx";

/**
 * Points each behind a check mark: selling points, plan features. Spacing and text colour come
 * from `className` (cn does not merge classes, so there are no defaults to fight).
 */
export function CheckList({
  items,
  className,
  checkClassName = "text-accent-400",
}: {
  items: readonly string[];
  className?: string;
  checkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <span className={cn("mt-0.5", checkClassName)}>
            <CheckIcon />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
