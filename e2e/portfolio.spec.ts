import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations, figure } from "./support/page-checks.ts";
import { SCREENS_WANTED, saveScreens } from "./support/screens.ts";

// The portfolio (docs/portfolio.md): a partner of a collection firm opens the docket at a glance,
// sees that the outstanding total is exactly what the cases' own pages add up to, reads the
// collections chart as a table, follows an aging bucket to its cases and on to one case, narrows
// the portfolio to one client and to the cases with no client, and moves the date back; an empty
// workspace and a failed load each say so.

/** YYYY-MM-DD `days` after `date` (negative: before). */
function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** YYYY-MM-DD `years` before `date`, `days` later. */
function yearsBefore(date: string, years: number, days = 0): string {
  return shift(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`, days);
}

/** MM/DD/YYYY of a YYYY-MM-DD. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Cents of a decimal text ("1234.56"). */
const cents = (text: string) => {
  const [whole = "0", fraction = "00"] = text.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
};

/** "$1,234.56" of a count of cents. */
const dollars = (value: bigint) => {
  const whole = (value / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${(value % 100n).toString().padStart(2, "0")}`;
};

interface CaseFigures {
  id: string;
  asOf: string;
  principalBalance: string;
  accruedInterest: string;
  costBalance: string;
}

const caseBody = (
  caseName: string,
  courtCaseNumber: string,
  judgmentDate: string,
  jurisdiction: string,
  clientId: string | null,
) => ({
  caseName,
  courtName: "Superior Court",
  courtCaseNumber,
  judgmentAmount: "12000.00",
  judgmentDate,
  interestRate: "10",
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
  jurisdiction,
  clientId,
});

/**
 * The portfolio page's shots: the sticky top bar stays at the top of a full-page picture. A phone's
 * long page is also saved in parts ({name}-375.part1.png...), each small enough to look at.
 */
async function saveFullPage(page: Page, name: string) {
  if (!SCREENS_WANTED) return;
  await page.addStyleTag({ content: "header.sticky { position: static !important; }" });
  await saveScreens(page, name);
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, n = 1; height > 1700 && y < height; y += 1300, n += 1) {
    await page.screenshot({
      path: fileURLToPath(
        new URL(`.artifacts/screens-billing-profile/${name}-375.part${n}.png`, import.meta.url),
      ),
      fullPage: true,
      clip: { x: 0, y, width: 375, height: Math.min(1300, height - y) },
      animations: "disabled",
    });
  }
  if (before) await page.setViewportSize(before);
}

