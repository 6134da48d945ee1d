import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { addCaseViaApi, apiCall, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// The workspace's letterhead (docs/court-forms.md, "Letterhead"), as a paralegal meets it: filled
// once in the workspace settings, still there after a reload, and printed at the top of the payoff
// statement the firm sends.

test("a user fills the letterhead, saves, reloads and sees it, imports a moved address from the letterhead file; the payoff statement prints it", async ({
  page,
  baseURL,
}) => {
  const lawyer = await createApiUser(baseURL ?? "", { prefix: "letterhead" });
  await addCaseViaApi(baseURL ?? "", lawyer, {
    caseName: "Acme Supply v. Roe",
    courtName: "Superior Court of California, County of Sacramento",
    courtCaseNumber: "34-2024-00123456",
    judgmentAmount: "10000.00",
    judgmentDate: "2024-01-15",
    interestRate: "10",
  });
  await signInBrowser(page, lawyer);
  await page.goto("/workspace");

  const card = page.getByRole("region", { name: "Letterhead" });
  await card.getByLabel("Attorney name").fill("Mary Hale");
  await card.getByLabel("State Bar number").fill("123456");
  await card.getByLabel("Firm name").fill("Hale & Pratt LLP");
  await card.getByLabel("Street address").fill("500 Capitol Mall, Suite 1200");
  await card.getByLabel("City").fill("Sacramento");
  await card.getByLabel("State", { exact: true }).fill("ca");
  await card.getByLabel("ZIP code").fill("9581");
  await card.getByLabel("Telephone").fill("(916) 555-0100");
  await card.getByLabel("E-mail").fill("collections@hale.example");
  await card.getByLabel("Attorney for").fill("Plaintiff Acme Supply, Inc.");
  await card.getByRole("button", { name: "Save Letterhead" }).click();
  // A short ZIP code is caught before anything is sent, under its field.
  await expect(card.getByText("Enter a valid ZIP code (5 digits, or 5+4).")).toBeVisible();
  await expect(card.getByLabel("ZIP code")).toBeFocused();
  await card.getByLabel("ZIP code").fill("95814");
  await card.getByRole("button", { name: "Save Letterhead" }).click();
  await expect(page.getByText("Letterhead saved")).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole("region", { name: "Letterhead" });
  await expect(reloaded.getByLabel("Firm name")).toHaveValue("Hale & Pratt LLP");
  await expect(reloaded.getByLabel("State", { exact: true })).toHaveValue("CA");
  await expect(reloaded.getByLabel("ZIP code")).toHaveValue("95814");
  await expect(reloaded.getByRole("button", { name: "Save Letterhead" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, "letterhead");

  // The firm moved: the letterhead file (the one "Export everything" writes, with its own column
  // names) is edited in a spreadsheet and imported back; the fields fill for review, then Save.
  // A wrong file is refused first, naming what it lacks.
  const chooser = page.waitForEvent("filechooser");
  await reloaded.getByRole("button", { name: "Import from file" }).click();
  await (await chooser).setFiles({
    name: "cases.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Case name,Judgment amount\r\nAcme Supply v. Roe,10000.00\r\n"),
  });
  await expect(reloaded.getByRole("alert")).toContainText(
    'This file is not a letterhead export: the columns "Attorney name"',
  );
  const exported =
    "\uFEFFAttorney name,State Bar number,Firm name,Street address,City,State,ZIP code,Telephone,Fax,E-mail,Attorney for\r\n" +
    'Mary Hale,123456,Hale & Pratt LLP,"1 Market Street, Suite 300",San Francisco,CA,94105,(415) 555-0100,,collections@hale.example,"Plaintiff Acme Supply, Inc."\r\n';
  await reloaded.getByLabel("Letterhead file").setInputFiles({
    name: "letterhead-2025-01-15.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(exported),
  });
  await expect(reloaded.getByText("Filled from letterhead-2025-01-15.csv")).toBeVisible();
  await expect(reloaded.getByLabel("Street address")).toHaveValue("1 Market Street, Suite 300");
  await expect(reloaded.getByLabel("City")).toHaveValue("San Francisco");
  await saveScreens(page, "letterhead-imported");
  await reloaded.getByRole("button", { name: "Save Letterhead" }).click();
  await expect(page.getByText("Letterhead saved")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Letterhead" }).getByLabel("Street address"),
  ).toHaveValue("1 Market Street, Suite 300");

  await page.goto("/home");
  await page.getByRole("button", { name: /Acme Supply v\. Roe/ }).click();
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: "Payoff Demand" }).click();
  const dialog = page.getByRole("dialog", { name: "Payoff Demand" });
  await dialog.getByLabel("Payoff Date").fill("2025-01-15");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Statement" }).click();
  const download = await downloading;
  const text = execFileSync("pdftotext", ["-layout", await download.path(), "-"]).toString();
  const top = text.slice(0, text.indexOf("Payoff Statement"));
  expect(top).toContain("Hale & Pratt LLP");
  expect(top).toContain("Mary Hale, State Bar No. 123456");
  expect(top).toContain("1 Market Street, Suite 300, San Francisco, CA 94105");
  expect(top).toContain("Attorney for Plaintiff Acme Supply, Inc.");
});

test("in a firm workspace the letterhead sits between the members and the activity", async ({
  page,
  baseURL,
}) => {
  const owner = await createApiUser(baseURL ?? "", { prefix: "letterhead-firm" });
  // Created through the API, the firm becomes the owner's current workspace.
  await apiCall(baseURL ?? "", owner, "POST", "/workspaces/api/workspaces/", {
    name: "Hale & Pratt LLP",
  });
  await apiCall(baseURL ?? "", owner, "PUT", "/docket/api/workspace/letterhead/", {
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
    attorneyFor: "Plaintiff Acme Supply, Inc.",
  });
  await signInBrowser(page, owner);
  await page.goto("/workspace");
  const card = page.getByRole("region", { name: "Letterhead" });
  await expect(card.getByLabel("Attorney name")).toHaveValue("Mary Hale");
  await expect(
    page.getByRole("region", { name: "Activity" }).getByText("Letterhead changed"),
  ).toBeVisible();
  await saveScreens(page, "letterhead-firm");
});
