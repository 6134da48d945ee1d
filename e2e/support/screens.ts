import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";

const outDir = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  ".artifacts",
  "screens-billing-profile",
);

/**
 * Whether stories save their pictures: on a developer's machine, where a person looks at them, and
 * not in CI, where nobody does (they assert nothing).
 * `OWED_SCREENS=1` saves them in CI too.
 */
export const SCREENS_WANTED = !process.env.CI || process.env.OWED_SCREENS === "1";

/** The widths every screen is looked at: a laptop and a small phone. */
export const SCREEN_WIDTHS = [1280, 375] as const;

/**
 * Saves the page as PNGs at each width (e2e/.artifacts/screens-billing-profile/{name}-{width}.png, git-ignored)
 * for a person to look at, then puts the viewport back as it was.
 */
export async function saveScreens(
  page: Page,
  name: string,
  options: { fullPage?: boolean; element?: Locator } = {},
) {
  if (!SCREENS_WANTED) return;
  mkdirSync(outDir, { recursive: true });
  const before = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    // A full-page shot of a scrolled page paints the sticky top bar halfway down: start at the top.
    if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    // Layout settles on the next frames after a resize; two frames are enough for a reflow.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const path = join(outDir, `${name}-${width}.png`);
    // One part of a long page (an open FAQ answer): that element alone, wherever it lands.
    if (options.element) await options.element.screenshot({ path, animations: "disabled" });
    else
      await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: "disabled" });
  }
  if (before) await page.setViewportSize(before);
}
