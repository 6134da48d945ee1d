import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The value beside a label in a <dl> (a term and its definition). */
export function figure(scope: Locator, label: string): Locator {
  return scope
    .locator("div, dl")
    .filter({
      has: scope
        .page()
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .last()
    .getByRole("definition")
    .first();
}

/** No serious or critical axe violation in `include` (the whole page when not given). */
export async function expectNoSeriousA11yViolations(page: Page, include?: string) {
  // The toasts belong to the app shell and fade in and out, which axe reads as low contrast
  // mid-animation; they are checked where the shell is (accessibility.spec.ts).
  let builder = new AxeBuilder({ page }).exclude("[data-sonner-toaster]");
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}
