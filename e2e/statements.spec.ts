import { execFileSync } from "node:child_process";
import { expect, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";

// The documents that go to court: a payoff statement explains every change of balance and prints
// every figure whole, however large, and its file name says which date it is for.

/** The PDF's text, one printed line per text line. */
function pdfLines(file: string): string[] {
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().split("\n");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The one line that holds all these figures whole, in this order. */
function lineWith(lines: string[], figures: string[]): string | undefined {
  const pattern = new RegExp(
    figures.map((f) => `(?<![\\d$,.])${escapeRegExp(f)}(?!\\d)`).join(".*"),
  );
  return lines.find((line) => pattern.test(line));
}

/** "1234567.8" -> "$1,234,567.80", the way the statements print money. */
function usd(decimal: string, decimals = 2): string {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction.padEnd(decimals, "0")}`;
}

async function downloadStatement(page: Page, caseName: RegExp, date: string) {
  await page.goto("/home");
  await page.getByRole("button", { name: caseName }).click();
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: "Payoff Demand" }).click();
  const dialog = page.getByRole("dialog", { name: "Payoff Demand" });
  await dialog.getByLabel("Payoff Date").fill(date);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Statement" }).click();
  const download = await downloading;
  await expect(page.getByText("Payoff statement downloaded successfully")).toBeVisible();
  return { name: download.suggestedFilename(), lines: pdfLines(await download.path()) };
}

test.describe
  .serial("court-ready statements", () => {
    let lawyer: ApiUser;
    let baseURL = "";

    test.beforeAll(async ({ baseURL: url }) => {
      baseURL = url ?? "";
      lawyer = await createApiUser(baseURL, { prefix: "statements" });
    });

    test.beforeEach(async ({ page }) => {
      await signInBrowser(page, lawyer);
    });

    test("a compounded judgment's statement shows the interest joining principal and the interest since", async ({
      page,
    }) => {
      // docs/interest-method.md's example: $10,000.00 at 10% from 02/29/2024, compounding
      // annually; $999.9905 joins principal on 02/28/2025, then $3.0136 a day.
      await addCaseViaApi(baseURL, lawyer, {
        caseName: "Compound Interest v. Roe",
        courtName: "United States District Court",
        courtCaseNumber: "1:24-cv-00229",
        judgmentAmount: "10000.00",
        judgmentDate: "2024-02-29",
        interestRate: "10",
        compounding: "annual",
      });
      const statement = await downloadStatement(page, /Compound Interest v\. Roe/, "2025-06-30");

      expect(statement.name).toBe("payoff-Compound_Interest_v._Roe-2025-06-30.pdf");
      expect(
        lineWith(statement.lines, [
          "02/28/2025",
          "Compounding",
          "$999.9905",
          "$999.9905",
          "$10,999.9905",
          "$0.0000",
        ]),
      ).toBeDefined();
      expect(
        lineWith(statement.lines, [
          "Interest from 02/28/2025 to 06/30/2025: 122 days × $3.0136 = $367.6592",
        ]),
      ).toBeDefined();
      expect(lineWith(statement.lines, ["Principal balance", "$10,999.99"])).toBeDefined();
      expect(lineWith(statement.lines, ["Accrued interest", "$367.66"])).toBeDefined();
      expect(
        lineWith(statement.lines, ["Total payoff as of 06/30/2025", "$11,367.65"]),
      ).toBeDefined();
    });

    test("the largest judgment's statement and report print every figure whole", async ({
      page,
    }) => {
      const created = await addCaseViaApi(baseURL, lawyer, {
        caseName: "Consolidated Amalgamated Holdings International v. Roe Enterprises",
        courtName: "Supreme Court of the State of New York, County of New York",
        courtCaseNumber: "654321/2015",
        judgmentAmount: "999999999.99",
        judgmentDate: "2015-01-15",
        interestRate: "9.8765",
      });
      const payments = [
        { date: "2016-03-17", amount: "95432198.87" },
        { date: "2018-07-02", amount: "123456789.01" },
        { date: "2021-11-30", amount: "1232.86" },
      ];
      for (const p of payments) {
        const answer = await fetch(`${baseURL}/docket/api/transactions/create/`, {
          method: "POST",
          headers: { authorization: `Bearer ${lawyer.access}`, "content-type": "application/json" },
          body: JSON.stringify({
            case_id: created.id,
            transaction_type: "PAYMENT",
            amount: p.amount,
            date: p.date,
            description: "Garnishment remitted by the sheriff after the hearing on the objection",
          }),
        });
        expect(answer.status).toBe(201);
      }
      const payoff = await fetch(
        `${baseURL}/docket/api/cases/${created.id}/payoff/?date=2025-06-30`,
        { headers: { authorization: `Bearer ${lawyer.access}` } },
      ).then(
        (r) =>
          r.json() as Promise<{
            data: {
              principalBalance: string;
              accruedInterest: string;
              totalPayoff: string;
              perDiem: string;
              exact: { principalBalance: string; accruedInterest: string; totalPayoff: string };
            };
          }>,
      );

      const statement = await downloadStatement(page, /Consolidated Amalgamated/, "2025-06-30");
      const { lines } = statement;
      expect(lineWith(lines, ["Judgment amount", "$999,999,999.99"])).toBeDefined();
      for (const p of payments) {
        const [y, m, d] = p.date.split("-");
        expect(lineWith(lines, [`${m}/${d}/${y}`, "Payment", usd(p.amount)])).toBeDefined();
      }
      const data = payoff.data;
      expect(lineWith(lines, ["Principal balance", usd(data.principalBalance)])).toBeDefined();
      expect(lineWith(lines, ["Accrued interest", usd(data.accruedInterest)])).toBeDefined();
      expect(
        lineWith(lines, ["Total payoff as of 06/30/2025", usd(data.totalPayoff)]),
      ).toBeDefined();
      expect(lineWith(lines, [`${usd(data.perDiem, 4)} per day`])).toBeDefined();
      for (const exact of Object.values(data.exact)) {
        expect(lineWith(lines, [usd(exact, 4)])).toBeDefined();
      }
      // The last row's balance is the payoff's principal, to the hundredth of a cent.
      expect(
        lineWith(lines, [
          "11/30/2021",
          "Payment",
          "$1,232.86",
          usd(data.exact.principalBalance, 4),
        ]),
      ).toBeDefined();
      expect(lineWith(lines, ["Case No. 654321/2015", "Payoff as of 06/30/2025"])).toBeDefined();

      await page
        .getByRole("dialog", { name: "Payoff Demand" })
        .getByRole("button", { name: "Close" })
        .first()
        .click();
      const printing = page.waitForEvent("download");
      await page.getByRole("button", { name: "Print" }).click();
      const report = pdfLines(await (await printing).path());
      for (const p of payments) {
        const [y, m, d] = p.date.split("-");
        expect(lineWith(report, [`${m}/${d}/${y}`, "Payment", usd(p.amount)])).toBeDefined();
      }
      expect(lineWith(report, ["$999,999,999.99 entered 01/15/2015"])).toBeDefined();
    });
  });
