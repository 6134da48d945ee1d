import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { firmWith } from "./support/firm.ts";
import { expectNoSeriousA11yViolations, figure } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// Payment plans (docs/letters-and-plans.md, "Payment plans"): a collector agrees a plan on a case,
// sees an installment too small to cover the interest refused with the figure needed, sees the
// engine's projection before saving, weighs a lump sum against the plan, and ends it; on the
// dashboard a plan with a missed installment stands out and the list filters by plan.

/** YYYY-MM-DD `days` after `date` (negative: before). */
function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** MM/DD/YYYY of a YYYY-MM-DD. */
const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

const caseBody = (caseName: string, courtCaseNumber: string) => ({
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
});

/** The user's today as the server computes it (their time zone), from the plan route's asOf. */
async function todayOf(base: string, user: ApiUser, caseId: string): Promise<string> {
  const answer = await apiCall<{ asOf: string }>(
    base,
    user,
    "GET",
    `/docket/api/cases/${caseId}/payment-plan/`,
  );
  return answer.asOf;
}

/**
 * The panel alone at both widths. The app's sticky top bar would be painted over the middle of a
 * panel taller than the window (the shot scrolls under it), so for these shots it stays at the top.
 */
async function savePanel(page: Page, name: string, panel: Locator) {
  await page.addStyleTag({ content: "header.sticky { position: static !important; }" });
  await saveScreens(page, name, { element: panel });
}

