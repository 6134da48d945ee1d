import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { unzipSync } from "fflate";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// A firm takes its whole docket out of Owed before its data is deleted: one ZIP with the case
// list, every ledger, every payoff statement and the history; and Excel workbooks beside the CSV
// files (docs/exports.md).

const text = (bytes: Uint8Array | undefined) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);

/** Clicks `button`, waits for the file it downloads, and answers its name and its entries. */
async function downloadZip(page: Page, name: string | RegExp) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name }).click();
  const saved = await download;
  const bytes = new Uint8Array(readFileSync((await saved.path()) ?? ""));
  return { fileName: saved.suggestedFilename(), files: unzipSync(bytes) };
}

test.describe("Export everything", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "export" });
    const acme = await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      judgmentAmount: 10000,
      judgmentDate: "2024-01-15",
      interestRate: 10,
    });
    await apiCall(baseURL ?? "", paralegal, "POST", "/docket/api/transactions/create/", {
      case_id: acme.id,
      transaction_type: "PAYMENT",
      amount: 1000,
      date: "2024-07-01",
    });
    await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Baker v. Cole",
      courtName: "Superior Court",
      courtCaseNumber: "RG-2",
      judgmentAmount: 2500,
      judgmentDate: "2024-03-01",
      interestRate: 9,
    });
    await signInBrowser(page, paralegal);
  });

  test("the dashboard downloads one ZIP with the case list, ledgers, statements and history", async ({
    page,
  }) => {
    // The retention warning's link lands on the button, ready to press.
    await page.goto("/home#export-everything");
    const button = page.getByRole("button", { name: "Export everything" });
    await expect(button).toBeFocused();
    await expect(page.getByRole("button", { name: /Acme Supply v\. Roe/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "export-everything", { fullPage: false });

    const { fileName, files } = await downloadZip(page, "Export everything");
    await expect(page.getByText("Export downloaded successfully")).toBeVisible();
    expect(fileName).toMatch(/^owed-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const names = Object.keys(files).sort();
    const day = fileName.slice("owed-export-".length, -".zip".length);
    expect(names).toEqual([
      `cases-${day}.csv`,
      `history-${day}.csv`,
      `ledgers/ledger-Acme_Supply_v._Roe-${day}.csv`,
      `ledgers/ledger-Baker_v._Cole-${day}.csv`,
      `letterhead-${day}.csv`,
      `statements/payoff-Acme_Supply_v._Roe-${day}.pdf`,
      `statements/payoff-Baker_v._Cole-${day}.pdf`,
    ]);
    const list = text(files[`cases-${day}.csv`]);
    expect(list).toContain("Acme Supply v. Roe,");
    expect(list).toContain("Baker v. Cole,");
    expect(text(files[`ledgers/ledger-Acme_Supply_v._Roe-${day}.csv`])).toContain(
      "2024-07-01,Payment,,1000.0000,",
    );
    for (const name of names.filter((n) => n.endsWith(".pdf"))) {
      expect(text(files[name]?.slice(0, 5))).toBe("%PDF-");
    }
    expect(text(files[`history-${day}.csv`])).toContain("Payment recorded");
  });

  test("the list and the open case's ledger download as Excel workbooks", async ({ page }) => {
    await page.goto("/home");
    await page.getByRole("button", { name: /Acme Supply v\. Roe/ }).click();
    const list = await downloadZip(page, "Export Excel");
    expect(list.fileName).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = text(list.files["xl/workbook.xml"]);
    expect(book).toContain('name="Summary"');
    expect(book).toContain('name="Acme Supply v. Roe"');
    expect(book).toContain('name="Baker v. Cole"');

    const ledger = await downloadZip(page, "Export the ledger as an Excel workbook");
    expect(ledger.fileName).toMatch(/^ledger-Acme_Supply_v\._Roe-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(text(ledger.files["xl/workbook.xml"])).not.toContain("Baker v. Cole");
    await expect(page.getByText("Excel workbook downloaded successfully").first()).toBeVisible();
  });
});
