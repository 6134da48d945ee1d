import { expect, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// The facts a court's forms need (docs/court-forms.md): a paralegal records the creditor, two
// debtors, the county and the judgment's type on the case page; they are there after a reload,
// and the case's history lists the change in plain words.

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("court details", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "court" });
    await signInBrowser(page, paralegal);
  });

  test("records a creditor, two debtors, the county and the judgment type", async ({
    page,
    baseURL,
  }) => {
    // A whole form typed, two looks at each width and the history: slow on a shared machine.
    test.slow();
    const item = await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      judgmentAmount: 10000,
      judgmentDate: "2024-01-15",
      interestRate: 10,
      lastPaymentDate: null,
      isEnded: false,
      debtorFirm: "Roe Hauling LLC",
      debtorStreet: "2 Pine Ave",
      debtorCity: "Oakland",
      debtorState: "CA",
      debtorZip: "94612",
    });
    await page.goto(`/home?case=${item.id}`);
    const section = page.getByRole("region", { name: "Court details" });
    await expect(section).toContainText("None recorded.");
    await section.getByRole("button", { name: "Add court details" }).click();

    const dialog = page.getByRole("dialog", { name: "Court details - Acme Supply v. Roe" });
    await dialog.getByRole("button", { name: "Add creditor" }).click();
    const creditor = dialog.getByRole("group", { name: "Creditor 1" });
    await creditor.getByLabel("Name", { exact: true }).fill("Acme Supply, Inc.");
    await creditor.getByLabel(/Type of entity/).fill("corporation");
    await creditor.getByLabel(/Street address/).fill("100 Market St");
    await creditor.getByLabel(/City/).fill("San Francisco");
    await creditor.getByLabel(/State/).fill("CA");
    await creditor.getByLabel(/ZIP code/).fill("94105");

    await dialog.getByRole("button", { name: "Use the debtor on file (Roe Hauling LLC)" }).click();
    await dialog
      .getByRole("group", { name: "Debtor 1" })
      .getByLabel(/Type of entity/)
      .fill("limited liability company");
    await dialog.getByRole("button", { name: "Add debtor" }).click();
    const second = dialog.getByRole("group", { name: "Debtor 2" });
    await second.getByLabel("Name", { exact: true }).fill("Richard Roe");
    await second.getByLabel(/Street address/).fill("1 Elm St");
    await second.getByLabel(/City/).fill("Oakland");
    await second.getByLabel(/State/).fill("CA");
    await second.getByLabel(/ZIP code/).fill("94607");

    await dialog.getByLabel(/County/).fill("Alameda");
    await dialog.getByLabel("Unlimited civil case (including family and probate)").check();
    await dialog.getByLabel("The judgment is for").selectOption({ label: "Wages owed" });
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "court-details-dialog", { fullPage: false });
    await dialog.getByRole("button", { name: "Save court details" }).click();
    await expect(page.getByText("Court details saved.")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(section).toContainText(
      "Acme Supply, Inc. (corporation), 100 Market St, San Francisco, CA 94105",
    );
    await expect(section).toContainText(
      "Roe Hauling LLC (limited liability company), 2 Pine Ave, Oakland, CA 94612",
    );
    await expect(section).toContainText("Richard Roe, 1 Elm St, Oakland, CA 94607");
    await expect(section).toContainText("County of Alameda");
    await expect(section).toContainText("Judgment for: Wages owed");
    await expectNoSeriousA11yViolations(page, "[aria-labelledby=court-details-title]");
    await section.scrollIntoViewIfNeeded();
    await saveScreens(page, "court-details-section", { element: section });

    await openCaseAction(page, "History");
    const history = page.getByRole("dialog", { name: "History" });
    const edit = history.getByRole("article", { name: /^Case edited, / });
    await expect(edit).toContainText("Debtors");
    await expect(edit).toContainText("Richard Roe, 1 Elm St, Oakland, CA 94607");
    await expect(edit).toContainText("County");
    await expect(edit).toContainText("Alameda");
    await expect(edit).toContainText("Judgment type");
    await expect(edit).toContainText("Wages owed");
  });

  test("an 'other' judgment says what it is for", async ({ page, baseURL }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Acme Supply v. Poe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-005678",
      judgmentAmount: 5000,
      judgmentDate: "2024-02-01",
      interestRate: 10,
      lastPaymentDate: null,
      isEnded: false,
    });
    await page.goto(`/home?case=${item.id}`);
    const section = page.getByRole("region", { name: "Court details" });
    await section.getByRole("button", { name: "Add court details" }).click();
    const dialog = page.getByRole("dialog", { name: "Court details - Acme Supply v. Poe" });
    await expect(dialog.getByLabel(/What the judgment is for/)).toHaveCount(0);
    await dialog.getByLabel("The judgment is for").selectOption({ label: "Other" });
    const what = dialog.getByLabel(/What the judgment is for/);
    await dialog.getByRole("button", { name: "Save court details" }).click();
    await expect(dialog.getByText("Describe what the judgment is for.")).toBeVisible();
    await what.fill("Unpaid rent under a commercial lease");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await what.scrollIntoViewIfNeeded();
    await saveScreens(page, "court-details-other", { fullPage: false });
    await dialog.getByRole("button", { name: "Save court details" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(section).toContainText(
      "Judgment for: Other (Unpaid rent under a commercial lease)",
    );
  });
});
