import type { ReactNode } from "react";

/**
 * Keeps a hyphenated word on one line: browsers may break after a hyphen, and "client-" at the
 * end of one line with "identifying" on the next reads badly. A span is used rather than the
 * non-breaking hyphen character, which some fonts lack and would draw from a fallback font.
 */
export function NoBreak({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
