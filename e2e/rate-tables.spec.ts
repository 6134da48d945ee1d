import { expect, type Page, test } from "@playwright/test";
import { createApiUser, loginApiUser, signInBrowser } from "./support/api-user.ts";
import { SCREENS_WANTED } from "./support/screens.ts";

// A rate table that ends never blocks the truth (docs/rate-tables.md, "When a table ends"). The
// web server's seed imported a Kansas table that runs to 06/30/2026 (test figures) after saving a
// case while the shipped table still ended on 06/30/2025 (apps/api/src/test/e2e-rate-table-seed.ts).

const WIDTHS = [1280, 375] as const;

async function shoot(page: Page, name: string) {
  if (!SCREENS_WANTED) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({
      path: `.artifacts/screens/rate-tables/${width}/${name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("a Kansas judgment past the end of its rate table", () => {
  // Each story opens a case, edits it or applies an offer, and shoots it at two widths.
  test.slow();
  test("warns until the later rate is added, marks it as entered by you, and the warning goes", async ({
    page,
    baseURL,
  }) => {
    const lawyer = await createApiUser(baseURL ?? "", { prefix: "kansas" });
    await signInBrowser(page, lawyer);
    await page.goto("/home");

    await page.getByRole("button", { name: /Create Your First Case|Add New Case/ }).click();
    const dialog = page.getByRole("dialog", { name: "New Case" });
    await dialog.getByLabel("Case Name").fill("Prairie Bank v. Doe");
    await dialog.getByLabel("Court Name").fill("District Court of Sedgwick County, Kansas");
    await dialog.getByLabel("Court Case Number").fill("2024-CV-000101");
    await dialog.getByLabel("Judgment Amount").fill("8000");
    await dialog.getByLabel("Judgment Date").fill("2024-07-01");
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Kansas" });
    await expect(
      dialog.getByText(/The table ends on 06\/30\/2026: add each later rate/),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Add Case" }).click();
    await expect(dialog).toBeHidden();

    const warning = "Rate after 06/30/2026 not in the table: add it.";
    await expect(page.getByRole("alert").filter({ hasText: warning })).toBeVisible();
    await expect(page.getByRole("button", { name: /Prairie Bank v\. Doe/ })).toContainText(warning);
    await shoot(page, "case-with-warning");

    await openCaseAction(page, "Edit Case");
    const edit = page.getByRole("dialog", { name: "Edit Case - Prairie Bank v. Doe" });
    await edit.locator("summary", { hasText: "Advanced" }).click();
    // A row the table has, with another rate: refused on that row, in MM/DD/YYYY, and cleared
    // once the row is right.
    await edit.getByLabel("Rate 1 in percent").fill("9.25");
    await edit.getByRole("button", { name: "Save Changes", exact: true }).click();
    const wrong = edit.getByText("The KS rate table gives 9.5% on 07/01/2024, not 9.25%.");
    await expect(wrong).toBeVisible();
    await expect(edit.getByLabel("Rate 1 in percent")).toHaveAttribute("aria-invalid", "true");
    await edit.getByLabel("Rate 1 in percent").fill("9.5");
    await expect(wrong).toBeHidden();

    // One row for each July 1 since the table's end, up to today (one, on 11/26/2026).
    const now = new Date();
    const lastJuly = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
    for (let year = 2026; year <= lastJuly; year += 1) {
      const row = year - 2026 + 3;
      await edit.getByRole("button", { name: "Add rate period" }).click();
      await edit.getByLabel(`Rate ${row} starts on`).fill(`${year}-07-01`);
      await edit.getByLabel(`Rate ${row} in percent`).fill("7.75");
    }
    await expect(
      edit.getByText("Entered by you: after the KS rate table ends").first(),
    ).toBeVisible();
    await edit.getByRole("button", { name: "Save Changes", exact: true }).click();
    await edit.getByRole("button", { name: "Save changes", exact: true }).click();
    await expect(edit).toBeHidden();

    await expect(page.getByRole("alert").filter({ hasText: warning })).toBeHidden();
    await expect(page.getByRole("button", { name: /Prairie Bank v\. Doe/ })).not.toContainText(
      warning,
    );
    const mine = page.getByRole("listitem").filter({ hasText: "7.75% from 07/01/2026" });
    await expect(mine).toContainText("entered by you");
    await expect(
      page.getByRole("listitem").filter({ hasText: "9.5% from 07/01/2024" }),
    ).toContainText("KS rate table");
  });

  test("a newer table imported with rates:import is offered in place of the user's rate, with the payoff before and after", async ({
    page,
    baseURL,
  }) => {
    const seeded = await loginApiUser(
      baseURL ?? "",
      "ks-offer@example.test",
      "correct horse battery staple",
    );
    await signInBrowser(page, seeded);
    await page.goto("/home");
    await page.getByRole("button", { name: /Sunflower Credit v\. Marsh/ }).click();

    const offer = page.getByRole("region", { name: "Newer rates in the KS rate table" });
    await expect(offer).toContainText(
      "It has 8.25% from 07/01/2025, in place of the rates you entered: 8.5% from 07/01/2025.",
    );
    await expect(offer).toContainText(/Today's payoff now\s*\$[\d,]+\.\d\d/);
    await expect(offer).toContainText(/With the table's rates\s*\$[\d,]+\.\d\d/);
    await expect(
      page.getByRole("listitem").filter({ hasText: "8.5% from 07/01/2025" }),
    ).toContainText("entered by you");
    await shoot(page, "case-with-offer");

    await offer.getByRole("button", { name: "Use the table's rates" }).click();
    await expect(offer).toBeHidden();
    await expect(
      page.getByRole("listitem").filter({ hasText: "8.25% from 07/01/2025" }),
    ).toContainText("KS rate table");

    await openCaseAction(page, "History");
    const history = page.getByRole("dialog", { name: /History/ });
    const entry = history.getByRole("article", { name: /^Rates replaced from the KS rate table/ });
    await expect(entry).toBeVisible();
    await expect(entry.getByRole("button", { name: /Revert/ })).toBeVisible();
  });
});
