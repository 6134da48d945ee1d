import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiUser, createApiUser, signInBrowser } from "./support/api-user.ts";
import { figure } from "./support/page-checks.ts";

// An old judgment whose interest the court counted its own way: the paralegal picks the
// convention under Advanced and the figure is the one the published example prints
// (docs/interest-method.md, "Conventions of published examples").

async function openNewCase(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /Create Your First Case|Add New Case/ }).click();
  const dialog = page.getByRole("dialog", { name: "New Case" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("a convention from a published example", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "conventions" });
    await signInBrowser(page, paralegal);
  });

  for (const [label, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    test(`counting whole months gives the worked example's $543.75 at ${label} px`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.goto("/home");
      const dialog = await openNewCase(page);
      await dialog.getByLabel("Case Name").fill("Monthly v. Roe");
      await dialog.getByLabel("Court Name").fill("Circuit Court of Cook County");
      await dialog.getByLabel("Court Case Number").fill("98-M1-000215");
      await dialog.getByLabel("Judgment Amount").fill("2500");
      await dialog.getByLabel("Judgment Date").fill("1998-02-15");
      await dialog.getByLabel("Interest Rate").fill("9");
      await dialog.getByLabel("End Date").fill("2000-07-15");
      const results = dialog.getByRole("region", { name: "Results" });
      // Calendar days first: 881 days at $0.6164.
      await expect(figure(results, "Interest Accrued")).toHaveText("$543.0484");

      await dialog.locator("summary", { hasText: "Advanced" }).click();
      await dialog.getByRole("radio", { name: /^Whole months/ }).check();
      // $2,500 × 9% = $225.00 a year, $18.75 a month, 29 months.
      await expect(results).toContainText("Since 02/15/1998: 29 months, $543.7500 interest");
      await expect(figure(results, "Interest Accrued")).toHaveText("$543.7500");
      await expect(figure(results, "Grand Total")).toHaveText("$3,043.7500");
      await dialog.getByRole("radio", { name: /^Whole months/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.artifacts/screens/conventions/${label}/whole-months.png` });
      await results.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `.artifacts/screens/conventions/${label}/results.png` });

      await dialog.getByRole("button", { name: "Add Case" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: /Monthly v\. Roe/ }).click();
      const details = page.getByRole("region", { name: "Case Details" });
      await details.getByText("How interest is computed").click();
      await expect(details).toContainText(
        "Interest is counted in whole months, then the odd days.",
      );
      await page.screenshot({
        path: `.artifacts/screens/conventions/${label}/case-page.png`,
        fullPage: true,
      });
    });
  }
});
