import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  buyProViaApi,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations, figure } from "./support/page-checks.ts";
import { SCREENS_WANTED } from "./support/screens.ts";

// The cases dashboard, told as the stories of one lawyer's docket: a judgment entered with its
// live figures, a cost and a payment, a payoff demand, edits, deletions, down to the empty docket.
// Then a satisfied judgment (the free plan's limit is in case-forms.spec.ts).

/** "$25,350.1234" -> "$25,350.12", half-up, the way the server rounds figures for people. */
function toCents(display: string): string {
  const match = /^\$([\d,]+)\.(\d{4})$/.exec(display.trim());
  if (!match) throw new Error(`not a 4-decimal amount: ${display}`);
  const units = BigInt(`${match[1]?.replaceAll(",", "")}${match[2]}`);
  const cents = (units + 50n) / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${(cents % 100n).toString().padStart(2, "0")}`;
}

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

const CASE_NAME = "Acme Supply v. Roe";

test.describe
  .serial("a lawyer's docket", () => {
    let lawyer: ApiUser;

    test.beforeAll(async ({ baseURL }) => {
      lawyer = await createApiUser(baseURL ?? "", { prefix: "docket" });
    });

    test.beforeEach(async ({ page }) => {
      await signInBrowser(page, lawyer);
    });

    test("a lawyer enters a judgment and the live results are the figures the case shows once added", async ({
      page,
    }) => {
      await page.goto("/home");
      await expect(page.getByRole("heading", { name: "No Cases Yet" })).toBeVisible();
      for (const hint of ["Track Cases", "Add Payments", "Calculate Interest"]) {
        await expect(page.getByText(hint, { exact: true })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("button", { name: "Create Your First Case" }).click();
      const dialog = page.getByRole("dialog", { name: "New Case" });
      await expect(dialog.getByText("Enter judgment information")).toBeVisible();
      await expect(dialog.getByLabel("Interest Rate")).toHaveValue("10");

      // Nothing typed yet: the contract's messages, on their fields
      // (docs/product.md ("Validation and messages")).
      await dialog.getByRole("button", { name: "Add Case" }).click();
      await expect(dialog.getByText("Case name is required")).toBeVisible();
      await expect(dialog.getByText("Court name is required")).toBeVisible();
      await expect(dialog.getByText("Court case number is required")).toBeVisible();
      await expect(dialog.getByText("Judgment amount must be greater than 0")).toBeVisible();
      await expect(dialog.getByText("Judgment date is required")).toBeVisible();

      await dialog.getByLabel("Case Name").fill(CASE_NAME);
      await dialog.getByLabel("Court Name").fill("Supreme Court, New York County");
      await dialog.getByLabel("Court Case Number").fill("651234/2023");
      await dialog.getByLabel("Judgment Amount").fill("25,000");
      await dialog.getByLabel("Judgment Date").fill("2024-01-15");
      // New York fixes the rate by statute: picking it suggests 9%.
      await dialog.getByLabel("Jurisdiction").selectOption({ label: "New York" });
      await expect(dialog.getByLabel("Interest Rate")).toHaveValue("9");
      await expect(dialog.getByText("New York: 9% by statute.")).toBeVisible();
      await dialog.getByLabel("Cost").fill("350");
      await dialog.getByLabel("Debtor or Firm").fill("Roe Holdings LLC");
      await dialog.getByLabel("City").fill("Albany");

      const results = dialog.getByRole("region", { name: "Results" });
      await expect(figure(results, "Principal Balance")).toHaveText("$25,350.0000");
      await expect(figure(results, "Daily Interest")).toHaveText("$6.2506");
      await expect(figure(results, "Grand Total")).toHaveText(/^\$[\d,]+\.\d{4}$/);
      const dailyInterest = (await figure(results, "Daily Interest").textContent()) ?? "";
      const grandTotal = (await figure(results, "Grand Total").textContent()) ?? "";
      const interestAccrued = (await figure(results, "Interest Accrued").textContent()) ?? "";
      await expectNoSeriousA11yViolations(page, "[role=dialog]");

      await dialog.getByRole("button", { name: "Add Case" }).click();
      // The first case ever reloads the dashboard (docs/product.md ("Screens")); the toast
      // survives it.
      await expect(page.getByText("Case added successfully.")).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("hasAddedCaseBefore"))).toBe("true");

      const card = page.getByRole("button", { name: new RegExp(CASE_NAME) });
      await expect(card).toContainText("Payoff Amount");
      await expect(card).toContainText(toCents(grandTotal));
      await expect(page.getByRole("heading", { name: "Active Cases (1)" })).toBeVisible();

      const details = page.getByRole("region", { name: "Case Details" });
      await expect(details.getByRole("heading", { name: CASE_NAME })).toBeVisible();
      await expect(details).toContainText("Supreme Court, New York County");
      await expect(details).toContainText("Case No. 651234/2023");
      await expect(figure(details, "Judgment Amount")).toHaveText("$25,000.00");
      await expect(figure(details, "Judgment Date")).toHaveText("01/15/2024");
      await expect(figure(details, "Last Payment Date")).toHaveText("--/--/----");
      await expect(figure(details, "Total Payments to Date")).toHaveText("$0.00");
      await expect(figure(details, "Daily Interest")).toHaveText(dailyInterest);
      await expect(figure(details, "Principal Balance")).toHaveText("$25,350.00");
      await expect(figure(details, "Interest to Date")).toHaveText(toCents(interestAccrued));
      await expect(figure(details, "Today's Payoff")).toHaveText(toCents(grandTotal));

      const table = page.getByRole("region", { name: "Recent Transactions" });
      const opening = table.getByRole("row").filter({ hasText: "01/15/2024" });
      await expect(opening).toContainText("COST");
      await expect(opening).toContainText("$350.00");
      // Descriptions are cut to 20 characters; the whole text is in the cell's title.
      await expect(opening).toContainText("Costs awarded with t…");
      await expectNoSeriousA11yViolations(page);
    });

    test("a cost and a payment show their interest and balances in the table, and an overpayment is refused", async ({
      page,
    }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: new RegExp(CASE_NAME) }).click();

      await openCaseAction(page, "New Cost/Payment");
      const sheet = page.getByRole("dialog", { name: "Add New Transaction" });
      await expect(sheet.getByText(`${CASE_NAME} · Case No. 651234/2023`)).toBeVisible();
      await expectNoSeriousA11yViolations(page, "[role=dialog]");
      await sheet.getByRole("button", { name: "Add Transaction" }).click();
      await expect(sheet.getByText("Transaction type is required")).toBeVisible();
      await sheet.getByLabel("Cost").check();
      await sheet.getByLabel("Amount").fill("125.5");
      await sheet.getByLabel("Date").fill("2024-06-01");
      await sheet.getByLabel("Description").fill("Sheriff's levy fee for the writ of execution");
      await sheet.getByRole("button", { name: "Add Transaction" }).click();
      await expect(page.getByText("Transaction created successfully.")).toBeVisible();
      await expect(sheet).toBeHidden();

      const table = page.getByRole("region", { name: "Recent Transactions" });
      const cost = table.getByRole("row").filter({ hasText: "06/01/2024" });
      await expect(cost).toContainText("COST");
      await expect(cost).toContainText("$125.50");
      // What the engine computed is shown exact, at four decimals, as the statements print it.
      await expect(cost).toContainText("$862.5828");
      await expect(cost).toContainText("$25,475.5000");
      await expect(cost).toContainText("Sheriff's levy fee f…");

      // More than the payoff on its date: the server's reason stays on the form.
      await openCaseAction(page, "New Cost/Payment");
      await sheet.getByLabel("Payment").check();
      await sheet.getByLabel("Amount").fill("1000000");
      await sheet.getByLabel("Date").fill("2024-09-01");
      await sheet.getByRole("button", { name: "Add Transaction" }).click();
      await expect(sheet.getByRole("alert")).toHaveText(
        "Payment of $1,000,000.00 is more than the payoff of $26,915.99 on 09/01/2024.",
      );

      await sheet.getByLabel("Amount").fill("5000");
      await sheet.getByRole("button", { name: "Add Transaction" }).click();
      await expect(page.getByText("Transaction created successfully.").first()).toBeVisible();
      await expect(sheet).toBeHidden();

      const payment = table.getByRole("row").filter({ hasText: "09/01/2024" });
      await expect(payment).toContainText("PAYMENT");
      await expect(payment).toContainText("$5,000.00");
      await expect(payment).toContainText("$577.9072");
      // $1,440.49 to interest + $3,559.51 to principal: the split adds up to the payment.
      await expect(payment).toContainText("$1,440.4900");
      await expect(payment).toContainText("$3,559.5100");
      await expect(payment).toContainText("$21,915.9900");
      const details = page.getByRole("region", { name: "Case Details" });
      await expect(figure(details, "Last Payment Date")).toHaveText("09/01/2024");
      await expect(figure(details, "Total Payments to Date")).toHaveText("$5,000.00");

      // Edit: the sheet comes prefilled; saving updates the row.
      await table.getByRole("button", { name: "Edit cost of 06/01/2024" }).click();
      const edit = page.getByRole("dialog", { name: "Edit Transaction" });
      await expect(edit.getByLabel("Amount")).toHaveValue("125.50");
      await expect(edit.getByRole("radio", { name: /^Cost/ })).toBeChecked();
      await edit.getByLabel("Description").fill("Levy fee");
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Transaction updated successfully.")).toBeVisible();
      await expect(cost).toContainText("Levy fee");
    });

    test("a payoff demand for a chosen date matches the statement it downloads", async ({
      page,
    }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: new RegExp(CASE_NAME) }).click();

      await openCaseAction(page, "Payoff Demand");
      const dialog = page.getByRole("dialog", { name: "Payoff Demand" });
      await dialog.getByLabel("Payoff Date").fill("2024-01-01");
      await expect(
        dialog.getByText(/cannot be before the judgment date \(01\/15\/2024\)/),
      ).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Download Statement" })).toBeDisabled();

      await dialog.getByLabel("Payoff Date").fill("2025-01-15");
      await expect(figure(dialog, "Principal Balance")).toHaveText("$21,915.99");
      await expect(figure(dialog, "Accrued Interest")).toHaveText("$734.93");
      await expect(figure(dialog, "Total Payoff")).toHaveText("$22,650.92");
      await expectNoSeriousA11yViolations(page, "[role=dialog]");

      const downloading = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download Statement" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("payoff-Acme_Supply_v._Roe-2025-01-15.pdf");
      await expect(page.getByText("Payoff statement downloaded successfully")).toBeVisible();
      const text = execFileSync("pdftotext", [await download.path(), "-"]).toString();
      expect(text).toContain("22,650.92");
      expect(text).toContain("01/15/2025");
      await dialog.getByRole("button", { name: "Close" }).first().click();

      // The transaction report, from the table's Print button.
      const printing = page.waitForEvent("download");
      await page.getByRole("button", { name: "Print" }).click();
      const report = await printing;
      expect(report.suggestedFilename()).toMatch(
        /^transactions-Acme Supply v\. Roe-\d{4}-\d{2}-\d{2}\.pdf$/,
      );
      await expect(page.getByText("PDF downloaded successfully")).toBeVisible();
    });

    test("the lawyer corrects the case's name; a rename moves no figure and saves at once", async ({
      page,
    }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: new RegExp(CASE_NAME) }).click();
      await openCaseAction(page, "Edit Case");
      const dialog = page.getByRole("dialog", { name: `Edit Case - ${CASE_NAME}` });
      // The judgment can be corrected too (docs/decisions/006-beyond-the-spec.md;
      // case-forms.spec.ts covers it).
      await expect(dialog.getByLabel("Judgment Amount")).toHaveValue("25000.00");
      await expect(dialog.getByLabel("Judgment Date")).toHaveValue("2024-01-15");
      await expectNoSeriousA11yViolations(page, "[role=dialog]");
      await dialog.getByLabel("Case Name").fill("");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(dialog.getByText("Case name is required")).toBeVisible();
      await dialog.getByLabel("Case Name").fill("Acme Supply Co. v. Roe");
      await dialog.getByLabel("Case Number").fill("651234/2023-A");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Case updated successfully")).toBeVisible();
      await expect(dialog).toBeHidden();
      const details = page.getByRole("region", { name: "Case Details" });
      await expect(details.getByRole("heading", { name: "Acme Supply Co. v. Roe" })).toBeVisible();
      await expect(details).toContainText("Case No. 651234/2023-A");
      await expect(page.getByRole("button", { name: /Acme Supply Co\. v\. Roe/ })).toBeVisible();
    });

    test("deleting a payment recomputes the ledger and the list", async ({ page }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: /Acme Supply Co\. v\. Roe/ }).click();
      const table = page.getByRole("region", { name: "Recent Transactions" });
      await table.getByRole("button", { name: "Delete payment of 09/01/2024" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
      await expect(
        confirm.getByText(
          "Are you sure you want to delete this transaction? You can restore it from the case's History for 30 days.",
        ),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, "[role=alertdialog]");
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText("Transaction deleted successfully")).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "09/01/2024" })).toHaveCount(0);
      const details = page.getByRole("region", { name: "Case Details" });
      await expect(figure(details, "Total Payments to Date")).toHaveText("$0.00");
      await expect(figure(details, "Last Payment Date")).toHaveText("--/--/----");
      const payoff = (await figure(details, "Today's Payoff").textContent()) ?? "";
      await expect(page.getByRole("button", { name: /Acme Supply Co\. v\. Roe/ })).toContainText(
        payoff,
      );
    });

    test("deleting the last case says what is lost and leaves the empty docket", async ({
      page,
    }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: /Acme Supply Co\. v\. Roe/ }).click();
      await openCaseAction(page, "Delete Case");
      const dialog = page.getByRole("alertdialog", { name: "Delete Case" });
      await expect(dialog).toContainText("its 2 transactions");
      await expect(dialog).toContainText("restore it from Recently Deleted for 30 days");
      await expectNoSeriousA11yViolations(page, "[role=alertdialog]");
      await dialog.getByRole("button", { name: "Delete Case" }).click();
      await expect(page.getByText("Case deleted successfully")).toBeVisible();
      await expect(page.getByRole("heading", { name: "No Cases Yet" })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("cases"))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem("hasAddedCaseBefore"))).toBeNull();
    });
  });

const apiCase = (name: string) => ({
  caseName: name,
  courtName: "Circuit Court of Cook County",
  courtCaseNumber: `2023-L-${Math.floor(Math.random() * 90000) + 10000}`,
  judgmentAmount: "10000.00",
  judgmentDate: "2024-01-15",
  interestRate: "9",
});

test("a judgment paid in full is ended: no new cost or payment, and its satisfaction statement", async ({
  page,
  baseURL,
}) => {
  const user = await createApiUser(baseURL ?? "", { prefix: "ended" });
  const paid = await addCaseViaApi(baseURL ?? "", user, apiCase("Paid v. Full"));
  const payoff = await fetch(`${baseURL}/docket/api/cases/${paid.id}/payoff/?date=2024-03-01`, {
    headers: { authorization: `Bearer ${user.access}` },
  }).then((r) => r.json() as Promise<{ data: { totalPayoff: string } }>);
  const pay = await fetch(`${baseURL}/docket/api/transactions/create/`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.access}`, "content-type": "application/json" },
    body: JSON.stringify({
      case_id: paid.id,
      transaction_type: "PAYMENT",
      amount: payoff.data.totalPayoff,
      date: "2024-03-01",
      description: "Paid in full",
    }),
  });
  expect(pay.status).toBe(201);

  await signInBrowser(page, user);
  await page.goto("/home");
  // No active case: the list shows every case, and the only one opens by itself.
  await expect(page.getByRole("heading", { name: "Active Cases (0)" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "All (1)" })).toBeChecked();
  const details = page.getByRole("region", { name: "Case Details" });
  await expect(details.getByRole("heading", { name: "Paid v. Full" })).toBeVisible();
  await expect(details).toContainText("paid in full 03/01/2024");
  await expect(figure(details, "Today's Payoff")).toHaveText("$0.00");
  await page.getByRole("button", { name: "Actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Case Ended" })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "New Cost/Payment" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: /^Payoff Demand/ })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: /Satisfaction Statement/ })).toBeEnabled();
  await expect(page.getByRole("menuitem", { name: "Edit Case" })).toBeEnabled();
});

