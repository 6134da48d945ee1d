import type { RefObject } from "react";
import { ArrowUpIcon } from "../../../components/ui/icons.tsx";
import { cn } from "../../../lib/cn.ts";
import { useScrolledPast } from "../hooks/use-scrolled-past.ts";
import { prefersReducedMotion } from "../utils/scroll-geometry.ts";

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  // Keyboard users continue from the top too, not from the bottom of the page.
  document.getElementById("hero-title")?.focus({ preventScroll: true });
}

/**
 * The floating button, only from 1280 px wide, where it sits in the margin beside the page's
 * 72rem column. Narrower, there is no margin and it would cover the text under it: the footer's
 * "Back to top" takes its place there.
 */
export function ScrollToTopButton({ heroRef }: { heroRef: RefObject<HTMLElement | null> }) {
  const visible = useScrolledPast(heroRef);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={scrollToTop}
      className={cn(
        "fixed right-5 bottom-5 z-30 hidden size-12 items-center justify-center rounded-full xl:inline-flex",
        "bg-brand-800 text-white shadow-lg ring-2 ring-white hover:bg-brand-700",
        "motion-safe:animate-rise-in",
      )}
    >
      <ArrowUpIcon />
    </button>
  );
}
