import { cn } from "../../lib/cn.ts";

/** The Owed mark and word. Decorative parts are hidden; the link around it carries the name. */
export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill={tone === "dark" ? "#0f2a4a" : "#f5c451"} />
        <path
          d="M16 7.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 3.6a4.9 4.9 0 1 1 0 9.8 4.9 4.9 0 0 1 0-9.8Z"
          fill={tone === "dark" ? "#f5c451" : "#0f2a4a"}
        />
        <path d="M9 25.5h14" stroke={tone === "dark" ? "#f5c451" : "#0f2a4a"} strokeWidth="1.6" />
      </svg>
      <span
        className={cn(
          "font-serif text-2xl font-bold tracking-tight",
          tone === "dark" ? "text-brand-800" : "text-white",
        )}
      >
        Owed
      </span>
    </span>
  );
}