test("the dashboard polls quietly: unchanged figures are revalidated with 304", async ({
  page,
  baseURL,
}) => {
  const user = await createApiUser(baseURL ?? "", { prefix: "poll" });
  const item = await addCaseViaApi(baseURL ?? "", user, apiCase("Quiet v. Poll"));
  // What went over the wire: the browser's HTTP cache answers fetch() with the stored body, so
  // only the DevTools protocol sees the conditional request and the server's 304.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const revalidated: string[] = [];
  const conditional = new Set<string>();
  cdp.on("Network.requestWillBeSent", (e) =>
    urls.set(e.requestId, new URL(e.request.url).pathname),
  );
  cdp.on("Network.requestWillBeSentExtraInfo", (e) => {
    if (Object.keys(e.headers).some((h) => h.toLowerCase() === "if-none-match")) {
      conditional.add(e.requestId);
    }
  });
  cdp.on("Network.responseReceivedExtraInfo", (e) => {
    if (e.statusCode === 304 && conditional.has(e.requestId)) {
      revalidated.push(urls.get(e.requestId) ?? "");
    }
  });

  await signInBrowser(page, user);
  await page.goto(`/home?case=${item.id}`);
  await expect(page.getByRole("heading", { name: "Quiet v. Poll" })).toBeVisible();
  const count = (path: string) => revalidated.filter((p) => p === path).length;
  // The list every 5 s, the open case every 3 s: within 12 s both came back 304.
  await expect
    .poll(() => count(`/docket/api/cases/${item.id}/`), { timeout: 12_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => count("/docket/api/cases/"), { timeout: 12_000 })
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("heading", { name: "Quiet v. Poll" })).toBeVisible();
});

