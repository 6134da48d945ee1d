import { type RefObject, useEffect, useState } from "react";
import { prefersReducedMotion } from "../utils/scroll-geometry.ts";

/**
 * Whether an element should play its entrance animation: true (and staying true) once it first
 * enters the viewport. Without IntersectionObserver, or when the user prefers reduced motion,
 * the element is simply shown: content must never stay hidden waiting for an animation.
 */
export function useRevealOnScroll(ref: RefObject<HTMLElement | null>): {
  revealed: boolean;
  animate: boolean;
} {
  const [state, setState] = useState({ revealed: false, animate: true });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") {
      setState({ revealed: true, animate: false });
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState({ revealed: true, animate: true });
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px", threshold: 0.15 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return state;
}