test.describe("the portfolio", () => {
  let partner: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    partner = await createApiUser(baseURL ?? "", { prefix: "portfolio" });
    await signInBrowser(page, partner);
  });

  test("the docket at a glance: totals that add up, the charts as tables, a bucket's cases, one client, another date", async ({
    page,
    baseURL,
  }) => {
    // Three cases set up through the API, two screens at two widths and an accessibility scan.
    test.slow();
    const base = baseURL ?? "";
    const birch = await apiCall<{ id: string }>(base, partner, "POST", "/docket/api/clients/", {
      name: "Birch Lending",
      feePercent: "25",
    });
    await apiCall(base, partner, "POST", "/docket/api/clients/", { name: "Aspen Credit" });

    // The user's today as the server computes it (their time zone): the portfolio's own date.
    const { asOf: today } = await apiCall<{ asOf: string }>(
      base,
      partner,
      "GET",
      "/docket/api/portfolio/",
    );
    // Judged 200 days ago (under 1 year), paid ten days ago.
    const probe = await addCaseViaApi(
      base,
      partner,
      caseBody("Birch Lending v. Ortiz", "RG25-100200", shift(today, -200), "CA", birch.id),
    );
    await apiCall(base, partner, "POST", "/docket/api/transactions/create/", {
      case_id: probe.id,
      transaction_type: "PAYMENT",
      amount: "1500.00",
      date: shift(today, -10),
      description: "",
    });
    // Four years old, never paid, in New York.
    const pike = await addCaseViaApi(
      base,
      partner,
      caseBody("Birch Lending v. Pike", "NY-2022-7", yearsBefore(today, 4), "NY", birch.id),
    );
    // No client; a Californian judgment ten years old in 30 days (it expires then), a cost and
    // a payment over a year ago.
    const hale = await addCaseViaApi(
      base,
      partner,
      caseBody("Cedar Goods v. Hale", "RG16-300", yearsBefore(today, 10, 30), "CA", null),
    );
    await apiCall(base, partner, "POST", "/docket/api/transactions/create/", {
      case_id: hale.id,
      transaction_type: "COST",
      amount: "245.00",
      date: shift(today, -500),
      description: "Levy",
    });
    await apiCall(base, partner, "POST", "/docket/api/transactions/create/", {
      case_id: hale.id,
      transaction_type: "PAYMENT",
      amount: "800.00",
      date: shift(today, -400),
      description: "",
    });

    // What each case's own page shows today: the portfolio's total must be their sum, exactly.
    const own = await Promise.all(
      [probe.id, pike.id, hale.id].map((id) =>
        apiCall<CaseFigures>(base, partner, "GET", `/docket/api/cases/${id}/`),
      ),
    );
    const outstanding = own.reduce(
      (sum, c) => sum + cents(c.principalBalance) + cents(c.accruedInterest) + cents(c.costBalance),
      0n,
    );

    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Portfolio" })
      .click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio" })).toBeVisible();
    await expect(page.getByText(`Whole workspace, as of ${us(today)}.`)).toBeVisible();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect(figure(totals, "Judgments")).toHaveText("3");
    await expect(figure(totals, "Outstanding")).toHaveText(dollars(outstanding));
    await expect(figure(totals, "Costs")).toHaveText(dollars(cents(own[2]?.costBalance ?? "0")));
    const collectedThisYear =
      (shift(today, -10).slice(0, 4) === today.slice(0, 4) ? 150000n : 0n) +
      (shift(today, -400).slice(0, 4) === today.slice(0, 4) ? 80000n : 0n);
    await expect(figure(totals, "Collected this year")).toHaveText(dollars(collectedThisYear));

    // The collections chart says what it shows, and its table gives the 24 months.
    const collections = page.getByRole("region", { name: "Collections per month" });
    await expect(
      collections.getByRole("img", { name: /^Collections per month from / }),
    ).toBeVisible();
    await expect(collections.locator("svg.recharts-surface").first()).toBeVisible();
    await collections.getByRole("button", { name: "Show as table" }).click();
    await expect(collections.getByRole("table").getByRole("row")).toHaveCount(25);
    const outstandingChart = page.getByRole("region", { name: "Outstanding over time" });
    await expect(
      outstandingChart.getByRole("img", {
        name: new RegExp(`${dollars(outstanding).replace("$", "\\$")} on ${us(today)}\\.$`),
      }),
    ).toBeVisible();
    await outstandingChart.getByRole("button", { name: "Show as table" }).click();
    await expect(outstandingChart.getByRole("table").getByRole("row")).toHaveCount(25);

    // Aging: the four-year-old judgment is in "3 to 5 years" and has never been paid.
    const age = page.getByRole("region", { name: "By judgment age" });
    await expect(age.getByRole("row", { name: /3 to 5 years/ })).toContainText("1");
    const where = page.getByRole("region", { name: "By jurisdiction" });
    await expect(where.getByRole("row", { name: /California/ })).toContainText("2");
    const deadlines = page.getByRole("region", { name: "Deadlines in the next 90 days" });
    await expect(
      deadlines.getByRole("link", { name: "Cedar Goods v. Hale" }).first(),
    ).toBeVisible();
    await expect(deadlines.getByText(/^Rule: /).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveFullPage(page, "portfolio");

    // A bucket's cases, with their own figures, and on to the case itself.
    await page
      .getByRole("region", { name: "By last payment" })
      .getByRole("link", { name: "Never paid" })
      .click();
    await expect(page).toHaveURL(/\/portfolio\/cases\?bucket=quiet%3Anever/);
    await expect(page.getByRole("heading", { level: 1, name: /^Last payment: / })).toBeVisible();
    const pikeOwn = own[1];
    const pikeRow = page.getByRole("row", { name: /Birch Lending v\. Pike/ });
    await expect(pikeRow).toContainText(
      dollars(
        cents(pikeOwn?.principalBalance ?? "0") +
          cents(pikeOwn?.accruedInterest ?? "0") +
          cents(pikeOwn?.costBalance ?? "0"),
      ),
    );
    await expect(page.getByRole("row", { name: /Cedar Goods v\. Hale/ })).toHaveCount(0);
    await saveFullPage(page, "portfolio-bucket");
    await pikeRow.getByRole("link", { name: "Birch Lending v. Pike" }).click();
    await expect(page.getByRole("heading", { name: "Birch Lending v. Pike" })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: /Back to the portfolio/ }).click();
    await expect(page).toHaveURL(new RegExp(`/portfolio\\?asOf=${today}$`));

    // One client's cases, then the cases with no client.
    await page.getByLabel("Client").selectOption({ label: "Birch Lending" });
    await expect(page).toHaveURL(new RegExp(`client=${birch.id}`));
    await expect(page.getByText(`Birch Lending, as of ${us(today)}.`)).toBeVisible();
    await expect(figure(totals, "Judgments")).toHaveText("2");
    await page.getByLabel("Client").selectOption({ label: "Cases with no client" });
    await expect(page.getByText(`Cases with no client, as of ${us(today)}.`)).toBeVisible();
    await expect(figure(totals, "Judgments")).toHaveText("1");
    await page.getByLabel("Client").selectOption({ label: "Aspen Credit" });
    await expect(page.getByText("No cases to add up.")).toBeVisible();
    await expect(page.getByText(/No case belongs to Aspen Credit yet\./)).toBeVisible();

    // Another date: the figures are for it, and "Back to today" returns.
    await page.getByLabel("Client").selectOption({ label: "Whole workspace" });
    const earlier = shift(today, -30);
    await page.getByLabel("As of").fill(earlier);
    await expect(page).toHaveURL(new RegExp(`asOf=${earlier}`));
    await expect(page.getByText(`Whole workspace, as of ${us(earlier)}.`)).toBeVisible();
    await page.getByRole("button", { name: "Back to today" }).click();
    await expect(page.getByText(`Whole workspace, as of ${us(today)}.`)).toBeVisible();
  });

  test("an empty workspace says there is nothing to add up; a failed load offers another try", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    await expect(page.getByText("No cases to add up.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the cases" })).toBeVisible();
    await saveFullPage(page, "portfolio-empty");

    let failing = true;
    await page.route("**/docket/api/portfolio/**", (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: '{"status_code":500,"message":"Server error"}',
          })
        : route.fallback(),
    );
    await page.goto("/portfolio?asOf=2026-01-31");
    await expect(page.getByRole("alert")).toContainText("The portfolio could not be loaded.", {
      timeout: 20_000,
    });
    await saveFullPage(page, "portfolio-error");
    failing = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Whole workspace, as of 01/31/2026.")).toBeVisible();

    // A date the API cannot read is refused in its words, with the way back.
    await page.goto("/portfolio?asOf=2026-02-30");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("link", { name: "Show the whole workspace today" })).toBeVisible();
  });
});
