import { expect, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { expectNoSeriousA11yViolations } from "./support/page-checks.ts";
import { saveScreens } from "./support/screens.ts";

// Judgment deadlines (docs/judgment-deadlines.md): a paralegal sees a California judgment close
// to its renewal deadline, previews the renewal and records it, and sets up reminders and the
// calendar feed. California: enforceable 10 years from entry, renewed for 10 years from filing.

const judgment = (caseName: string, change: Record<string, unknown> = {}) => ({
  caseName,
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber: "RG16-004321",
  judgmentAmount: 10000,
  judgmentDate: "2016-12-20",
  interestRate: 10,
  lastPaymentDate: null,
  isEnded: false,
  debtorInfo: "",
  jurisdiction: "CA",
  ...change,
});

async function openCaseAction(page: Page, item: string) {
  await page.getByRole("button", { name: "Actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.describe("judgment deadlines", () => {
  let paralegal: ApiUser;
  test.beforeEach(async ({ page, baseURL }) => {
    paralegal = await createApiUser(baseURL ?? "", { prefix: "deadlines" });
    await signInBrowser(page, paralegal);
  });

  test("a judgment near its deadline is listed, renewed after a preview, and its dates move", async ({
    page,
    baseURL,
  }) => {
    const item = await addCaseViaApi(baseURL ?? "", paralegal, judgment("Renew v. Soon"));
    await addCaseViaApi(
      baseURL ?? "",
      paralegal,
      judgment("No State v. Case", { jurisdiction: null }),
    );

    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Deadlines" })
      .click();
    await expect(page.getByRole("heading", { name: "Deadlines", level: 1 })).toBeVisible();
    const upcoming = page.getByRole("list", { name: "Upcoming deadlines" });
    const row = upcoming.getByRole("listitem").filter({ hasText: "Renew v. Soon" });
    await expect(row).toContainText("Last day to renew: 12/19/2026");
    await expect(row).toContainText("Due within 90 days");
    await expect(row).toContainText("Cal. Civ. Proc. Code");
    await expect(page.getByText("1 active case has no jurisdiction")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "deadlines");

    await row.getByRole("link", { name: "Renew v. Soon" }).click();
    const deadlines = page.getByRole("region", { name: "Judgment deadlines" });
    await expect(deadlines).toContainText("Due within 90 days");
    await expect(deadlines).toContainText("12/19/2026");
    await expect(deadlines).toContainText("These dates are guides");
    await deadlines.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "case-deadlines");

    await openCaseAction(page, "Renew Judgment");
    const dialog = page.getByRole("dialog", { name: "Renew Judgment" });
    await dialog.getByLabel("Renewal Date").fill("2016-12-01");
    await expect(
      dialog.getByText("The renewal date cannot be before the judgment date (12/20/2016)."),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Record Renewal" })).toBeDisabled();
    await dialog.getByLabel("Renewal Date").fill("2026-11-20");
    await dialog.getByLabel("Renewal Costs").fill("45");
    const preview = dialog.getByRole("region", { name: "Before you save" });
    await expect(preview).toContainText("New expiry11/20/2036");
    // 10,000.00 at 10% from 12/20/2016 to 11/20/2026 is 9,923.19 of interest; the $45 joins too.
    await expect(preview).toContainText("Renewed judgment amount$19,968.19");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "renew-judgment", { fullPage: false });
    await dialog.getByRole("button", { name: "Record Renewal" }).click();
    await expect(page.getByText("Renewal recorded", { exact: true })).toBeVisible();
    await expect(deadlines).toContainText("Fine");
    await expect(deadlines).toContainText("11/20/2036");
    await expect(deadlines).toContainText("Counted from the renewal recorded on this case.");

    const transactions = page.getByRole("region", { name: "Recent Transactions" });
    const renewal = transactions.getByRole("row").filter({ hasText: "11/20/2026" });
    await expect(renewal).toContainText("RENEWAL");
    await expect(renewal).toContainText("$19,968.1934");
    await expect(renewal).toContainText("Judgment renewed");

    await deadlines.getByLabel("E-mail reminders for this case").uncheck();
    await expect(page.getByText("Reminders off for this case")).toBeVisible();

    const download = page.waitForEvent("download");
    await deadlines.getByRole("button", { name: "Add to Calendar (.ics)" }).click();
    expect((await download).suggestedFilename()).toBe("Deadlines - Renew v. Soon.ics");

    await page.goto(`/home?case=${item.id}`);
    await expect(deadlines).toContainText("11/20/2036");
  });

  test("a South Carolina judgment cannot be renewed: the case and the Renew dialog say so and the dates stay", async ({
    page,
    baseURL,
  }) => {
    // S.C. Code § 15-39-30: 10 years from entry, "without any renewal or renewals".
    const item = await addCaseViaApi(
      baseURL ?? "",
      paralegal,
      judgment("Palmetto v. Final", {
        jurisdiction: "SC",
        courtName: "Court of Common Pleas, Richland County",
        courtCaseNumber: "2020-CP-40-01234",
        judgmentDate: "2020-03-16",
        interestRate: 12,
      }),
    );
    await page.goto(`/home?case=${item.id}`);
    const deadlines = page.getByRole("region", { name: "Judgment deadlines" });
    await expect(deadlines).toContainText("Judgment expires03/16/2030");
    await expect(deadlines).toContainText("Last day to renewCannot be renewed");
    await expect(deadlines).toContainText(
      "A South Carolina judgment cannot be renewed or revived: it ends on its expiry, whatever is filed.",
    );
    await expect(deadlines.getByRole("button", { name: "Renew Judgment" })).toHaveCount(0);
    await deadlines.scrollIntoViewIfNeeded();
    await saveScreens(page, "case-deadlines-south-carolina");

    await openCaseAction(page, "Renew Judgment");
    const dialog = page.getByRole("dialog", { name: "Renew Judgment" });
    await dialog.getByLabel("Renewal Date").fill("2026-11-20");
    const preview = dialog.getByRole("region", { name: "Before you save" });
    await expect(preview).toContainText(
      "A South Carolina judgment cannot be renewed or revived (S.C. Code Ann. §§ 15-39-30, 15-39-20, 15-35-810): it ends on 03/16/2030 whatever is filed.",
    );
    await expect(preview).toContainText("New expiry03/16/2030");
    await expect(preview).toContainText("Next last day to renewCannot be renewed");
    await expect(preview).toContainText("Renewed judgment amountNo renewal");
    await expect(preview).not.toContainText("unpaid interest joins principal");
    await expect(preview).toContainText(
      "The renewal recorded on 11/20/2026 does not change these dates: a South Carolina judgment cannot be renewed.",
    );
    await expect(dialog.getByRole("button", { name: "Record Renewal" })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "renew-south-carolina", { fullPage: false });
  });

  test("a New Mexico revival restarts 7 years but never passes 14 years from the judgment", async ({
    page,
    baseURL,
  }) => {
    // NMSA § 37-1-2 (2021): no revival makes a judgment enforceable past 14 years from it.
    const item = await addCaseViaApi(
      baseURL ?? "",
      paralegal,
      judgment("Mesa v. Limit", {
        jurisdiction: "NM",
        courtName: "Second Judicial District Court, Bernalillo County",
        courtCaseNumber: "D-202-CV-2016-01234",
        judgmentDate: "2016-03-16",
        interestRate: 8.75,
      }),
    );
    await page.goto(`/home?case=${item.id}`);
    const deadlines = page.getByRole("region", { name: "Judgment deadlines" });
    await expect(deadlines).toContainText("Judgment expires03/16/2023");
    await expect(deadlines).toContainText("Last day to renew03/15/2030");

    await openCaseAction(page, "Renew Judgment");
    const dialog = page.getByRole("dialog", { name: "Renew Judgment" });
    await dialog.getByLabel("Renewal Date").fill("2026-11-20");
    const preview = dialog.getByRole("region", { name: "Before you save" });
    // Seven years from 11/20/2026 would be 11/20/2033: the 14-year limit ends it on 03/16/2030.
    await expect(preview).toContainText("New expiry03/16/2030");
    await expect(preview).toContainText(
      "In New Mexico no judgment, however revived, can be enforced more than 14 years after the original judgment (NMSA 1978, § 37-1-2, as amended in 2021). The renewed period therefore ends on 03/16/2030.",
    );
    await expect(dialog.getByRole("button", { name: "Record Renewal" })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "renew-new-mexico", { fullPage: false });
  });

  test("a case without a jurisdiction says that choosing one gives deadlines", async ({
    page,
    baseURL,
  }) => {
    const item = await addCaseViaApi(
      baseURL ?? "",
      paralegal,
      judgment("Unknown v. Court", { jurisdiction: null }),
    );
    await page.goto(`/home?case=${item.id}`);
    const deadlines = page.getByRole("region", { name: "Judgment deadlines" });
    await expect(deadlines).toContainText("No dates");
    await expect(deadlines).toContainText(
      "Choose the case's jurisdiction to see its judgment deadlines.",
    );
  });

  test("reminders and the calendar feed are set in the profile", async ({ page }) => {
    // The Deadlines page leads to the calendar feed.
    await page.goto("/deadlines");
    await expect(page.getByRole("heading", { name: "Deadlines", level: 1 })).toBeVisible();
    await saveScreens(page, "deadlines-feed-link");
    await page.getByRole("link", { name: "Set up the calendar feed" }).click();
    await expect(page).toHaveURL(/\/profile#calendar-feed$/);
    await expect(page.getByRole("region", { name: "Calendar feed" })).toBeInViewport();
    const reminders = page.getByRole("region", { name: "Deadline reminders" });
    const days = reminders.getByLabel("Days before the deadline");
    await expect(days).toHaveValue("180, 90, 30, 7");
    await days.fill("60, 400");
    await reminders.getByRole("button", { name: "Save Reminders" }).click();
    await expect(
      reminders.getByText("Each reminder is a whole number of days from 1 to 365."),
    ).toBeVisible();
    await days.fill("60, 14");
    await reminders.getByRole("button", { name: "Save Reminders" }).click();
    await expect(page.getByText("Reminder settings saved")).toBeVisible();
    await page.reload();
    await expect(days).toHaveValue("60, 14");

    const feed = page.getByRole("region", { name: "Calendar feed" });
    await feed.getByRole("button", { name: "Create Feed" }).click();
    const address = feed.getByLabel("Your feed address (shown once: copy it now)");
    await expect(address).toHaveValue(/\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain("BEGIN:VCALENDAR");
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, "profile-deadlines");

    await feed.getByRole("button", { name: "Revoke Feed" }).click();
    await expect(page.getByText("Calendar feed revoked")).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
    await expect(feed.getByRole("button", { name: "Create Feed" })).toBeVisible();
  });
});
