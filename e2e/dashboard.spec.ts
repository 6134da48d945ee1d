import { execFileSync } from "node:child_process";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";

// The dashboard with a real caseload: statements that explain every change of principal, counts
// that agree with what is listed, a list that can be searched, sorted and filtered on a phone, and
// a transaction sheet that refuses what cannot be right.

const TIME_ZONE = "America/New_York";

/** Today as the user's calendar shows it, the way the app prints dates: "11/23/2026". */
function todayShown(): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

let caseNumber = 0;
function judgment(name: string, extra: Record<string, unknown> = {}) {
  caseNumber += 1;
  return {
    caseName: name,
    courtName: "Circuit Court of Cook County",
    courtCaseNumber: `2024-L-${String(10000 + caseNumber)}`,
    judgmentAmount: "25000.00",
    judgmentDate: "2024-01-15",
    interestRate: "9",
    ...extra,
  };
}

async function addPayment(
  baseURL: string,
  user: ApiUser,
  caseId: unknown,
  amount: string,
  date: string,
) {
  await apiCall(baseURL, user, "POST", "/docket/api/transactions/create/", {
    case_id: caseId,
    transaction_type: "PAYMENT",
    amount,
    date,
    description: "",
  });
}

/** A case paid in full on `date`: a payment of the whole payoff then. */
async function addPaidCase(baseURL: string, user: ApiUser, name: string, date: string) {
  const item = await addCaseViaApi(baseURL, user, judgment(name, { judgmentAmount: "3150.00" }));
  const payoff = await apiCall<{ totalPayoff: string }>(
    baseURL,
    user,
    "GET",
    `/docket/api/cases/${item.id}/payoff/?date=${date}`,
  );
  await addPayment(baseURL, user, item.id, payoff.totalPayoff, date);
  return item;
}

