import { expect, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// Every mistake correctable (docs/history.md): a paralegal takes back a deleted payment with the
// toast's Undo, reads the case's history and reverts an edit, and brings back a deleted case.

const judgment = (caseName: string) => ({
  caseName,
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber: "RG24-001234",
  judgmentAmount: 10000,
  judgmentDate: "2024-01-15",
  interestRate: 10,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
});

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("history and undo", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "history" });
    await signInBrowser(page, paralegal);
  });

  test("a payment deleted by mistake comes back with Undo", async ({ page, baseURL }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, judgment("Undo v. Mistake"));
    await apiCall(baseURL ?? "", paralegal, "POST", "/docket/api/transactions/create/", {
      case_id: item.id,
      transaction_type: "PAYMENT",
      amount: 1500,
      date: "2024-09-01",
    });
    await page.goto(`/home?case=${item.id}`);
    const table = page.getByRole("region", { name: "Recent Transactions" });
    const payment = table.getByRole("row").filter({ hasText: "09/01/2024" });
    await expect(payment).toHaveCount(1);

    await table.getByRole("button", { name: "Delete payment of 09/01/2024" }).click();
    await page
      .getByRole("alertdialog", { name: "Confirm Deletion" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(payment).toHaveCount(0);
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(page.getByText("Transaction restored")).toBeVisible();
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText("$1,500.00");
  });

  test("the case's history shows each change and reverts an edit", async ({ page, baseURL }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, judgment("History v. Record"));
    await apiCall(baseURL ?? "", paralegal, "PUT", `/docket/api/case/${item.id}/edit/`, {
      caseName: "History v. Record",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      judgmentAmount: 12500,
    });
    await page.goto(`/home?case=${item.id}`);
    const details = page.getByRole("region", { name: "Case Details" });
    await expect(details).toContainText("$12,500.00");

    await openCaseAction(page, "History");
    const dialog = page.getByRole("dialog", { name: "History" });
    await expect(dialog).toContainText("Times are in America/New_York.");
    const changes = dialog.getByRole("list", { name: "Changes" });
    const edit = changes.getByRole("article", { name: /^Case edited, / });
    await expect(edit).toContainText("Judgment amount");
    await expect(edit).toContainText("$10,000.00");
    await expect(edit).toContainText("$12,500.00");
    await expect(changes.getByRole("article", { name: /^Case added, / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "case-history", { fullPage: false });

    await edit.getByRole("button", { name: "Revert this change" }).click();
    await expect(page.getByText("Change reverted")).toBeVisible();
    await expect(changes.getByRole("article", { name: /^Edit reverted, / })).toBeVisible();
    await expect(edit).toContainText("This change was already undone.");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await expect(details).toContainText("$10,000.00");
  });

  test("a deleted case is restored from Recently Deleted", async ({ page, baseURL }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, judgment("Restored v. Deleted"));
    await addCaseViaApi(baseURL ?? "", paralegal, judgment("Stays v. Put"));
    await page.goto(`/home?case=${item.id}`);
    await openCaseAction(page, "Delete Case");
    const confirm = page.getByRole("alertdialog", { name: "Delete Case" });
    await expect(confirm).toContainText("restore it from Recently Deleted for 30 days");
    await confirm.getByRole("button", { name: "Delete Case" }).click();
    await expect(page.getByText("Case deleted successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: /Restored v\. Deleted/ })).toHaveCount(0);

    await page.getByRole("button", { name: "Recently Deleted" }).click();
    const dialog = page.getByRole("dialog", { name: "Recently Deleted" });
    const deleted = dialog.getByRole("list", { name: "Deleted cases" }).getByRole("listitem");
    await expect(deleted).toHaveCount(1);
    await expect(deleted).toContainText("Restored v. Deleted");
    await expect(deleted).toContainText("Case No. RG24-001234 · 0 transactions");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "recently-deleted", { fullPage: false });
    await dialog.getByRole("button", { name: "Restore Restored v. Deleted" }).click();
    await expect(page.getByText("Restored v. Deleted restored")).toBeVisible();
    await expect(page.getByRole("region", { name: "Case Details" })).toContainText(
      "Restored v. Deleted",
    );
  });
});
