import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";

// A jurisdiction's own method, as a paralegal meets it: the federal rate comes from the weekly
// table for the judgment's week, every element of the method says where it comes from, and a
// change from the preset is marked and carried to the case (docs/jurisdiction-methods.md).

async function openNewCase(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /Create Your First Case|Add New Case/ }).click();
  const dialog = page.getByRole("dialog", { name: "New Case" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillJudgment(dialog: Locator, name: string, date: string) {
  await dialog.getByLabel("Case Name").fill(name);
  await dialog.getByLabel("Court Name").fill("U.S. District Court, N.D. Illinois");
  await dialog.getByLabel("Court Case Number").fill(`1:24-cv-${Math.floor(Math.random() * 9000)}`);
  await dialog.getByLabel("Judgment Amount").fill("250000");
  await dialog.getByLabel("Judgment Date").fill(date);
}

test.describe("a jurisdiction's method", () => {
  let lawyer: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    lawyer = await createApiUser(baseURL ?? "", { prefix: "method" });
    await signInBrowser(page, lawyer);
    await page.goto("/home");
  });

  test("a federal judgment takes the weekly rate for its week and the method cites each part", async ({
    page,
  }) => {
    const dialog = await openNewCase(page);
    await fillJudgment(dialog, "United States v. Roe Holdings", "2024-07-17");
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Federal (USA)" });

    await expect(dialog.getByLabel("Interest Rate")).toHaveValue("4.96");
    await expect(
      dialog.getByText("From the US rate table: 4.96% for 07/15/2024 to 07/21/2024"),
    ).toBeVisible();
    const method = dialog.getByRole("region", { name: "Federal (USA) method" });
    await expect(method).toContainText("Method applied: Federal (USA)");
    await expect(method).toContainText("Rate: From the US rate table");
    await expect(method).toContainText("Compounding: Annual");
    await expect(method).toContainText("Per-diem rounding: Not rounded (exact)");

    // Another judgment week, another rate: the table fills it again.
    await dialog.getByLabel("Judgment Date").fill("2024-03-20");
    await expect(dialog.getByLabel("Interest Rate")).toHaveValue("5.01");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");

    // The judgment states its own rate: typing it leaves the table, and the method says so.
    await dialog.getByLabel("Interest Rate").fill("5.25");
    await expect(method.getByRole("listitem").filter({ hasText: "Rate:" })).toContainText(
      "changed from the preset",
    );
    await expect(dialog.getByText(/^From the US rate table: /)).toBeHidden();
    await dialog.getByLabel("Judgment Date").fill("2024-07-17");
    await expect(dialog.getByLabel("Interest Rate")).toHaveValue("5.25");

    await dialog.getByRole("button", { name: "Add Case" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("United States v. Roe Holdings").first()).toBeVisible();
  });

  test("changing an element of the preset marks it as changed from the preset", async ({
    page,
  }) => {
    const dialog = await openNewCase(page);
    await fillJudgment(dialog, "Acme Supply v. Roe", "2024-01-15");
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "California" });
    await expect(dialog.getByLabel("Interest Rate")).toHaveValue("10");
    const method = dialog.getByRole("region", { name: "California method" });
    await expect(method).toContainText(
      "Crediting order: Interest, then principal (U.S. Rule) (partly confirmed, Cal. Code Civ. Proc. §§ 695.220, 685.090)",
    );

    await dialog.locator("summary", { hasText: "Advanced" }).click();
    await expect(dialog.getByRole("radio", { name: /^To the cent/ })).toBeChecked();
    await dialog.getByRole("radio", { name: /^Annual/ }).check();
    await expect(method.getByRole("listitem").filter({ hasText: "Compounding" })).toContainText(
      "changed from the preset",
    );

    const results = dialog.getByRole("region", { name: "Results" });
    await expect(results).toBeVisible();
    await dialog.getByRole("button", { name: "Add Case" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Acme Supply v. Roe").first()).toBeVisible();

    // The case page says which rule the method came from and what this case changed.
    const details = page.getByRole("region", { name: "Case Details" });
    await details.getByText("How interest is computed").click();
    await expect(details).toContainText("Jurisdiction: California. Rule applied:");
    await expect(details).toContainText(
      "Compounding. Interest compounds once a year: on each anniversary of the judgment, unpaid interest is added to the principal and earns interest from then on. Set for this case in place of the jurisdiction's rule.",
    );
    await expect(details).toContainText("Interest compounds once a year");
  });

  test("a renewal is recorded on its date and the unpaid interest joins principal", async ({
    page,
    baseURL,
  }) => {
    await addCaseViaApi(baseURL ?? "", lawyer, {
      caseName: "Renewed v. Roe",
      courtName: "Superior Court, Alameda County",
      courtCaseNumber: "RG14-000123",
      judgmentAmount: "10000.00",
      judgmentDate: "2024-01-15",
      interestRate: "10",
    });
    await page.goto("/home");
    await page.getByRole("button", { name: /Renewed v\. Roe/ }).click();
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "New Cost/Payment" }).click();
    const sheet = page.getByRole("dialog", { name: "Add New Transaction" });
    await sheet.getByRole("radio", { name: /^Renewal/ }).check();
    await expect(sheet.getByLabel("Renewal costs")).toBeVisible();
    await sheet.getByLabel("Renewal costs").fill("0");
    await sheet.getByLabel("Date").fill("2025-01-15");
    await sheet.getByRole("button", { name: "Add Transaction" }).click();
    await expect(page.getByText("Transaction created successfully.")).toBeVisible();

    const table = page.getByRole("region", { name: "Recent Transactions" });
    const renewal = table.getByRole("row").filter({ hasText: "01/15/2025" });
    await expect(renewal).toContainText("RENEWAL");
    // $10,000 at 10% for the 366 days of 2024-25, at $2.7397 a day, joined principal.
    await expect(renewal).toContainText("$11,002.7302");
  });
});