test("a Pro docket of a dozen cases lists every one of them, its list sent compressed", async ({
  page,
  baseURL,
}) => {
  const user = await createApiUser(baseURL ?? "", { prefix: "dozen" });
  await buyProViaApi(baseURL ?? "", user);
  const names = Array.from({ length: 12 }, (_, i) => `Creditor ${i + 1} v. Debtor ${i + 1}`);
  for (const name of names) await addCaseViaApi(baseURL ?? "", user, apiCase(name));

  await signInBrowser(page, user);
  const listed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/docket/api/cases/" && r.status() === 200,
  );
  await page.goto("/home");
  // Over 8 KB, the list is compressed as a stream: it once arrived empty.
  expect((await listed).headers()["content-encoding"]).toMatch(/^(br|gzip)$/);
  await expect(page.getByRole("heading", { name: "Active Cases (12)" })).toBeVisible();
  for (const name of names) {
    await expect(
      page.getByRole("button", { name: new RegExp(name.replace(/\./g, "\\.")) }),
    ).toBeVisible();
  }
});

// Every state of the dashboard and its dialogs, photographed at a laptop's and a phone's width
// for review (e2e/.artifacts/screens/cases, git-ignored).
test.describe("screens", () => {
  let user: ApiUser;
  let mainCaseId = "";

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL ?? "";
    user = await createApiUser(base, { prefix: "screens" });
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.access}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then(async (r) => {
        if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
        return r.json() as Promise<{ data: Record<string, unknown> }>;
      });
    // A satisfied judgment first (ended cases do not count against the free plan's 3).
    const paid = await addCaseViaApi(base, user, {
      ...apiCase("Greene v. Porter"),
      judgmentAmount: "3150.00",
      judgmentDate: "2023-05-02",
    });
    const payoff = await fetch(`${base}/docket/api/cases/${paid.id}/payoff/?date=2024-04-30`, {
      headers: { authorization: `Bearer ${user.access}` },
    }).then((r) => r.json() as Promise<{ data: { totalPayoff: string } }>);
    await post("/docket/api/transactions/create/", {
      case_id: paid.id,
      transaction_type: "PAYMENT",
      amount: payoff.data.totalPayoff,
      date: "2024-04-30",
      description: "Paid in full by cashier's check",
    });
    const main = await addCaseViaApi(base, user, {
      caseName: "Hartwell Lumber Co. v. Brennan Builders LLC",
      courtName: "Supreme Court of the State of New York, Kings County",
      courtCaseNumber: "512448/2023",
      judgmentAmount: "48250.00",
      judgmentDate: "2023-03-14",
      interestRate: "9",
      jurisdiction: "NY",
      cost: "1275.00",
      debtorFirm: "Brennan Builders LLC",
      debtorStreet: "220 Atlantic Avenue, Suite 4",
      debtorCity: "Brooklyn",
      debtorState: "NY",
      debtorZip: "11201",
      debtorPhone: "(718) 555-0142",
      debtorEmail: "ap@brennanbuilders.example",
    });
    mainCaseId = String(main.id);
    for (const t of [
      ["PAYMENT", "5000.00", "2023-08-01", "Garnishment, Chase Bank account"],
      ["PAYMENT", "2500.00", "2024-02-15", ""],
      ["COST", "185.00", "2024-06-10", "Sheriff's fee"],
      ["PAYMENT", "3000.00", "2025-01-10", "Voluntary payment"],
    ] as const) {
      await post("/docket/api/transactions/create/", {
        case_id: mainCaseId,
        transaction_type: t[0],
        amount: t[1],
        date: t[2],
        description: t[3],
      });
    }
    // Paid in full too, so that two cases are active and New Case opens its form (at three, a
    // free user is told of the limit instead: case-forms.spec.ts).
    const midland = await addCaseViaApi(base, user, {
      ...apiCase("Midland Credit v. Alvarez"),
      judgmentAmount: "7912.44",
      judgmentDate: "2022-11-02",
      interestRate: "12",
    });
    const midlandPayoff = await fetch(
      `${base}/docket/api/cases/${midland.id}/payoff/?date=2024-08-30`,
      { headers: { authorization: `Bearer ${user.access}` } },
    ).then((r) => r.json() as Promise<{ data: { totalPayoff: string } }>);
    await post("/docket/api/transactions/create/", {
      case_id: midland.id,
      transaction_type: "PAYMENT",
      amount: midlandPayoff.data.totalPayoff,
      date: "2024-08-30",
      description: "Settled",
    });
    await addCaseViaApi(base, user, {
      ...apiCase("Oakridge Capital v. Lindqvist"),
      judgmentAmount: "100000.00",
      judgmentDate: "2023-01-15",
      compounding: "annual",
      rateSchedule: [
        { from: "2023-01-15", ratePercent: "9" },
        { from: "2025-07-01", ratePercent: "7.5" },
      ],
    });
  });

  for (const [label, width, height] of [
    ["1280", 1280, 800],
    ["375", 375, 812],
  ] as const) {
    test(`every state at ${label} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      // Pages are photographed whole on a phone; dialogs as the viewport shows them.
      const shot = async (name: string, fullPage = false) => {
        if (SCREENS_WANTED)
          await page.screenshot({
            path: `.artifacts/screens/cases/${label}/${name}.png`,
            fullPage,
          });
      };
      await signInBrowser(page, user);

      // Loading: the list request is held until the skeleton is photographed.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/docket/api/cases/", async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/home");
      await expect(page.getByRole("status").filter({ hasText: "Loading cases..." })).toHaveCount(2);
      await shot("01-loading", true);
      release();
      // The satisfied judgment is listed apart: three active cases of four.
      await expect(page.getByRole("heading", { name: "Active Cases (2)" })).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });

      await page.route("**/docket/api/cases/", (route) =>
        route.fulfill({ status: 500, json: { status_code: 500, message: "Server error" } }),
      );
      await page.reload();
      await expect(page.getByText("Error loading cases")).toBeVisible({ timeout: 15_000 });
      await shot("02-error", true);
      await page.unroute("**/docket/api/cases/");

      await page.route("**/docket/api/cases/", (route) =>
        route.fulfill({ status: 200, json: { status_code: 200, message: "Cases", data: [] } }),
      );
      await page.reload();
      await expect(page.getByRole("heading", { name: "No Cases Yet" })).toBeVisible();
      await shot("03-empty", true);
      await page.unroute("**/docket/api/cases/");

      await page.goto("/home");
      await expect(page.getByRole("heading", { name: "Active Cases (2)" })).toBeVisible();
      // The newest case opens by itself.
      await expect(
        page.getByRole("region", { name: "Case Details" }).getByRole("heading", {
          name: "Oakridge Capital v. Lindqvist",
        }),
      ).toBeVisible();
      await shot("04-first-case-open", true);
      await expect(
        page
          .getByRole("region", { name: "Recent Transactions" })
          .getByText("COMPOUNDING", { exact: true })
          .filter({ visible: true }),
      ).toHaveCount(3);
      await page.getByRole("region", { name: "Recent Transactions" }).scrollIntoViewIfNeeded();
      await shot("04b-compounded-transactions");
      await page.getByRole("searchbox", { name: "Search cases" }).fill("cook");
      await page.getByLabel("Sort by").selectOption({ label: "Payoff (highest first)" });
      await page.getByRole("radio", { name: "All (4)" }).check();
      await page.getByRole("region", { name: /^Active Cases/ }).scrollIntoViewIfNeeded();
      await shot("04c-list-search-sort-all");

      await page.goto(`/home?case=${mainCaseId}`);
      const table = page.getByRole("region", { name: "Recent Transactions" });
      await expect(table.getByRole("button", { name: /^Edit / })).toHaveCount(5);
      await shot("05-selected", true);
      await table.scrollIntoViewIfNeeded();
      await shot("05b-transactions");
      if (width === 375) {
        await table.getByRole("button", { name: "Show split of payment of 08/01/2023" }).click();
        await expect(table.getByRole("term").filter({ hasText: "To Principal" })).toBeVisible();
        await shot("05c-payment-split");
      }

      await page.getByRole("button", { name: "Actions" }).click();
      await expect(page.getByRole("menuitem", { name: "Payoff Demand" })).toBeVisible();
      await shot("06-actions-menu");
      await page.keyboard.press("Escape");

      await openCaseAction(page, "New Cost/Payment");
      const sheet = page.getByRole("dialog", { name: "Add New Transaction" });
      await sheet.getByLabel("Payment").check();
      await shot("07-transaction-sheet");
      await sheet.getByLabel("Amount").fill("900000");
      await sheet.getByRole("button", { name: "Add Transaction" }).click();
      await expect(sheet.getByRole("alert")).toBeVisible();
      await shot("08-transaction-refused");
      await sheet.getByRole("button", { name: "Cancel" }).click();

      await table.getByRole("button", { name: "Edit cost of 06/10/2024" }).click();
      await expect(page.getByRole("dialog", { name: "Edit Transaction" })).toBeVisible();
      await shot("09-transaction-edit");
      await page.keyboard.press("Escape");

      await openCaseAction(page, "Payoff Demand");
      const payoff = page.getByRole("dialog", { name: "Payoff Demand" });
      await expect(figure(payoff, "Total Payoff")).toHaveText(/^\$/);
      await shot("10-payoff-demand");
      await payoff.getByRole("button", { name: "Close" }).first().click();

      await openCaseAction(page, "Edit Case");
      await expect(page.getByRole("dialog", { name: /^Edit Case - / })).toBeVisible();
      await shot("11-edit-case");
      await page.keyboard.press("Escape");

      await openCaseAction(page, "Delete Case");
      await expect(page.getByRole("alertdialog", { name: "Delete Case" })).toBeVisible();
      await shot("12-delete-case");
      await page.keyboard.press("Escape");

      await table.getByRole("button", { name: "Delete payment of 01/10/2025" }).click();
      await expect(page.getByRole("alertdialog", { name: "Confirm Deletion" })).toBeVisible();
      await shot("13-confirm-deletion");
      await page.keyboard.press("Escape");

      await page.getByRole("radio", { name: "Ended (2)" }).check();
      await page.getByRole("button", { name: /Greene v\. Porter/ }).click();
      await page.getByRole("button", { name: "Actions" }).click();
      await expect(page.getByRole("menuitem", { name: "Case Ended" })).toBeVisible();
      await shot("14-ended-case-menu");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Add New Case" }).click();
      const dialog = page.getByRole("dialog", { name: "New Case" });
      await shot("15-new-case");
      await dialog.getByRole("button", { name: "Add Case" }).click();
      await expect(dialog.getByText("Case name is required")).toBeVisible();
      await shot("16-new-case-errors");
      await dialog.getByLabel("Case Name").fill("Northwind Traders v. Kessler");
      await dialog.getByLabel("Court Name").fill("Circuit Court of Cook County");
      await dialog.getByLabel("Court Case Number").fill("2024-L-004417");
      await dialog.getByLabel("Judgment Amount").fill("18,400.00");
      await dialog.getByLabel("Judgment Date").fill("2024-04-22");
      await dialog.getByLabel("Jurisdiction").selectOption({ label: "Illinois" });
      await dialog.getByLabel("Payment Amount").fill("1500");
      await dialog.getByLabel("Last Payment Date").fill("2024-09-30");
      await expect(
        figure(dialog.getByRole("region", { name: "Results" }), "Daily Interest"),
      ).not.toHaveText("—");
      await shot("17-new-case-results");
      await dialog.getByLabel("Jurisdiction").selectOption({ label: "Federal (USA)" });
      await dialog.locator("summary", { hasText: "Advanced" }).click();
      await dialog.getByRole("button", { name: "Add rate period" }).click();
      await shot("18-new-case-advanced");
      await dialog.getByRole("button", { name: "Cancel" }).click();
    });
  }
});
