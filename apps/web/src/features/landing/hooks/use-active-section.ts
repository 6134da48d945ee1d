import { useEffect, useState } from "react";
import {
  activeSectionAt,
  NAV_HIGHLIGHT_OFFSET_PX,
  type SectionBox,
} from "../utils/scroll-geometry.ts";

/** The id of the section under the highlight line, kept current while the page scrolls. */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(",");

  useEffect(() => {
    const sectionIds = key.split(",");
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxes: SectionBox[] = [];
      for (const id of sectionIds) {
        const el = document.getElementById(id);
        if (!el) continue;
        const rect = el.getBoundingClientRect();
        boxes.push({ id, top: rect.top, bottom: rect.bottom });
      }
      const scroller = document.documentElement;
      const atPageBottom =
        scroller.scrollTop > 0 &&
        window.innerHeight + scroller.scrollTop >= scroller.scrollHeight - 2;
      setActive(activeSectionAt(boxes, { line: NAV_HIGHLIGHT_OFFSET_PX, atPageBottom }));
    };
    // One measurement per frame, however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
