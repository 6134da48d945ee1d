import { expect, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// The balance over time (docs/letters-and-plans.md, "The balance chart"): a collections lawyer
// opens a case with payments, a cost, a rate change and a renewal, under an agreed payment plan;
// the chart says in words where the balance stands and when the plan pays it off, marks what
// happened, and its table gives every figure it plots, at a laptop's width and a phone's.

/** The first day of next month, YYYY-MM-DD: a plan's first installment, soon after today. */
function firstOfNextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

test.describe("the balance chart", () => {
  let lawyer: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    lawyer = await createApiUser(baseURL ?? "", { prefix: "balance-chart" });
    await signInBrowser(page, lawyer);
  });

  test("a case under a plan: balance stacked, events marked, the projection dashed, and the same figures as a table", async ({
    page,
    baseURL,
  }) => {
    // Two accessibility scans and two widths of screens, on 2 shared cores.
    test.slow();
    const base = baseURL ?? "";
    const item = await addCaseViaApi(base, lawyer, {
      caseName: "Harbor Supply v. Lane",
      courtName: "Circuit Court of Cook County",
      courtCaseNumber: "2024-L-004411",
      judgmentAmount: "18000.00",
      judgmentDate: "2024-02-01",
      rateSchedule: [
        { from: "2024-02-01", ratePercent: "9" },
        { from: "2025-07-01", ratePercent: "6.5" },
      ],
    });
    for (const entry of [
      { transaction_type: "COST", amount: "245.00", date: "2024-04-10", description: "Levy" },
      { transaction_type: "PAYMENT", amount: "2500.00", date: "2024-09-03", description: "" },
      { transaction_type: "RENEWAL", amount: "0", date: "2025-02-03", description: "" },
      { transaction_type: "PAYMENT", amount: "1200.00", date: "2025-10-15", description: "" },
    ]) {
      await apiCall(base, lawyer, "POST", "/docket/api/transactions/create/", {
        case_id: item.id,
        ...entry,
      });
    }
    const plan = await apiCall<{ projection: { paidOffOn: string } }>(
      base,
      lawyer,
      "PUT",
      `/docket/api/cases/${item.id}/payment-plan/`,
      {
        installment: "650.00",
        frequency: "monthly",
        firstDue: firstOfNextMonth(),
        graceDays: 5,
        missedToDefault: 2,
        note: "",
      },
    );
    const paidOff = plan.projection.paidOffOn;
    const us = `${paidOff.slice(5, 7)}/${paidOff.slice(8, 10)}/${paidOff.slice(0, 4)}`;

    await page.goto(`/home?case=${item.id}`);
    const panel = page.getByRole("region", { name: "Balance over time" });
    await panel.scrollIntoViewIfNeeded();
    // The picture's name says what it shows, for a screen reader.
    const picture = panel.getByRole("img", { name: /Balance from 02\/01\/2024 to/ });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAccessibleName(
      new RegExp(
        `\\$18,000\\.00 at the judgment.*paid off on ${us}.*2 payments, 1 cost, 1 rate change, 1 renewal`,
      ),
    );
    await expect(picture.locator("svg.recharts-surface")).toBeVisible();
    const notes = panel.getByRole("list", { name: "Rate changes and renewals" });
    await expect(notes).toContainText("07/01/2025: Rate 9% → 6.5%");
    await expect(notes).toContainText("02/03/2025: Judgment renewed");
    await expect(panel.getByRole("list", { name: "Legend" })).toContainText("Plan projection");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "balance-chart", { element: panel });

    const toggle = panel.getByRole("button", { name: "Show as table" });
    await toggle.click();
    await expect(panel.getByRole("button", { name: "Hide table" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const table = panel.getByRole("table");
    await expect(
      table.getByRole("row", { name: /02\/01\/2024 \$18,000\.00 \$0\.00/ }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: /09\/03\/2024.*Payment \$2,500\.00/ }),
    ).toBeVisible();
    await expect(
      table.getByRole("row", { name: new RegExp(`${us}.*\\$0\\.00.*Projected under the plan`) }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "balance-chart-table", { element: panel });
  });
});
