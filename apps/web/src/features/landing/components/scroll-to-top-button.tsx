import type { RefObject } from "react";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { useScrolledPast } from "../hooks/use-scrolled-past.ts";
import { prefersReducedMotion } from "../utils/scroll-geometry.ts";

export function ScrollToTopButton({ heroRef }: { heroRef: RefObject<HTMLElement | null> }) {
  const visible = useScrolledPast(heroRef);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
        // Keyboard users continue from the top too, not from the bottom of the page.
        document.getElementById("hero-title")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed right-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full",
        "bg-brand-800 text-white shadow-lg ring-2 ring-white hover:bg-brand-700",
        "motion-safe:animate-rise-in",
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
