import { expect, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// A cost's category for California's memorandum of costs (docs/court-forms.md, "Cost
// categories"): a paralegal records two costs with their MC-012 categories, one naming the county
// its writ was issued in, corrects one as already allowed, and sees both in the table.

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("cost categories", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "costs" });
    await signInBrowser(page, paralegal);
  });

  test("a paralegal records two costs in MC-012's categories and marks one allowed", async ({
    page,
    baseURL,
  }) => {
    // Two sheets, an edit, two accessibility scans and screenshots at two widths: longer than the
    // default 30 s on a busy machine.
    test.slow();
    await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      judgmentAmount: 10000,
      judgmentDate: "2024-01-15",
      interestRate: 10,
      jurisdiction: "CA",
      lastPaymentDate: null,
      isEnded: false,
      debtorInfo: "",
    });
    await page.goto("/home");
    await page.getByRole("button", { name: /Acme Supply v\. Roe/ }).click();

    await openCaseAction(page, "New Cost/Payment");
    const sheet = page.getByRole("dialog", { name: "Add New Transaction" });
    await sheet.getByRole("radio", { name: /^Cost/ }).check();
    const category = sheet.getByLabel("Category (California memorandum of costs)");
    await expect(sheet.getByText(/What the memorandum of costs \(MC-012\) lists/)).toBeVisible();
    await category.selectOption({ label: "Issuing writ of execution" });
    await sheet.getByLabel("Amount").fill("40");
    await sheet.getByLabel("Date", { exact: true }).fill("2024-03-01");
    await sheet.getByLabel("Description").fill("Writ fee");
    await sheet.getByRole("button", { name: "Add Transaction" }).click();
    await expect(sheet.getByText("Enter the county the writ was issued in.").first()).toBeVisible();
    await sheet.getByLabel("County", { exact: true }).fill("Alameda");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "cost-category-sheet", { fullPage: false });
    await sheet.getByRole("button", { name: "Add Transaction" }).click();
    await expect(page.getByText("Transaction created successfully.")).toBeVisible();
    await expect(sheet).toBeHidden();

    await openCaseAction(page, "New Cost/Payment");
    await sheet.getByRole("radio", { name: /^Cost/ }).check();
    await sheet
      .getByLabel("Category (California memorandum of costs)")
      .selectOption({ label: "Levying officer's fees" });
    await sheet.getByLabel("Amount").fill("125.50");
    await sheet.getByLabel("Date", { exact: true }).fill("2024-04-02");
    await sheet.getByLabel("Description").fill("Sheriff's levy");
    await sheet.getByRole("button", { name: "Add Transaction" }).click();
    await expect(page.getByText("Transaction created successfully.").first()).toBeVisible();
    await expect(sheet).toBeHidden();

    const table = page.getByRole("region", { name: "Recent Transactions" });
    const writ = table.getByRole("row").filter({ hasText: "03/01/2024" });
    const levy = table.getByRole("row").filter({ hasText: "04/02/2024" });
    await expect(writ).toContainText("Writ, Alameda");
    await expect(levy).toContainText("Levying officer");

    // A court allowed the levy: the paralegal says when, and the table says so.
    await table.getByRole("button", { name: "Edit cost of 04/02/2024" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Transaction" });
    await expect(edit.getByLabel("Category (California memorandum of costs)")).toHaveValue(
      "levying-officer",
    );
    await edit.getByLabel("Already allowed on").fill("2024-03-01");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      edit.getByText("Allowed on cannot be before the cost's date (04/02/2024).").first(),
    ).toBeVisible();
    await edit.getByLabel("Already allowed on").fill("2024-06-03");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Transaction updated successfully.")).toBeVisible();
    await expect(levy).toContainText("Levying officer · Allowed 06/03/2024");
    await expect(writ).toContainText("Writ, Alameda");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "cost-categories-table", { fullPage: false, element: table });
  });
});
