import { describe, expect, it } from "vitest";
import { activeSectionAt, showScrollToTop } from "./scroll-geometry.ts";

const page = [
  { id: "features", top: -400, bottom: 60 },
  { id: "pricing", top: 60, bottom: 700 },
  { id: "faq", top: 700, bottom: 1300 },
  { id: "contact", top: 1300, bottom: 1500 },
];

describe("footer link highlight", () => {
  it("picks the section crossing the 80 px line", () => {
    expect(activeSectionAt(page)).toBe("pricing");
    expect(
      activeSectionAt(page.map((s) => ({ ...s, top: s.top + 30, bottom: s.bottom + 30 }))),
    ).toBe("features");
  });

  it("picks nothing while the hero is under the line", () => {
    expect(
      activeSectionAt(page.map((s) => ({ ...s, top: s.top + 900, bottom: s.bottom + 900 }))),
    ).toBeNull();
  });

  it("picks the last section at the bottom of the page, however short it is", () => {
    expect(activeSectionAt(page, { atPageBottom: true })).toBe("contact");
  });
});

describe("scroll-to-top button", () => {
  it("shows once the hero's bottom edge is less than 100 px from the top", () => {
    expect(showScrollToTop(500)).toBe(false);
    expect(showScrollToTop(100)).toBe(false);
    expect(showScrollToTop(99.5)).toBe(true);
    expect(showScrollToTop(-2000)).toBe(true);
  });
});
