import { execFileSync } from "node:child_process";
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

// The court's own forms (docs/court-forms.md): a California paralegal opens a case with payments
// and costs, chooses the writ of execution, sees it filled on the page with the blanks it leaves,
// downloads it with the case page's figures in it, records the writ issued, and finds its last day
// to levy on the Deadlines page.

/** The PDF's text as pdftotext reads it (layout kept). */
const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"]).toString();

/** The value beside a label in the case details ("Principal Balance" -> "$8,540.00"). */
async function caseFact(page: Page, label: string): Promise<string> {
  const value = page
    .getByRole("region", { name: "Case Details" })
    .locator("dt", { hasText: label })
    .first()
    .locator("xpath=following-sibling::dd[1]");
  return (await value.innerText()).trim();
}

/** MM/DD/YYYY of a YYYY-MM-DD. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

test.describe("court forms", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "court-forms" });
    await signInBrowser(page, paralegal);
  });

  test("a California writ of execution: previewed, downloaded with the case's figures, recorded, and its levy deadline listed", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const item = await addCaseViaApi(base, paralegal, {
      caseName: "Harbor Supply v. Lane",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG25-000777",
      judgmentAmount: 10000,
      judgmentDate: "2025-01-15",
      interestRate: 10,
      lastPaymentDate: null,
      isEnded: false,
      debtorInfo: "",
      jurisdiction: "CA",
    });
    for (const entry of [
      { transaction_type: "COST", amount: "40.00", date: "2025-03-01", description: "Abstract" },
      { transaction_type: "PAYMENT", amount: "1500.00", date: "2025-06-01", description: "" },
    ]) {
      await apiCall(base, paralegal, "POST", "/docket/api/transactions/create/", {
        case_id: item.id,
        ...entry,
      });
    }

    await page.goto(`/home?case=${item.id}`);
    await expect(page.getByRole("heading", { name: "Harbor Supply v. Lane" })).toBeVisible();
    const principal = await caseFact(page, "Principal Balance");
    const interest = await caseFact(page, "Interest to Date");

    const forms = page.getByRole("region", { name: "Court forms" });
    await forms.scrollIntoViewIfNeeded();
    await forms.getByRole("radio", { name: /EJ-130 Writ of Execution/ }).check();
    // The case has no parties yet: the form says what it lacks, and leaves those fields blank.
    await expect(forms.getByRole("list", { name: "Left blank on this form:" })).toContainText(
      /judgment debtor/i,
    );
    await expect(
      forms.getByRole("img", { name: /EJ-130 Writ of Execution, page 1 of \d/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "court-forms-ej130", { element: forms });

    const today = await forms.getByLabel("Date of the form").inputValue();
    const downloading = page.waitForEvent("download");
    await forms.getByRole("button", { name: "Download PDF", exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(
      `EJ-130 Writ of Execution - RG25-000777 - ${today}.pdf`,
    );
    const text = pdfText(await download.path());
    // Items 15 and 16: the principal remaining and the accrued interest, as the case page says.
    expect(text).toContain(principal.replace("$", ""));
    expect(text).toContain(interest.replace("$", ""));

    await forms.getByLabel("Writ issued on").fill(today);
    await forms.getByRole("button", { name: "Record filing" }).click();
    await expect(page.getByText(`Writ issued on ${us(today)}: recorded.`)).toBeVisible();
    await expect(forms.getByRole("list", { name: "Recorded filings" })).toContainText(
      `Writ issued on ${us(today)}`,
    );
    await expect(page.getByRole("region", { name: "Judgment deadlines" })).toContainText(
      `Last day to levy under the writ issued ${us(today)}`,
    );

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Deadlines" })
      .click();
    const row = page
      .getByRole("list", { name: "Upcoming deadlines" })
      .getByRole("listitem")
      .filter({ hasText: "Harbor Supply v. Lane" })
      .filter({ hasText: "Last day to levy" });
    await expect(row).toContainText(`Last day to levy under the writ issued ${us(today)}`);
    await expect(row).toContainText("699.530");
    await saveScreens(page, "court-forms-deadlines");
  });

  test("another state has no court form yet and offers the payoff statement", async ({
    page,
    baseURL,
  }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, {
      caseName: "Lone Star v. Roe",
      courtName: "District Court, Travis County",
      courtCaseNumber: "D-1-GN-25-000111",
      judgmentAmount: 5000,
      judgmentDate: "2025-01-15",
      interestRate: 7.5,
      lastPaymentDate: null,
      isEnded: false,
      debtorInfo: "",
      jurisdiction: "TX",
    });
    await page.goto(`/home?case=${item.id}`);
    const forms = page.getByRole("region", { name: "Court forms" });
    await expect(forms.getByText("No court form yet for Texas.")).toBeVisible();
    await saveScreens(page, "court-forms-other-state", { element: forms });
    await forms.getByRole("button", { name: "Payoff statement" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});
