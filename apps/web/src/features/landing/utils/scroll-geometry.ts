/** docs/product.md ("Screens"): the footer's Quick Links highlight the section under this line (px from top). */
export const NAV_HIGHLIGHT_OFFSET_PX = 80;
/** docs/product.md ("Screens"): the scroll-to-top button shows once the hero's bottom is this close to the top. */
export const SCROLL_TOP_THRESHOLD_PX = 100;

export interface SectionBox {
  id: string;
  /** Viewport coordinates, as getBoundingClientRect gives them. */
  top: number;
  bottom: number;
}

/**
 * The section crossing the highlight line. At the very bottom of the page the last section wins
 * even when it is too short to ever reach the line (the contact block in the footer is).
 */
export function activeSectionAt(
  sections: readonly SectionBox[],
  options: { line?: number; atPageBottom?: boolean } = {},
): string | null {
  const line = options.line ?? NAV_HIGHLIGHT_OFFSET_PX;
  if (options.atPageBottom && sections.length > 0) return sections[sections.length - 1]?.id ?? null;
  const hit = sections.find((s) => s.top <= line && s.bottom > line);
  return hit?.id ?? null;
}

export function showScrollToTop(heroBottom: number, threshold = SCROLL_TOP_THRESHOLD_PX): boolean {
  return heroBottom < threshold;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Scrolls to a section by id: smoothly, unless the user asked for less motion. The section's
 * scroll-margin keeps it clear of the sticky header. Updates the address bar's #hash without a
 * history entry per click, and moves focus so keyboard users continue from the section.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