async function openCase(page: Page, caseId: string, name: string) {
  await page.goto(`/home?case=${caseId}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

test.describe("payment plans", () => {
  let collector: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    collector = await createApiUser(baseURL ?? "", { prefix: "payment-plans" });
    await signInBrowser(page, collector);
  });

  test("a plan too small for the interest is refused with the figure; a sufficient one is previewed, agreed, weighed against a lump sum and ended", async ({
    page,
    baseURL,
  }) => {
    // Three screens saved at two widths and two accessibility passes on a shared machine.
    test.slow();
    const base = baseURL ?? "";
    const item = await addCaseViaApi(
      base,
      collector,
      caseBody("Birch Lending v. Ortiz", "RG25-100200"),
    );
    const caseId = String(item.id);
    await openCase(page, caseId, "Birch Lending v. Ortiz");

    const panel = page.getByRole("region", { name: "Payment plan" });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText("No payment plan on this case.")).toBeVisible();
    await panel.getByRole("button", { name: "Agree a plan" }).click();

    const form = panel.getByRole("form", { name: "Agree a payment plan" });
    await form.getByLabel("Installment amount").fill("50");
    // $12,000 at 10% is about $100 of interest a month: $50 never pays it off.
    const preview = form.getByRole("region", { name: "Under these terms" });
    await expect(preview.getByRole("alert")).toContainText(
      /An installment of \$50\.00 a month does not cover the interest: this judgment needs at least \$\d+\.\d\d a month just to cover interest\./,
    );
    await savePanel(page, "payment-plans-refused", panel);

    await form.getByLabel("Installment amount").fill("1000");
    await form.getByLabel("Grace days").fill("3");
    await expect(figure(preview, "Judgment paid off on")).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
    await expect(figure(preview, "Interest paid in all")).toHaveText(/^\$[\d,]+\.\d\d$/);
    const paidOffOn = await figure(preview, "Judgment paid off on").innerText();
    await savePanel(page, "payment-plans-preview", panel);

    await form.getByRole("button", { name: "Agree plan" }).click();
    await expect(page.getByText("Payment plan agreed", { exact: true })).toBeVisible();
    await expect(panel.getByText("Current", { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\$1,000\.00 monthly from \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    const schedule = panel.getByRole("table", { name: /Installments/ });
    await expect(schedule.getByRole("row").nth(1)).toContainText("Upcoming");
    // The projection the page keeps is the one the preview showed.
    const projection = panel.getByRole("region", { name: "Projection" });
    await expect(figure(projection, "Judgment paid off on")).toHaveText(paidOffOn);

    const settlement = panel.getByRole("region", { name: "Weigh a lump sum against the plan" });
    await settlement.getByLabel("Lump sum").fill("9000");
    await settlement.getByRole("button", { name: "Compare" }).click();
    // $9,000 is far below the payoff: the plan's payments, even discounted, are worth more.
    await expect(settlement.getByRole("status")).toContainText(
      /The plan is worth \$[\d,]+\.\d\d more than taking \$9,000\.00 on \d\d\/\d\d\/\d{4}, in \d\d\/\d\d\/\d{4} money at 6% a year\./,
    );
    await expectNoSeriousA11yViolations(page);
    await savePanel(page, "payment-plans-agreed", panel);

    // New terms: the form opens on the saved ones, and the projection moves with the installment.
    await panel.getByRole("button", { name: "Change terms" }).click();
    const change = panel.getByRole("form", { name: "Change the plan's terms" });
    await expect(change.getByLabel("Installment amount")).toHaveValue("1000.00");
    await expect(change.getByLabel("Grace days")).toHaveValue("3");
    await change.getByLabel("Installment amount").fill("2000");
    await expect(
      figure(change.getByRole("region", { name: "Under these terms" }), "Installments to go"),
    ).toHaveText("8");
    await change.getByRole("button", { name: "Save new terms" }).click();
    await expect(page.getByText("Payment plan changed", { exact: true })).toBeVisible();
    await expect(panel.getByText(/^\$2,000\.00 monthly from /)).toBeVisible();

    await panel.getByRole("button", { name: "End plan" }).click();
    const dialog = page.getByRole("alertdialog", { name: "End the payment plan?" });
    await dialog.getByRole("button", { name: "End plan" }).click();
    await expect(page.getByText("Payment plan ended", { exact: true })).toBeVisible();
    await expect(panel.getByText("No payment plan on this case.")).toBeVisible();
  });

  test("the dashboard marks a plan with a missed installment, filters by plan, and its schedule shows each installment's standing", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL ?? "";
    const behind = await addCaseViaApi(
      base,
      collector,
      caseBody("Cedar Goods v. Pike", "RG25-100300"),
    );
    const onTime = await addCaseViaApi(
      base,
      collector,
      caseBody("Dune Credit v. Hale", "RG25-100400"),
    );
    await addCaseViaApi(base, collector, caseBody("Elm Supply v. Ross", "RG25-100500"));
    const today = await todayOf(base, collector, String(behind.id));

    // Two monthly installments already due: the first paid a day late (within grace), the second
    // not at all, its grace long over.
    const firstDue = shift(today, -45);
    await apiCall(base, collector, "PUT", `/docket/api/cases/${behind.id}/payment-plan/`, {
      installment: "500",
      frequency: "monthly",
      firstDue,
      graceDays: 5,
      missedToDefault: 3,
      note: "Agreed by phone",
    });
    await apiCall(base, collector, "POST", "/docket/api/transactions/create/", {
      case_id: behind.id,
      transaction_type: "PAYMENT",
      amount: "500.00",
      date: shift(firstDue, 1),
      description: "Installment 1",
    });
    await apiCall(base, collector, "PUT", `/docket/api/cases/${onTime.id}/payment-plan/`, {
      installment: "400",
      frequency: "biweekly",
      firstDue: shift(today, 10),
      graceDays: 0,
      missedToDefault: 2,
      note: "",
    });

    await page.goto("/home");
    const card = (name: string) => page.getByRole("button", { name: new RegExp(name) });
    await expect(card("Cedar Goods v. Pike")).toContainText("Plan: Late");
    await expect(card("Cedar Goods v. Pike")).toContainText("1 missed installment");
    await expect(card("Dune Credit v. Hale")).toContainText("Plan: Current");
    await expect(card("Elm Supply v. Ross")).not.toContainText("Plan:");

    const planFilter = page.getByRole("combobox", { name: "Payment plan" });
    await planFilter.selectOption({ label: "Missed installment" });
    await expect(card("Cedar Goods v. Pike")).toBeVisible();
    await expect(card("Dune Credit v. Hale")).toHaveCount(0);
    await expect(card("Elm Supply v. Ross")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "payment-plans-dashboard-missed");
    await saveScreens(page, "payment-plans-case-list", {
      element: page.getByRole("region", { name: /Active Cases/ }),
    });

    await planFilter.selectOption({ label: "No plan" });
    await expect(card("Elm Supply v. Ross")).toBeVisible();
    await expect(card("Cedar Goods v. Pike")).toHaveCount(0);
    await planFilter.selectOption({ label: "Current" });
    await expect(card("Dune Credit v. Hale")).toBeVisible();
    await expect(card("Elm Supply v. Ross")).toHaveCount(0);

    await planFilter.selectOption({ label: "Any" });
    await card("Cedar Goods v. Pike").click();
    const panel = page.getByRole("region", { name: "Payment plan" });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText("Late", { exact: true })).toBeVisible();
    await expect(panel.getByRole("alert")).toHaveText("1 installment was missed.");
    const rows = panel.getByRole("table", { name: /Installments/ }).getByRole("row");
    await expect(rows.nth(1)).toContainText(us(firstDue));
    await expect(rows.nth(1)).toContainText("$500.00");
    await expect(rows.nth(1)).toContainText("Paid");
    await expect(rows.nth(2)).toContainText("Missed");
    await expect(rows.nth(2)).toContainText("$0.00");
    await savePanel(page, "payment-plans-schedule", panel);
  });

  test("a viewer in the firm reads the plan and weighs a lump sum, and is offered no change", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const viewer = await createApiUser(base, { prefix: "plan-viewer" });
    // The collector opens the firm (it becomes their workspace) and the viewer joins it.
    await firmWith(base, collector, "Oak Recovery", viewer, "viewer");
    const item = await addCaseViaApi(base, collector, caseBody("Fir Bank v. Cole", "RG25-100600"));
    const today = await todayOf(base, collector, String(item.id));
    await apiCall(base, collector, "PUT", `/docket/api/cases/${item.id}/payment-plan/`, {
      installment: "750",
      frequency: "monthly",
      firstDue: shift(today, 5),
      graceDays: 5,
      missedToDefault: 2,
      note: "",
    });

    await signInBrowser(page, viewer);
    await openCase(page, String(item.id), "Fir Bank v. Cole");
    await expect(page.getByRole("button", { name: /Fir Bank v\. Cole/ })).toContainText(
      "Plan: Current",
    );
    const panel = page.getByRole("region", { name: "Payment plan" });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByText(/^\$750\.00 monthly from /)).toBeVisible();
    await expect(panel.getByRole("table", { name: /Installments/ })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Change terms" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "End plan" })).toHaveCount(0);

    const settlement = panel.getByRole("region", { name: "Weigh a lump sum against the plan" });
    await settlement.getByLabel("Lump sum").fill("14000");
    await settlement.getByRole("button", { name: "Compare" }).click();
    await expect(settlement.getByRole("status")).toContainText(/\$14,000\.00/);
  });
});
