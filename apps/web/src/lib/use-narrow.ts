import { useSyncExternalStore } from "react";

const NARROW = "(max-width: 639px)";

const mediaQuery = () =>
  typeof window.matchMedia === "function" ? window.matchMedia(NARROW) : null;

/** A phone-width screen, followed as it changes (never, where the browser cannot tell). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = mediaQuery();
      query?.addEventListener("change", changed);
      return () => query?.removeEventListener("change", changed);
    },
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
