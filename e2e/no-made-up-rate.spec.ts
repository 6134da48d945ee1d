import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";

// A Texas judgment, as a paralegal enters it: Texas publishes a new rate every month and Owed
// ships no table of it, so the form fills no rate, says where it is published and will not add
// the case until the rate is typed; the 10% another state filled does not stay on
// (docs/jurisdiction-methods.md, "No made-up rate").

const TEXAS_HINT =
  "Required: Texas's rate is variable and is not filled in. Look it up where it is published (see below) and type it.";

async function expectRateRequired(page: Page, dialog: Locator, shot: string, button: string) {
  const rate = dialog.getByLabel("Interest Rate");
  await expect(rate).toHaveValue("");
  await expect(dialog.getByText(TEXAS_HINT)).toBeVisible();
  await expect(dialog.getByText("Where the rate is published:")).toBeVisible();
  await expect(dialog.getByRole("link", { name: /the published rate/ })).toHaveAttribute(
    "href",
    "https://occc.texas.gov/publications/interest-rates",
  );
  await dialog.getByRole("button", { name: button }).click();
  // One message, on the field; the dialog stays open with nothing saved.
  await expect(dialog.getByText("Interest rate is required", { exact: true })).toHaveCount(1);
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(rate).toBeFocused();
  await page.screenshot({ path: `.artifacts/screens/no-made-up-rate/${shot}.png` });
}

for (const [label, width, height] of [
  ["1280", 1280, 900],
  ["375", 375, 812],
] as const) {
  test.describe(`a Texas judgment at ${label} px`, () => {
    let lawyer: ApiUser;
    test.beforeEach(async ({ page, baseURL }) => {
      // Two whole forms filled and checked, on a machine the other suites share.
      test.slow();
      lawyer = await createApiUser(baseURL ?? "", { prefix: `texas-${label}` });
      await page.setViewportSize({ width, height });
      await signInBrowser(page, lawyer);
    });

    test("New Case leaves the rate empty and required, and drops the rate California filled", async ({
      page,
    }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: "Create Your First Case" }).click();
      const dialog = page.getByRole("dialog", { name: "New Case" });
      await dialog.getByLabel("Case Name").fill("Lone Star Supply v. Roe");
      await dialog.getByLabel("Court Name").fill("District Court, Travis County");
      await dialog.getByLabel("Court Case Number").fill("D-1-GN-24-000123");
      await dialog.getByLabel("Judgment Amount").fill("8000");
      await dialog.getByLabel("Judgment Date").fill("2024-07-15");
      const rate = dialog.getByLabel("Interest Rate");
      await expect(rate).toHaveValue("10");

      await dialog.getByLabel("Jurisdiction").selectOption({ label: "California" });
      await expect(rate).toHaveValue("10");
      await dialog.getByLabel("Jurisdiction").selectOption({ label: "Texas" });
      const results = dialog.getByRole("region", { name: "Results" });
      await expect(results).toContainText("The figures appear once the interest rate is entered.");
      await expect(results).not.toContainText("must be a number");
      await expectRateRequired(page, dialog, `new-case-${label}`, "Add Case");
      await expectNoSeriousA11yViolations(page, "[role=dialog]");

      // The rate the lawyer looked up; typing it is Texas's method, not a change from it.
      await rate.fill("8.5");
      await expect(dialog.getByText("Interest rate is required", { exact: true })).toHaveCount(0);
      const method = dialog.getByRole("region", { name: "Texas method" });
      await expect(method.getByRole("listitem").filter({ hasText: "Rate:" })).not.toContainText(
        "changed from the preset",
      );
      await dialog.getByRole("button", { name: "Add Case" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("Lone Star Supply v. Roe").first()).toBeVisible();
    });

    test("Edit Case moving a California case to Texas asks for Texas's rate", async ({
      page,
      baseURL,
    }) => {
      const item = await addCaseViaApi(baseURL ?? "", lawyer, {
        caseName: "Golden State v. Roe",
        courtName: "Superior Court, Alameda County",
        courtCaseNumber: "RG24-000321",
        judgmentAmount: "8000.00",
        judgmentDate: "2024-07-15",
        interestRate: "10",
        jurisdiction: "CA",
      });
      await page.goto(`/home?case=${String(item.id)}`);
      await page.getByRole("button", { name: "Actions" }).click();
      await page.getByRole("menuitem", { name: "Edit Case" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Case - Golden State v. Roe" });
      await expect(dialog.getByLabel("Interest Rate")).toHaveValue("10");

      await dialog.getByLabel("Jurisdiction").selectOption({ label: "Texas" });
      await expectRateRequired(page, dialog, `edit-case-${label}`, "Save Changes");

      await dialog.getByLabel("Interest Rate").fill("8.5");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByText("Case updated successfully")).toBeVisible();
      await expect(page.getByRole("region", { name: "Case Details" })).toContainText("8.5%");
    });
  });
}
