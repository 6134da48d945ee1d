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

// Payoff letters (docs/letters-and-plans.md): a collection firm writes its payment instructions
// once in the workspace settings, then sends a debtor a letter from the case page (previewed as a
// page, every good-through line the payoff route's own figure, downloaded as PDF and Word), and a
// letter to each of several cases from the dashboard, leaving out the one that can have none.

/** YYYY-MM-DD of an MM/DD/YYYY. */
const iso = (date: string) => `${date.slice(6, 10)}-${date.slice(0, 2)}-${date.slice(3, 5)}`;
/** "12345.6" as the screen shows money: "$12,345.60". */
const dollars = (text: string) =>
  `$${Number(text).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"]).toString();
const docxText = (file: string) =>
  execFileSync("unzip", ["-p", file, "word/document.xml"])
    .toString()
    .replace(/<[^>]+>/g, " ");

const HARBOR = {
  caseName: "Harbor Supply v. Lane",
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber: "RG25-000777",
  judgmentAmount: 10000,
  judgmentDate: "2025-01-15",
  interestRate: 10,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "Jordan Lane\n12 Elm Street\nOakland, CA 94612",
  jurisdiction: "CA",
};

/** An Alameda judgment of 2014: its ten years ran out in 2024 with no renewal. */
const EXPIRED = {
  ...HARBOR,
  caseName: "Bay Tools v. Moss",
  courtCaseNumber: "RG14-000123",
  judgmentDate: "2014-03-03",
  debtorInfo: "Casey Moss\n4 Pine Road\nBerkeley, CA 94704",
};

async function setUpFirm(base: string, user: ApiUser) {
  await apiCall(base, user, "PUT", "/docket/api/workspace/letterhead/", {
    attorneyName: "Mary Hale",
    barNumber: "123456",
    firm: "Hale & Pratt LLP",
    street: "500 Capitol Mall, Suite 1200",
    city: "Sacramento",
    state: "CA",
    zip: "95814",
    phone: "(916) 555-0100",
    fax: "",
    email: "collections@hale.example",
    attorneyFor: "Plaintiff Harbor Supply, Inc.",
  });
}

async function openCase(page: Page, name: string) {
  await page.goto("/home");
  await page.getByRole("button", { name: new RegExp(name.replace(/[.]/g, "\\.")) }).click();
}

test.describe("payoff letters", () => {
  let lawyer: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    lawyer = await createApiUser(baseURL ?? "", { prefix: "payoff-letters" });
    await setUpFirm(baseURL ?? "", lawyer);
    await signInBrowser(page, lawyer);
  });

  test("the firm writes its payment instructions with merge fields, sees them filled as it types, fixes an unknown field, saves and chooses who hears of missed installments", async ({
    page,
  }) => {
    await page.goto("/workspace");
    const card = page.getByRole("region", { name: "Payoff letters" });
    const instructions = card.getByLabel("Payment instructions", { exact: true });
    await instructions.fill("Send {{balance}} to our trust account.");
    // The live preview names the unknown field before anything is sent.
    await expect(card.getByText("Payment instructions uses {{balance}}").first()).toBeVisible();
    await card.getByRole("button", { name: "Save Letter Settings" }).click();
    await expect(instructions).toBeFocused();

    await instructions.fill(
      "Pay {{payoff}} by {{date}} to the {{firm}} trust account, writing {{case_number}} on the check.",
    );
    await card
      .getByLabel("Closing text", { exact: true })
      .fill("If you have already paid, please call us so we can update our records.");
    await expect(card.getByText("Pay $12,345.67 by")).toBeVisible();
    await card.getByRole("checkbox", { name: /Me/ }).check();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "letter-settings");
    await saveScreens(page, "letter-settings-card", { element: card });
    await card.getByRole("button", { name: "Save Letter Settings" }).click();
    await expect(page.getByText("Letter settings saved")).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole("region", { name: "Payoff letters" });
    await expect(reloaded.getByLabel("Payment instructions", { exact: true })).toHaveValue(
      "Pay {{payoff}} by {{date}} to the {{firm}} trust account, writing {{case_number}} on the check.",
    );
    await expect(reloaded.getByRole("checkbox", { name: /Me/ })).toBeChecked();
    await expect(reloaded.getByRole("button", { name: "Save Letter Settings" })).toBeDisabled();
  });

  test("in a firm workspace the members are offered as recipients, the owner marked as you", async ({
    page,
    baseURL,
  }) => {
    await apiCall(baseURL ?? "", lawyer, "POST", "/workspaces/api/workspaces/", {
      name: "Hale & Pratt LLP",
    });
    await page.goto("/workspace");
    const card = page.getByRole("region", { name: "Payoff letters" });
    const me = card.getByRole("checkbox", { name: /\(you\)/ });
    await expect(me).not.toBeChecked();
    await me.check();
    await card.getByRole("button", { name: "Save Letter Settings" }).click();
    await expect(page.getByText("Letter settings saved")).toBeVisible();
    const settings = await apiCall<{ planNoticeRecipients: string[] }>(
      baseURL ?? "",
      lawyer,
      "GET",
      "/docket/api/workspace/letter-settings/",
    );
    expect(settings.planNoticeRecipients).toEqual([String(lawyer.user.id).toLowerCase()]);
    await saveScreens(page, "letter-settings-firm", { element: card });
  });

  test("a letter from the case page: previewed as a page whose every good-through line is the payoff route's figure, then downloaded as PDF and Word", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    await apiCall(base, lawyer, "PUT", "/docket/api/workspace/letter-settings/", {
      paymentInstructions: "Pay {{payoff}} to the {{firm}} trust account by {{date}}.",
      closingText: "Thank you.",
      planNoticeRecipients: [],
    });
    const item = await addCaseViaApi(base, lawyer, HARBOR);
    for (const entry of [
      { transaction_type: "COST", amount: "40.00", date: "2025-03-01", description: "Abstract" },
      { transaction_type: "PAYMENT", amount: "1500.00", date: "2025-06-01", description: "" },
    ]) {
      await apiCall(base, lawyer, "POST", "/docket/api/transactions/create/", {
        case_id: item.id,
        ...entry,
      });
    }
    await page.goto(`/home?case=${String(item.id)}`);

    const panel = page.getByRole("region", { name: "Payoff letter" });
    await panel.getByLabel("Good-through table").selectOption("week");
    await panel.getByLabel("Number of weeks").fill("30");
    await panel.getByRole("button", { name: "Preview letter" }).click();
    // Past the table's limit: said under the field, nothing sent.
    await expect(panel.getByText("The good-through table has at most 26 weeks.")).toBeVisible();
    await panel.getByLabel("Number of weeks").fill("6");
    await panel.getByRole("button", { name: "Preview letter" }).click();

    const preview = panel.getByRole("region", { name: "Letter preview" });
    const letter = preview.getByRole("article");
    await expect(letter).toContainText("Dear Jordan Lane:");
    await expect(letter).toContainText("12 Elm Street");
    await expect(letter).toContainText("trust account");
    // The model's first reference line says "Re:" itself: the page says it once.
    expect(await letter.textContent()).not.toMatch(/Re:\s*Re:/);
    await expect(letter).toContainText("Case No. RG25-000777");
    const rows = letter.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(7);
    // Every line of the table is the payoff route's own figure for its day.
    for (const row of (await rows.allInnerTexts()).slice(1)) {
      const [day = "", shown = ""] = row.split("\t").map((cell) => cell.trim());
      const payoff = await apiCall<{ totalPayoff: string }>(
        base,
        lawyer,
        "GET",
        `/docket/api/cases/${String(item.id)}/payoff/?date=${iso(day)}`,
      );
      expect(shown).toBe(dollars(payoff.totalPayoff));
    }
    const payoffShown = (await preview.locator("dd").first().innerText()).trim();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "payoff-letter", { element: panel });

    const pdfDownload = page.waitForEvent("download");
    await preview.getByRole("button", { name: "Download PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^Payoff letter - .*\.pdf$/);
    expect(pdfText(await pdf.path())).toContain(payoffShown);
    await expect(page.getByText(`Downloaded ${pdf.suggestedFilename()}`)).toBeVisible();

    const wordDownload = page.waitForEvent("download");
    await preview.getByRole("button", { name: "Download Word" }).click();
    const word = await wordDownload;
    expect(word.suggestedFilename()).toMatch(/\.docx$/);
    const text = docxText(await word.path());
    expect(text).toContain(payoffShown);
    expect(text).toContain("Jordan Lane");
  });

  test("a case past its enforceable life has no letter, and the panel says why", async ({
    page,
    baseURL,
  }) => {
    await addCaseViaApi(baseURL ?? "", lawyer, EXPIRED);
    await openCase(page, EXPIRED.caseName);
    const panel = page.getByRole("region", { name: "Payoff letter" });
    await panel.getByRole("button", { name: "Preview letter" }).click();
    await expect(panel.getByRole("alert")).toContainText(
      "The judgment can be enforced only through",
    );
    await saveScreens(page, "payoff-letter-refused", { element: panel });
  });

  test("letters for several cases from the dashboard: searched, checked, the one that can have none left out, one ZIP", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    await addCaseViaApi(base, lawyer, HARBOR);
    await addCaseViaApi(base, lawyer, {
      ...HARBOR,
      caseName: "Harbor Supply v. Ortiz",
      courtCaseNumber: "RG25-000778",
      debtorInfo: "Ana Ortiz\n9 Oak Lane\nHayward, CA 94541",
    });
    await addCaseViaApi(base, lawyer, EXPIRED);
    await page.goto("/home");
    await page.getByRole("button", { name: "Payoff letters…" }).click();
    const dialog = page.getByRole("dialog", { name: "Payoff letters" });

    await dialog.getByLabel("Search cases").fill("ortiz");
    await expect(dialog.getByRole("checkbox")).toHaveCount(1);
    await dialog.getByLabel("Search cases").fill("");
    await dialog.getByRole("button", { name: "Choose all shown" }).click();
    await expect(dialog.getByText("Cases (3 of 3 chosen)")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Download ZIP" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Check letters" }).click();

    const refused = dialog.getByRole("alert");
    await expect(refused).toContainText("1 case cannot have a letter:");
    await expect(refused).toContainText(`${EXPIRED.caseName}: The judgment can be enforced only`);
    await saveScreens(page, "batch-letters-check", { fullPage: false });
    await saveScreens(page, "batch-letters-refused", { element: refused });
    await refused.getByRole("button", { name: "Leave them out" }).click();
    await expect(dialog.getByText("Cases (2 of 3 chosen)")).toBeVisible();
    await dialog.getByRole("button", { name: "Check letters" }).click();
    await expect(dialog.getByText("All 2 cases can have a letter.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download ZIP" }).click();
    const zip = await downloading;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const names = execFileSync("unzip", ["-Z1", await zip.path()])
      .toString()
      .trim()
      .split("\n");
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith(".pdf"))).toBe(true);
    expect(names.join(" ")).toContain("Lane");
    expect(names.join(" ")).toContain("Ortiz");
    await expect(dialog).toBeHidden();
  });
});
