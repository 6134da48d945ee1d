import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { firmWith } from "./support/firm.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// The remittance report (docs/portfolio.md, "The remittance report"): a collection firm opens last
// month's report for a creditor client, checks each case's collections, the costs it recovered,
// its fee and the net to remit, downloads the PDF, CSV and Excel files, and closes the period.
// A payment corrected afterwards is flagged beside the frozen figures, not written over them;
// reopening the period reads the ledger again. A viewer reads the report and closes nothing.

const ZONE = "America/New_York";

/** The user's today (the accounts here are in New York), YYYY-MM-DD. */
function todayInZone(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
}

/** The calendar month before today's: the report's default period. */
function lastMonth(): { from: string; to: string; name: string } {
  const [year, month] = todayInZone().split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return {
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
    name: first.toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
  };
}

/** `from` plus `days` days. */
function dayOf(from: string, days: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const caseBody = (caseName: string, courtCaseNumber: string, clientId: string) => ({
  caseName,
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber,
  judgmentAmount: 12000,
  judgmentDate: "2025-01-15",
  interestRate: 10,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
  jurisdiction: "CA",
  clientId,
});

async function addEntry(
  base: string,
  user: ApiUser,
  caseId: string,
  entry: { transaction_type: "PAYMENT" | "COST"; amount: string; date: string },
): Promise<string> {
  const written = await apiCall<{ transaction: { id: string | number } }>(
    base,
    user,
    "POST",
    "/docket/api/transactions/create/",
    { case_id: caseId, description: "", ...entry },
  );
  return String(written.transaction.id);
}

/**
 * A client on 25% plus $100 a case, costs recovered first, with two cases collected on last
 * month: Birch ($150 of costs advanced, then $1,000 received) and Cedar ($2,000 received).
 */
async function clientWithCollections(base: string, user: ApiUser) {
  const client = await apiCall<{ id: string }>(base, user, "POST", "/docket/api/clients/", {
    name: "Harbor Collections Trust",
    reference: "HCT-2026",
    feePercent: "25",
    flatFee: "100.00",
    costsRecoveredFirst: true,
  });
  const period = lastMonth();
  const birch = await addCaseViaApi(
    base,
    user,
    caseBody("Birch Lending v. Ortiz", "RG25-100200", client.id),
  );
  const cedar = await addCaseViaApi(
    base,
    user,
    caseBody("Cedar Finance v. Okafor", "RG25-100201", client.id),
  );
  await addEntry(base, user, String(birch.id), {
    transaction_type: "COST",
    amount: "150.00",
    date: dayOf(period.from, 2),
  });
  await addEntry(base, user, String(birch.id), {
    transaction_type: "PAYMENT",
    amount: "1000.00",
    date: dayOf(period.from, 4),
  });
  const cedarPayment = await addEntry(base, user, String(cedar.id), {
    transaction_type: "PAYMENT",
    amount: "2000.00",
    date: dayOf(period.from, 9),
  });
  return { clientId: client.id, cedarId: String(cedar.id), cedarPayment, period };
}

/** A row of the report table by its case (or "Totals"), and its cells' text. */
function rowOf(page: Page, name: RegExp) {
  return page.getByRole("table").getByRole("row", { name });
}

test.describe("remittance report", () => {
  test("last month's report adds up each case, downloads, closes, flags a later correction and reopens", async ({
    page,
    baseURL,
  }) => {
    // Several screens at two widths, three downloads and two accessibility passes.
    test.slow();
    const base = baseURL ?? "";
    const partner = await createApiUser(base, { prefix: "remittance", timezone: ZONE });
    const { cedarId, cedarPayment, period } = await clientWithCollections(base, partner);
    await signInBrowser(page, partner);

    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Remittance" })
      .click();
    await expect(page.getByRole("heading", { name: "Remittance report", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Client", { exact: true })).toHaveValue(/.+/);
    await expect(page.getByLabel("Period", { exact: true })).toHaveValue(period.from.slice(0, 7));
    const report = page.getByRole("region", { name: `Harbor Collections Trust · ${period.name}` });
    await expect(report).toBeVisible();

    // Birch: $150 of costs come back first, then 25% of $1,000 and the $100 flat fee.
    const birch = rowOf(page, /Birch Lending v\. Ortiz/);
    await expect(birch).toContainText("$1,000.00");
    await expect(birch).toContainText("$150.00");
    await expect(birch).toContainText("$350.00");
    await expect(birch).toContainText("$500.00");
    // Cedar: 25% of $2,000 and the flat fee; nothing to recover.
    const cedar = rowOf(page, /Cedar Finance v\. Okafor/);
    await expect(cedar).toContainText("$2,000.00");
    await expect(cedar).toContainText("$600.00");
    await expect(cedar).toContainText("$1,400.00");
    const totals = rowOf(page, /^Totals/);
    await expect(totals).toContainText("$3,000.00");
    await expect(totals).toContainText("$950.00");
    await expect(totals).toContainText("$1,900.00");
    await expect(
      page.getByText("No period has been closed for this client yet.", { exact: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "remittance-open");

    // The three files, each named for the client and the period.
    for (const [button, extension] of [
      ["Download PDF", ".pdf"],
      ["Download CSV", ".csv"],
      ["Download Excel workbook", ".xlsx"],
    ] as const) {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: button }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
      if (extension === ".csv") {
        const text = await readFile((await file.path()) ?? "", "utf8");
        expect(text).toContain("Birch Lending v. Ortiz");
        expect(text).toContain("Cedar Finance v. Okafor");
      }
    }

    // Closing asks first, then freezes the report.
    await page.getByRole("button", { name: "Close period" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Close ${period.name}?` });
    await expect(confirm).toContainText(
      "Harbor Collections Trust: $1,900.00 to remit from 2 cases.",
    );
    await saveScreens(page, "remittance-close-confirm", { fullPage: false });
    await confirm.getByRole("button", { name: "Close period" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/Closed period\./)).toBeVisible();
    await expect(page.getByText("Nothing in it has changed since.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close period" })).toHaveCount(0);
    const closedList = page.getByRole("region", { name: "Closed periods" });
    await expect(closedList.getByText(period.name, { exact: true })).toBeVisible();
    await expect(closedList).toContainText("Net remitted $1,900.00");

    // A payment inside the closed period is corrected afterwards: flagged, not rewritten.
    await apiCall(base, partner, "PUT", `/docket/api/transactions/${cedarPayment}/update/`, {
      case_id: cedarId,
      transaction_type: "PAYMENT",
      amount: "2400.00",
      date: dayOf(period.from, 9),
      description: "",
    });
    await page.reload();
    await expect(
      page.getByText("1 case has changed since it was closed", { exact: false }),
    ).toBeVisible();
    await expect(rowOf(page, /Cedar Finance v\. Okafor.*Changed since closed/)).toContainText(
      "$2,000.00",
    );
    const now = rowOf(page, /Now reads for Cedar Finance v\. Okafor/);
    await expect(now).toContainText("$2,400.00");
    await expect(now).toContainText("$700.00");
    await expect(now).toContainText("$1,700.00");
    await expect(rowOf(page, /^Totals/)).toContainText("$1,900.00");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "remittance-closed-changed");

    // Reopening (after a confirmation) reads the ledger again.
    await closedList.getByRole("button", { name: `Reopen ${period.name}` }).click();
    const reopen = page.getByRole("alertdialog", { name: `Reopen ${period.name}?` });
    await reopen.getByRole("button", { name: "Reopen period" }).click();
    await expect(reopen).toBeHidden();
    await expect(page.getByText(/Closed period\./)).toHaveCount(0);
    await expect(rowOf(page, /^Totals/)).toContainText("$3,400.00");
    await expect(rowOf(page, /^Totals/)).toContainText("$2,200.00");
    await expect(
      closedList.getByText("No period has been closed for this client yet.", { exact: false }),
    ).toBeVisible();

    // A custom period that holds no collection says so.
    await page.getByLabel("Period", { exact: true }).selectOption("custom");
    await page.getByLabel("From", { exact: true }).fill(dayOf(period.to, 1));
    await page.getByLabel("To", { exact: true }).fill(dayOf(period.to, 1));
    await page.getByRole("button", { name: "Show report" }).click();
    await expect(
      page.getByText(/Nothing was received on Harbor Collections Trust's cases/),
    ).toBeVisible();
    await saveScreens(page, "remittance-empty-period");
  });

  test("a viewer reads the report and its closed state but closes and reopens nothing", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? "";
    const owner = await createApiUser(base, { prefix: "remittance-owner", timezone: ZONE });
    const viewer = await createApiUser(base, { prefix: "remittance-viewer", timezone: ZONE });
    await firmWith(base, owner, "Harbor & Finch LLP", viewer, "viewer");
    const { clientId, period } = await clientWithCollections(base, owner);
    await signInBrowser(page, viewer);

    await page.goto(`/remittance?client=${clientId}&from=${period.from}&to=${period.to}`);
    await expect(rowOf(page, /^Totals/)).toContainText("$1,900.00");
    await expect(page.getByRole("button", { name: "Close period" })).toBeDisabled();
    await expect(
      page.getByText("Only owners and editors of the workspace close periods."),
    ).toBeVisible();
    await saveScreens(page, "remittance-viewer");

    await apiCall(base, owner, "POST", `/docket/api/clients/${clientId}/remittance/periods/`, {
      from: period.from,
      to: period.to,
    });
    await page.reload();
    await expect(page.getByText(/Closed period\./)).toBeVisible();
    await expect(page.getByRole("button", { name: /Reopen/ })).toHaveCount(0);
  });

  test("with no client yet, the page says where clients are added", async ({ page, baseURL }) => {
    const user = await createApiUser(baseURL ?? "", { prefix: "remittance-empty", timezone: ZONE });
    await signInBrowser(page, user);
    await page.goto("/remittance");
    await expect(page.getByRole("heading", { name: "No clients yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Clients page" })).toHaveAttribute(
      "href",
      "/clients",
    );
    await saveScreens(page, "remittance-no-clients");
  });
});
