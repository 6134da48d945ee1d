import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type ApiUser, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// A firm moves its spreadsheet into Owed and takes its figures back out (docs/csv.md).

const HEADER =
  "Case Name,Court,Case No.,Judgment Amount,Judgment Date,Interest Rate,Type,Date,Amount";
const GOOD = [
  HEADER,
  'Acme v. Roe,"Superior Court, Alameda",RG-1,"$10,000.00",01/15/2024,10%,Payment,07/01/2024,"$1,000.00"',
  "Baker v. Cole,Superior Court,RG-2,2500,2024-03-01,9,,,",
].join("\r\n");
const BAD = [HEADER, "Acme v. Roe,Court,RG-1,ten,01/15/2024,10,,,"].join("\r\n");

const file = (name: string, text: string) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${text}`, "utf8"),
});

test.describe("CSV in and out", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "csv" });
    await signInBrowser(page, paralegal);
    await page.goto("/home");
  });

  test("a spreadsheet is checked row by row, then imported whole, then exported", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Cases" });
    await dialog.getByLabel("CSV file").setInputFiles(file("docket.csv", BAD));
    await expect(dialog.getByLabel("Judgment amount (required)")).toHaveValue("3");
    await dialog.getByRole("button", { name: "Check rows" }).click();
    const problems = dialog.getByRole("list", { name: "Problems" });
    await expect(problems).toContainText("Line 2: Judgment amount must be a number");
    await expect(dialog.getByRole("button", { name: /^Import \d/ })).toBeDisabled();

    await dialog.getByRole("button", { name: "Back to columns" }).click();
    await dialog.getByRole("button", { name: "Choose another file" }).click();
    await dialog.getByLabel("CSV file").setInputFiles(file("docket.csv", GOOD));
    await expect(dialog).toContainText("docket.csv: 2 rows.");
    await expect(dialog.getByLabel("Court (required)")).toHaveValue("1");
    await expect(dialog.getByLabel("Transaction amount")).toHaveValue("8");
    await expect(dialog.getByRole("cell", { name: "Superior Court, Alameda" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "import-mapping", { fullPage: false });

    await dialog.getByRole("button", { name: "Check rows" }).click();
    await expect(dialog).toContainText("Every row passed: 2 cases and 1 transaction");
    const acme = dialog.getByRole("row").filter({ hasText: "Acme v. Roe" });
    await expect(acme).toContainText("RG-1");
    const payoff = ((await acme.getByRole("cell").last().textContent()) ?? "").trim();
    expect(payoff).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "import-checked", { fullPage: false });
    await dialog.getByRole("button", { name: "Import 2 cases" }).click();
    await expect(page.getByText("Imported 2 cases with 1 transaction.")).toBeVisible();
    // The payoff the check promised is the one the docket shows.
    await expect(page.getByRole("button", { name: /Acme v\. Roe/ })).toContainText(payoff);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await saved.path()) ?? "", "utf8");
    expect(text.startsWith("\uFEFFCase name,Court,Court case number,")).toBe(true);
    expect(text).toContain('Acme v. Roe,"Superior Court, Alameda",RG-1,10000.00,2024-01-15,10,');
    expect(text).toContain(`,${payoff.replace(/[$,]/g, "")},`);
  });

  test("a Texas row compounds as New Case sets it, a Kansas row takes its table, a row with no rate is refused", async ({
    page,
  }) => {
    const header =
      "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate (%),Jurisdiction,Rate schedule";
    const rows = [
      "Lone Star v. Roe,Travis County Court at Law,TX-1,8000,01/10/2024,8,TX,",
      "Wheat Co. v. Doe,District Court of Sedgwick County,KS-1,8000,03/01/2021,,KS,",
    ];
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Cases" });
    await dialog
      .getByLabel("CSV file")
      .setInputFiles(
        file(
          "docket.csv",
          [header, ...rows, "No Rate v. Poe,Court,TX-2,500,01/10/2024,,TX,"].join("\r\n"),
        ),
      );
    await expect(dialog.getByLabel("Rate schedule")).toHaveValue("7");
    await expect(dialog.getByLabel("Interest rate (%)")).toHaveValue("5");
    await saveScreens(page, "import-method-columns", { fullPage: false });
    await dialog.getByRole("button", { name: "Check rows" }).click();
    const problems = dialog.getByRole("list", { name: "Problems" });
    await expect(problems).toContainText(
      "Line 4: Interest rate is required: Texas's rate is published, and Owed has no table of it",
    );
    await expect(problems).toContainText("https://occc.texas.gov/publications/interest-rates");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await saveScreens(page, "import-no-rate", { fullPage: false });

    await dialog.getByRole("button", { name: "Back to columns" }).click();
    await dialog.getByRole("button", { name: "Choose another file" }).click();
    await dialog
      .getByLabel("CSV file")
      .setInputFiles(file("docket.csv", [header, ...rows].join("\r\n")));
    await dialog.getByRole("button", { name: "Check rows" }).click();
    await expect(dialog).toContainText("Every row passed: 2 cases");
    await dialog.getByRole("button", { name: "Import 2 cases" }).click();
    await expect(page.getByText("Imported 2 cases with 0 transactions.")).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const text = readFileSync((await (await download).path()) ?? "", "utf8");
    // Texas compounds annually; Kansas runs at each July's rate from its table. The browser
    // stories' server runs on a Kansas table with a test row for 07/01/2025 imported before it
    // starts (apps/api/src/test/e2e-rate-table-seed.ts), so the import takes that row too.
    expect(text).toMatch(
      /Lone Star v\. Roe,Travis County Court at Law,TX-1,8000\.00,2024-01-10,8,annual,365,TX,/,
    );
    expect(text).toContain(
      '"2021-03-01: 4.25%; 2022-07-01: 5.75%; 2023-07-01: 9.25%; 2024-07-01: 9.5%; 2025-07-01: 8.25%",KS,',
    );
  });
});