/** The cell of `row` under the column headed `header` in the transactions table. */
async function cell(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.getByRole("columnheader").allTextContents();
  const index = headers.findIndex((h) => h.trim().toLowerCase() === header.toLowerCase());
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(", ")}`);
  return row.getByRole("cell").nth(index);
}

async function openCaseAction(page: Page, item: string | RegExp) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

function caseCards(page: Page): Locator {
  return page.getByRole("region", { name: /^Active Cases/ }).getByRole("listitem");
}

test("a compounded judgment with no payments shows each capitalisation, and a rate change its note", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "compound", timezone: TIME_ZONE });
  const scheduled = await addCaseViaApi(
    base,
    user,
    judgment("Scheduled v. Rate", {
      judgmentAmount: "20000.00",
      rateSchedule: [
        { from: "2024-01-15", ratePercent: "9" },
        { from: "2025-01-01", ratePercent: "5" },
      ],
    }),
  );
  await addPayment(base, user, scheduled.id, "5000.00", "2024-09-01");
  const compounded = await addCaseViaApi(
    base,
    user,
    judgment("Compound v. Annual", {
      judgmentAmount: "100000.00",
      judgmentDate: "2023-01-15",
      compounding: "annual",
    }),
  );
  await signInBrowser(page, user);
  await page.goto(`/home?case=${compounded.id}`);

  const table = page.getByRole("region", { name: "Recent Transactions" });
  await expect(table.getByText("No transactions found.")).toHaveCount(0);
  const first = table.getByRole("row").filter({ hasText: "01/15/2024" });
  await expect(first.getByText("COMPOUNDING", { exact: true })).toBeVisible();
  await expect(await cell(table, first, "Amount")).toHaveText("$8,999.9875");
  await expect(await cell(table, first, "Principal Balance")).toHaveText("$108,999.9875");
  await expect(first).toContainText("Added to principal");
  // Nobody entered it, so nobody edits or deletes it.
  await expect(first.getByRole("button")).toHaveCount(0);
  const second = table.getByRole("row").filter({ hasText: "01/15/2025" });
  await expect(await cell(table, second, "Amount")).toHaveText("$9,836.8722");
  await expect(await cell(table, second, "Principal Balance")).toHaveText("$118,836.8597");
  // The principal beside the table is the last capitalisation's.
  await expect(page.getByRole("region", { name: "Case Details" })).toContainText("$129,532.16");

  await page.getByRole("button", { name: /Scheduled v\. Rate/ }).click();
  await expect(
    table.getByRole("cell", { name: "Rate 5.0000% from 01/01/2025 (per diem $2.2101)" }),
  ).toBeVisible();
  const payment = table.getByRole("row").filter({ hasText: "09/01/2024" });
  await expect(payment.getByText("PAYMENT", { exact: true })).toBeVisible();
});

test("Active Cases counts the active ones; an ended case is listed apart and opens its satisfaction statement", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "ended", timezone: TIME_ZONE });
  await addPaidCase(base, user, "Paid v. Full", "2024-03-01");
  await addCaseViaApi(base, user, judgment("Open v. Owing"));
  await signInBrowser(page, user);
  await page.goto("/home");

  await expect(page.getByRole("heading", { name: "Active Cases (1)" })).toBeVisible();
  await expect(caseCards(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: /Paid v\. Full/ })).toHaveCount(0);

  await page.getByRole("radio", { name: "Ended (1)" }).check();
  await expect(caseCards(page)).toHaveCount(1);
  await page.getByRole("button", { name: /Paid v\. Full/ }).click();
  const details = page.getByRole("region", { name: "Case Details" });
  await expect(details).toContainText("paid in full 03/01/2024");
  // The count stays the active cases' whatever is listed.
  await expect(page.getByRole("heading", { name: "Active Cases (1)" })).toBeVisible();

  await page.getByRole("button", { name: "Actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Case Ended" })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "New Cost/Payment" })).toHaveCount(0);
  const statement = page.getByRole("menuitem", { name: /Satisfaction Statement/ });
  await expect(statement).toContainText("Final statement as of 03/01/2024");
  const downloading = page.waitForEvent("download");
  await statement.click();
  const download = await downloading;
  await expect(page.getByText("Satisfaction statement downloaded successfully")).toBeVisible();
  const text = execFileSync("pdftotext", ["-layout", await download.path(), "-"]).toString();
  expect(text).toContain("03/01/2024");
  expect(text).toContain("$0.00");
});

test("on a phone the lawyer finds a case by searching, sorting and filtering", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "caseload", timezone: TIME_ZONE });
  await addPaidCase(base, user, "Greene v. Porter", "2024-04-30");
  await addCaseViaApi(
    base,
    user,
    judgment("Midland Credit v. Alvarez", { judgmentAmount: "7912.44" }),
  );
  await addCaseViaApi(
    base,
    user,
    judgment("Hartwell Lumber v. Brennan", {
      judgmentAmount: "48250.00",
      courtName: "Supreme Court, Kings County",
      debtorFirm: "Brennan Builders LLC",
    }),
  );
  await addCaseViaApi(base, user, judgment("Acme Supply v. Roe", { judgmentAmount: "15000.00" }));
  await page.setViewportSize({ width: 375, height: 812 });
  await signInBrowser(page, user);
  await page.goto("/home");

  const names = () => caseCards(page).locator("span.font-semibold.text-ink-900").allTextContents();
  await expect(page.getByRole("heading", { name: "Active Cases (3)" })).toBeVisible();
  await expect(caseCards(page)).toHaveCount(3);

  const search = page.getByRole("searchbox", { name: "Search cases" });
  await search.fill("brennan builders");
  await expect(caseCards(page)).toHaveCount(1);
  await expect(caseCards(page)).toContainText("Hartwell Lumber v. Brennan");
  await search.fill("kings");
  await expect(caseCards(page)).toContainText("Hartwell Lumber v. Brennan");
  await search.fill("no such case");
  await expect(page.getByText("No cases match your search.")).toBeVisible();
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(caseCards(page)).toHaveCount(3);

  await page.getByLabel("Sort by").selectOption({ label: "Payoff (highest first)" });
  await expect
    .poll(names)
    .toEqual(["Hartwell Lumber v. Brennan", "Acme Supply v. Roe", "Midland Credit v. Alvarez"]);
  await page.getByLabel("Sort by").selectOption({ label: "Case name (A-Z)" });
  await expect
    .poll(names)
    .toEqual(["Acme Supply v. Roe", "Hartwell Lumber v. Brennan", "Midland Credit v. Alvarez"]);

  await page.getByRole("radio", { name: "All (4)" }).check();
  await expect
    .poll(names)
    .toEqual([
      "Acme Supply v. Roe",
      "Greene v. Porter",
      "Hartwell Lumber v. Brennan",
      "Midland Credit v. Alvarez",
    ]);
  // Nothing of the list spills past a phone's width.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test("the only case opens by itself, and each payment shows how it split", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "single", timezone: TIME_ZONE });
  const item = await addCaseViaApi(base, user, judgment("Solo v. Single"));
  await addPayment(base, user, item.id, "5000.00", "2024-09-01");
  await signInBrowser(page, user);
  await page.goto("/home");

  const details = page.getByRole("region", { name: "Case Details" });
  await expect(details.getByRole("heading", { name: "Solo v. Single" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]case=${item.id}`));
  await expect(page.getByRole("button", { name: /Solo v\. Single/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  const table = page.getByRole("region", { name: "Recent Transactions" });
  const payment = table.getByRole("row").filter({ hasText: "09/01/2024" });
  // 230 days × $6.1643; computed figures are exact, so the split adds up to the payment.
  await expect(await cell(table, payment, "Accrued Interest")).toHaveText("$1,417.7890");
  await expect(await cell(table, payment, "To Interest")).toHaveText("$1,417.7890");
  await expect(await cell(table, payment, "To Principal")).toHaveText("$3,582.2110");
  await expect(await cell(table, payment, "Principal Balance")).toHaveText("$21,417.7890");
  await expect(await cell(table, payment, "Unpaid Interest")).toHaveText("$0.0000");

  // On a phone the split is one tap away on the payment's card.
  await page.setViewportSize({ width: 375, height: 812 });
  const show = table.getByRole("button", { name: "Show split of payment of 09/01/2024" });
  await show.click();
  await expect(
    table.getByRole("button", { name: "Hide split of payment of 09/01/2024" }),
  ).toHaveAttribute("aria-expanded", "true");
  const card = table.getByRole("listitem").filter({ hasText: "09/01/2024" });
  await expect(card.getByRole("definition").nth(3)).toHaveText("$1,417.7890");
  await expect(card.getByRole("definition").nth(4)).toHaveText("$3,582.2110");
  await expect(card.getByRole("definition").nth(5)).toHaveText("$0.0000");
});

test("deleting names the transaction; keep open keeps the type; a future date is refused", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "sheet", timezone: TIME_ZONE });
  const item = await addCaseViaApi(base, user, judgment("Sheet v. Entry"));
  await addPayment(base, user, item.id, "5000.00", "2024-09-01");
  await signInBrowser(page, user);
  await page.goto(`/home?case=${item.id}`);
  const table = page.getByRole("region", { name: "Recent Transactions" });

  await table.getByRole("button", { name: "Delete payment of 09/01/2024" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(
    confirm.getByText(
      "Are you sure you want to delete this transaction? You can restore it from the case's History for 30 days.",
    ),
  ).toBeVisible();
  await expect(confirm.getByText("Payment of $5,000.00 on 09/01/2024")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();

  await openCaseAction(page, "New Cost/Payment");
  const sheet = page.getByRole("dialog", { name: "Add New Transaction" });
  await sheet.getByLabel("Payment").check();
  await sheet.getByLabel("Amount").fill("100");
  await sheet.getByLabel("Date").fill("2099-01-01");
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posted.push(request.url());
  });
  await sheet.getByRole("button", { name: "Add Transaction" }).click();
  const refusal = `Date cannot be after today (${todayShown()})`;
  // Refused by the form itself, on the Date field, before anything is sent.
  await expect(sheet.getByText(refusal)).toBeVisible();
  await expect(sheet.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
  expect(posted.filter((url) => url.includes("/transactions/create/"))).toEqual([]);

  await sheet.getByLabel("Date").fill("2024-10-01");
  await sheet.getByLabel("Keep this sheet open to add another").check();
  await sheet.getByRole("button", { name: "Add Transaction" }).click();
  await expect(page.getByText("Transaction created successfully.")).toBeVisible();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel("Amount")).toHaveValue("");
  await expect(sheet.getByLabel("Payment")).toBeChecked();

  // When the server refuses (its today may be past the browser's), its reason shows once.
  await page.route("**/docket/api/transactions/create/", (route) =>
    route.fulfill({
      status: 400,
      json: {
        status_code: 400,
        message: refusal,
        code: "invalid_date",
        errors: { date: [refusal] },
      },
    }),
  );
  await sheet.getByLabel("Amount").fill("50");
  await sheet.getByRole("button", { name: "Add Transaction" }).click();
  await expect(sheet.getByRole("alert")).toHaveText(refusal);
  await expect(page.getByText(refusal)).toHaveCount(1);

  await sheet.getByRole("button", { name: "Cancel" }).click();
  // The entry kept open was saved once; the refused one not at all.
  await expect(table.getByRole("row").filter({ hasText: "10/01/2024" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: "$50.00" })).toHaveCount(0);
});
