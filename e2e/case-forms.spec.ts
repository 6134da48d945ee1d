import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  type ApiUser,
  addCaseViaApi,
  apiCall,
  createApiUser,
  signInBrowser,
} from "./support/api-user.ts";
import { expectNoSeriousA11yViolations, figure } from "./support/page-checks.ts";

// The case forms, told as a lawyer meets them: dates that cannot be right, figures that say what
// they are, state rules that fill themselves in, payments so far, the free plan's limit, and
// corrections to a case after it was entered.

const apiCase = (name: string, extra: Record<string, unknown> = {}) => ({
  caseName: name,
  courtName: "Circuit Court of Cook County",
  courtCaseNumber: `2024-L-${Math.floor(Math.random() * 90000) + 10000}`,
  judgmentAmount: "10000.00",
  judgmentDate: "2024-01-15",
  interestRate: "9",
  ...extra,
});

/** An empty docket offers "Create Your First Case"; one with cases, "Add New Case". */
async function openNewCase(page: Page, firstCase = true): Promise<Locator> {
  await page
    .getByRole("button", { name: firstCase ? "Create Your First Case" : "Add New Case" })
    .click();
  const dialog = page.getByRole("dialog", { name: "New Case" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillJudgment(dialog: Locator, name: string, amount = "10000", date = "2024-01-15") {
  await dialog.getByLabel("Case Name").fill(name);
  await dialog.getByLabel("Court Name").fill("Superior Court, Albany County");
  await dialog.getByLabel("Court Case Number").fill(`CV-${Math.floor(Math.random() * 90000)}`);
  await dialog.getByLabel("Judgment Amount").fill(amount);
  await dialog.getByLabel("Judgment Date").fill(date);
}

test.describe("the New Case form", () => {
  let lawyer: ApiUser;
  test.beforeAll(async ({ baseURL }) => {
    lawyer = await createApiUser(baseURL ?? "", { prefix: "forms" });
  });
  test.beforeEach(async ({ page }) => {
    await signInBrowser(page, lawyer);
    await page.goto("/home");
  });

  test("dates that cannot be right are refused on their fields, and the Results say as of when", async ({
    page,
  }) => {
    const dialog = await openNewCase(page);
    await fillJudgment(dialog, "Future v. Past", "10000", "2099-01-15");
    await dialog.getByLabel("Court Name").focus();
    await expect(
      dialog.getByText(/^Judgment date cannot be after today \(\d\d\/\d\d\/\d{4}\)$/),
    ).toBeVisible();
    await expect(dialog.getByLabel("Judgment Date")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Judgment Date").fill("2024-01-15");
    await dialog.getByLabel("Payment Amount").fill("500");
    await dialog.getByLabel("Last Payment Date").fill("2099-03-01");
    await dialog.getByLabel("Cost").focus();
    await expect(
      dialog.getByText(/^Last payment date cannot be after today \(\d\d\/\d\d\/\d{4}\)$/),
    ).toBeVisible();
    await dialog.getByLabel("Payment Amount").fill("");
    await dialog.getByLabel("Last Payment Date").fill("");

    await dialog.getByLabel("End Date").fill("2024-01-01");
    await dialog.getByLabel("Cost").focus();
    await expect(
      dialog.getByText("End date cannot be before the judgment date (01/15/2024)"),
    ).toBeVisible();

    // 10,000 at 10%: $2.7397 a day; 30 days to the End Date.
    await dialog.getByLabel("End Date").fill("2024-02-14");
    const results = dialog.getByRole("region", { name: "Results" });
    await expect(results.getByText("As of 02/14/2024 (End Date)")).toBeVisible();
    await expect(results).toContainText("Since 01/15/2024: 30 days × $2.7397 = $82.1910");
    await expect(figure(results, "Interest Accrued")).toHaveText("$82.1910");
    await expect(figure(results, "Grand Total")).toHaveText("$10,082.1910");
    await expect(results).toContainText("These figures are for the End Date");
    await expect(results).not.toContainText("these same figures");
    await expect(dialog.getByText(/End date cannot be before/)).toBeHidden();
  });

  test("after a payment the stretch since it is what days × daily adds up to", async ({ page }) => {
    const dialog = await openNewCase(page);
    await fillJudgment(dialog, "Stretch v. Days");
    await dialog.getByLabel("Payment Amount").fill("1000");
    await dialog.getByLabel("Last Payment Date").fill("2024-03-01");
    await dialog.getByLabel("End Date").fill("2024-03-31");
    const results = dialog.getByRole("region", { name: "Results" });
    // The payment paid 46 days of interest ($126.0262) first, the rest principal: $9,126.0262
    // at 10% is $2.5002 a day, for the 30 days since the payment.
    await expect(results).toContainText("Since 03/01/2024: 30 days × $2.5002 = $75.0060");
    await expect(figure(results, "Daily Interest")).toHaveText("$2.5002");
    await expect(figure(results, "Principal Balance")).toHaveText("$9,126.0262");
  });

  test("picking a state fills its rule's rate and compounding and says where they came from", async ({
    page,
  }) => {
    const dialog = await openNewCase(page);
    const rate = dialog.getByLabel("Interest Rate");
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Colorado" });
    await expect(rate).toHaveValue("8");
    const fromRule = "From Colorado rule, C.R.S. §§ 5-12-102(4), 5-12-106, 13-21-101";
    await expect(dialog.getByText(fromRule).first()).toBeVisible();
    await dialog.locator("summary", { hasText: "Advanced" }).click();
    await expect(dialog.getByRole("radio", { name: /^Annual/ })).toBeChecked();
    await expect(dialog.getByRole("group", { name: "Compounding" })).toContainText(fromRule);

    // A state without a fixed rate does not keep the one Colorado's rule filled.
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Texas" });
    await expect(rate).toHaveValue("");
    await expect(dialog.getByText(/^Required: Texas's rate is variable/)).toBeVisible();
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Colorado" });

    // The user still decides.
    await rate.fill("7.5");
    await expect(dialog.getByText("Entered by you")).toBeVisible();
    await dialog.getByRole("radio", { name: /^None/ }).check();
    await expect(dialog.getByRole("group", { name: "Compounding" })).toContainText(
      "Entered by you",
    );

    // A variable rate has no number to fill: the form says where it is published. The rate the
    // user typed stays theirs.
    await dialog.getByLabel("Jurisdiction").selectOption({ label: "Texas" });
    await expect(rate).toHaveValue("7.5");
    await expect(dialog.getByText("Nothing is filled in")).toBeVisible();
    await expect(dialog.getByText("Where the rate is published:")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /the published rate/ })).toHaveAttribute(
      "href",
      "https://occc.texas.gov/publications/interest-rates",
    );
    // Picking a jurisdiction applies its whole method (docs/jurisdiction-methods.md): Texas
    // compounds annually, whatever the previous state's choice was.
    await expect(dialog.getByRole("radio", { name: /^Annual/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
  });

  test("the words are a lawyer's, the e-mail is checked and a rate period's error goes once fixed", async ({
    page,
  }) => {
    const dialog = await openNewCase(page);
    await expect(dialog).not.toContainText(/\bspec('s)?\b/i);
    await dialog.locator("summary", { hasText: "Advanced" }).click();
    await fillJudgment(dialog, "Words v. Trust");
    await expect(dialog.getByRole("group", { name: "Compounding" })).toContainText(
      "Interest is charged on the principal only",
    );
    // The first period starts prefilled with the judgment date and rate; the user clears the date.
    await dialog.getByRole("button", { name: "Add rate period" }).click();
    await dialog.getByLabel("Rate 1 starts on").fill("");
    await dialog.getByLabel("Email").fill("roe at example");
    await dialog.getByRole("button", { name: "Add Case" }).click();
    await expect(dialog.getByText("Enter a valid email address")).toHaveCount(1);
    await expect(dialog.getByText("Date is required")).toBeVisible();
    await expect(dialog.getByText(/is not a valid date/)).toHaveCount(0);

    await dialog.getByLabel("Rate 1 starts on").fill("2024-01-15");
    await expect(dialog.getByText("Date is required")).toBeHidden();
    await expect(dialog.getByText(/is not a valid date/)).toHaveCount(0);
    await dialog.getByLabel("Email").fill("roe@example.com");
    await dialog.getByLabel("Case Name").focus();
    await expect(dialog.getByText("Enter a valid email address")).toBeHidden();
  });

  test("at 375 px a toast raised in the dialog leaves its buttons clear", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // A refusal the form cannot foresee, so that the server's answer raises the toast.
    await page.route("**/docket/api/add-docket/", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ status_code: 400, message: "Court case number already used" }),
      }),
    );
    const dialog = await openNewCase(page);
    await fillJudgment(dialog, "Toast v. Buttons");
    const add = dialog.getByRole("button", { name: "Add Case" });
    await add.click();
    const toast = page.getByText("Bad request: Please check your input.");
    await expect(toast).toBeVisible();
    await expect(dialog.getByText("Court case number already used")).toBeVisible();
    const toastBox = await page.locator("[data-sonner-toast]").first().boundingBox();
    for (const button of [add, dialog.getByRole("button", { name: "Cancel" })]) {
      const box = await button.boundingBox();
      if (!toastBox || !box) throw new Error("not laid out");
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height;
      expect(overlaps).toBe(false);
    }
  });
});

test("payments so far are said to be one payment on one day, and the sheet is offered after", async ({
  page,
  baseURL,
}) => {
  const user = await createApiUser(baseURL ?? "", { prefix: "opening" });
  await signInBrowser(page, user);
  await page.goto("/home");
  const dialog = await openNewCase(page);
  await fillJudgment(dialog, "Opening v. Payment");
  await expect(dialog.getByText(/counted as one payment/)).toHaveCount(0);
  await dialog.getByLabel("Payment Amount").fill("1500");
  await expect(
    dialog.getByText(
      /All of this amount is counted as one payment made on the Last Payment Date.*Entering the payments one by one, each on its own date, is exact/,
    ),
  ).toBeVisible();
  await dialog.getByLabel("Last Payment Date").fill("2024-06-01");
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await dialog.getByRole("button", { name: "Add Case" }).click();
  // The first case reloads the dashboard (docs/product.md ("Screens")); the offer is made
  // after it.
  await expect(
    page.getByText("The payments so far are one payment dated 06/01/2024"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Add the payments one by one" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Transaction" })).toBeVisible();
});

test("a free user at the limit learns it before typing, and a refused case waits as a draft", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const user = await createApiUser(base, { prefix: "limit" });
  await addCaseViaApi(base, user, apiCase("Alpha v. Beta"));
  await addCaseViaApi(base, user, apiCase("Gamma v. Delta"));
  await signInBrowser(page, user);
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Active Cases (2)" })).toBeVisible();

  // Room for one more: the form opens. Meanwhile another tab fills the last place.
  const dialog = await openNewCase(page, false);
  await fillJudgment(dialog, "Eta v. Theta", "4000", "2024-05-01");
  await dialog.getByLabel("Debtor or Firm").fill("Theta Holdings");
  const third = await addCaseViaApi(base, user, apiCase("Epsilon v. Zeta"));
  await dialog.getByRole("button", { name: "Add Case" }).click();
  await expect(
    page.getByText(
      "Free plan users can only have up to 3 active cases. Please upgrade your plan to add more.",
    ),
  ).toBeVisible();
  await page.waitForURL("**/billing?reason=plan-limit");
  const stored = await page.evaluate(() => localStorage.getItem("owed.caseDraft"));
  expect(JSON.parse(stored ?? "{}")[user.email.toLowerCase()].values).toMatchObject({
    caseName: "Eta v. Theta",
    judgmentAmount: "4000",
    debtorFirm: "Theta Holdings",
  });

  // At the limit, Add New Case says so instead of opening an empty form, and no draft is offered.
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Active Cases (3)" })).toBeVisible();
  await expect(page.getByText(/Continue your draft case/)).toHaveCount(0);
  await page.getByRole("button", { name: "Add New Case" }).click();
  const notice = page.getByRole("dialog", { name: "Add New Case" });
  await expect(notice.getByText("Free plan: 3 active cases. Upgrade to add more.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "New Case", exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "[role=dialog]");
  await expect(notice.getByRole("link", { name: "Upgrade" })).toHaveAttribute(
    "href",
    "/billing?reason=plan-limit",
  );
  await notice.getByRole("button", { name: "Not now" }).click();

  // A place frees up: the draft is offered, and continues where the user stopped.
  await apiCall(base, user, "DELETE", `/docket/api/cases/${String(third.id)}/delete/`);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Active Cases (2)" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: 'Continue your draft case "Eta v. Theta"?' }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  const resumed = page.getByRole("dialog", { name: "New Case" });
  await expect(resumed.getByLabel("Case Name")).toHaveValue("Eta v. Theta");
  await expect(resumed.getByLabel("Judgment Amount")).toHaveValue("4000");
  await expect(resumed.getByLabel("Debtor or Firm")).toHaveValue("Theta Holdings");
  await resumed.getByRole("button", { name: "Add Case" }).click();
  await expect(page.getByText("Case added successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active Cases (3)" })).toBeVisible();
  await expect(page.getByText(/Continue your draft case/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("owed.caseDraft"))).toBeNull();
});

test.describe("Edit Case corrects everything", () => {
  test("a corrected judgment shows today's payoff before and after and is saved once confirmed", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const user = await createApiUser(base, { prefix: "edit" });
    const item = await addCaseViaApi(base, user, apiCase("Typo v. Amount"));
    await signInBrowser(page, user);
    await page.goto(`/home?case=${String(item.id)}`);
    const before = String(item.payoffAmount);
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Edit Case" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Case - Typo v. Amount" });
    await expect(dialog.getByLabel("Judgment Amount")).toBeEditable();
    await expect(dialog.getByLabel("Judgment Date")).toBeEditable();
    await expect(dialog.getByLabel("Interest Rate")).toHaveValue("9");

    await dialog.getByLabel("Email").fill("not-an-address");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill("roe@example.com");
    await dialog.getByLabel("Judgment Amount").fill("12000");
    await dialog.getByLabel("Judgment Date").fill("2099-01-01");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText(/^Judgment date cannot be after today/)).toBeVisible();
    await dialog.getByLabel("Judgment Date").fill("2024-01-15");
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    const payoff = dialog.getByText(/^Payoff today: \$[\d,]+\.\d\d → \$[\d,]+\.\d\d$/);
    await expect(payoff).toBeVisible();
    const [was, will] = ((await payoff.textContent()) ?? "")
      .replace("Payoff today:", "")
      .split("→")
      .map((s) => s.trim());
    expect(was).toBe(`$${Number(before).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    expect(will).not.toBe(was);
    await expectNoSeriousA11yViolations(page, "[role=dialog]");

    // Going back keeps what was typed; saving stores it.
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog.getByLabel("Judgment Amount")).toHaveValue("12000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Case updated successfully")).toBeVisible();
    const details = page.getByRole("region", { name: "Case Details" });
    await expect(figure(details, "Judgment Amount")).toHaveText("$12,000.00");
    await expect(figure(details, "Today's Payoff")).toHaveText(will ?? "");
  });

  test("a correction that would make a later payment exceed the payoff is refused, once, naming it", async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const user = await createApiUser(base, { prefix: "edit-refused" });
    const item = await addCaseViaApi(
      base,
      user,
      apiCase("Paid v. Most", { paymentAmount: "9000.00", lastPaymentDate: "2024-06-01" }),
    );
    await signInBrowser(page, user);
    await page.goto(`/home?case=${String(item.id)}`);
    await page.getByRole("button", { name: "Actions" }).click();
    await page.getByRole("menuitem", { name: "Edit Case" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Case - Paid v. Most" });
    await dialog.getByLabel("Judgment Amount").fill("5000");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const refusal = dialog.getByText(
      /^This change would make the payment of \$9,000\.00 on 06\/01\/2024 more than the payoff of \$[\d,]+\.\d\d on that date\.$/,
    );
    await expect(refusal).toBeVisible();
    await expect(page.getByText(/This change would make the payment/)).toHaveCount(1);
    await expect(dialog.getByLabel("Judgment Amount")).toHaveValue("5000");
  });
});
