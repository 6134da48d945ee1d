import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { type ApiUser, addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";
import { saveScreens } from "./support/screens.ts";
import { solidPng } from "./support/tiny-png.ts";

// Billing and profile, told as one lawyer's stories: a free trial with its time left, a coupon
// that is not valid, buying Pro in the built-in test-mode checkout (and changing one's mind),
// then the profile: details and a picture kept across a reload, and a new password that works.

// The banner stands still under reduced motion, so what the screenshots show is readable.
test.use({ reducedMotion: "reduce" });

/** No serious or critical accessibility violation on what the page shows now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

const apiCase = (name: string) => ({
  caseName: name,
  courtName: "Superior Court of Los Angeles County",
  courtCaseNumber: `BC${Math.floor(Math.random() * 900000) + 100000}`,
  judgmentAmount: "25000.00",
  judgmentDate: "2024-03-01",
  interestRate: "10",
});

async function addCaseStatus(baseURL: string, user: ApiUser, name: string): Promise<number> {
  const response = await fetch(`${baseURL}/docket/api/add-docket/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.access}` },
    body: JSON.stringify(apiCase(name)),
  });
  return response.status;
}

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The same lawyer signing in on another device (its browser named by the User-Agent). */
async function loginFrom(baseURL: string, user: ApiUser, userAgent: string) {
  const response = await fetch(`${baseURL}/authentication/api/login/`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": userAgent },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

async function refreshStatus(baseURL: string, refresh: string): Promise<number> {
  const response = await fetch(`${baseURL}/authentication/api/token/refresh/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refresh }),
  });
  return response.status;
}

async function profileStatus(baseURL: string, access: string): Promise<number> {
  const response = await fetch(`${baseURL}/authentication/api/profile/`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return response.status;
}

function planCard(page: Page, name: "Starter" | "Pro") {
  return page.getByRole("article", { name });
}

test.describe("billing", () => {
  let user: ApiUser;

  test.beforeEach(async ({ page, baseURL }) => {
    user = await createApiUser(baseURL ?? "", { prefix: "billing" });
    await signInBrowser(page, user);
  });

  test("a new user sees the trial's real time left, Starter as the current plan, and Pro's price per month or per year", async ({
    page,
  }) => {
    await page.goto("/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(
      page.getByText("Select the perfect plan for your law firm.", { exact: true }),
    ).toBeVisible();
    // Pro is a one-time payment per term: there is nothing to switch "at any time".
    await expect(page.getByText(/upgrade or downgrade/i)).toHaveCount(0);
    // Registered a moment ago: the 14-day trial has two weeks left, said once, standing still.
    const trialNotice =
      "Your Starter trial is still active for 2 more weeks: buy Pro before it ends to keep adding cases.";
    const reminder = page.getByRole("region", { name: "Plan reminder" });
    await expect(reminder.getByText(trialNotice, { exact: true })).toBeVisible();
    await expect(reminder.getByText(trialNotice, { exact: true })).toHaveCount(1);
    await expect(
      page.getByText(/You are on the Starter trial until \w+ \d{1,2}, \d{4}\./),
    ).toBeVisible();

    const starter = planCard(page, "Starter");
    const pro = planCard(page, "Pro");
    await expect(starter.getByRole("button", { name: "Current Plan" })).toBeDisabled();
    await expect(starter.getByText("Up to 3 active cases")).toBeVisible();
    await expect(starter.getByText("14-day free trial, no credit card required")).toBeVisible();
    await expect(starter.getByText("for 14 days", { exact: true })).toBeVisible();
    // The card does not contradict its own limit.
    await expect(starter.getByText(/no usage limit|unlimited/i)).toHaveCount(0);
    await expect(pro.getByText("Most Popular")).toBeVisible();
    for (const feature of [
      "Unlimited active cases",
      "$180 per member per year (save 25%)",
      "Priority support",
    ]) {
      await expect(pro.getByText(feature)).toBeVisible();
    }
    await expect(pro.getByRole("button", { name: "Subscribe Now" })).toBeEnabled();

    // Month is the default; the yearly price is the catalog's $180.
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(pro.getByText("$20", { exact: true })).toBeVisible();
    await expect(pro.getByText("per member per month", { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: /Yearly/ }).check();
    await expect(pro.getByText("$180", { exact: true })).toBeVisible();
    await expect(pro.getByText("per member per year", { exact: true })).toBeVisible();

    await page.getByRole("radio", { name: "Monthly" }).check();
    await saveScreens(page, "billing-free");
    await expectAccessible(page);
  });

  test("each plan card says on billing exactly what it says on the landing page", async ({
    page,
  }) => {
    const lines = async (card: Locator) =>
      (await card.getByRole("listitem").allInnerTexts()).map((line) => line.trim());
    await page.goto("/");
    const landing = page.locator("#pricing");
    // The catalog arrives after the page: read the cards once both are there.
    for (const name of ["Starter", "Pro"]) {
      await expect(landing.getByRole("heading", { name })).toBeVisible();
    }
    const onLanding = {
      Starter: await lines(
        landing
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: "Starter" }) }),
      ),
      Pro: await lines(
        landing.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pro" }) }),
      ),
    };
    expect(onLanding.Starter).toContain("Up to 3 active cases");

    await page.goto("/billing");
    for (const name of ["Starter", "Pro"] as const) {
      await expect(planCard(page, name).getByRole("listitem").first()).toBeVisible();
      expect(await lines(planCard(page, name))).toEqual(onLanding[name]);
    }
  });

  test("sent to billing by the free plan's limit, the user reads why and that the case is kept", async ({
    page,
  }) => {
    await page.goto("/billing?reason=plan-limit");
    const notice = page.getByRole("region", {
      name: "You have reached the free plan's limit of 3 active cases.",
    });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Upgrade to Pro to add more.");
    await expect(notice).toContainText("The case you were adding is kept as a draft");
    // The notice comes before the plans.
    const noticeTop = (await notice.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const headingTop =
      (await page.getByRole("heading", { level: 1, name: "Choose Your Plan" }).boundingBox())?.y ??
      0;
    expect(noticeTop).toBeLessThan(headingTop);
    await saveScreens(page, "billing-plan-limit");
    await expectAccessible(page);

    // Opened from the menu, billing has no such notice.
    await page.goto("/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText(/limit of 3 active cases/)).toHaveCount(0);
  });

  test("a coupon code must be entered, and a code that does not exist is refused inside the dialog", async ({
    page,
  }) => {
    await page.goto("/billing");
    await expect(page.getByText("Have a coupon code?")).toBeVisible();
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Coupon Code" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog.getByText("Please enter a coupon code")).toBeVisible();

    // Enter applies, like the button; the server's reason stays in the dialog.
    await dialog.getByLabel("Coupon code").fill("  NOSUCHCODE  ");
    await dialog.getByLabel("Coupon code").press("Enter");
    await expect(dialog.getByText("This coupon code is not valid.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await saveScreens(page, "billing-coupon-dialog", { fullPage: false });
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Nothing was applied: no confirmation banner.
    await expect(page.getByText(/^Coupon .* applied:/)).toHaveCount(0);
  });

  test("a valid coupon closes the dialog, says what it takes off, and lowers Pro's price", async ({
    page,
  }) => {
    // E2EWELCOME (25% off) is created by the CLI before the test server starts.
    await page.goto("/billing");
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Enter Coupon Code" });
    await dialog.getByLabel("Coupon code").fill("e2ewelcome");
    await dialog.getByRole("button", { name: "Apply" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Coupon E2EWELCOME applied:/)).toBeVisible();
    // 25% off $20.00 a month.
    await expect(planCard(page, "Pro").getByText("$15", { exact: false }).first()).toBeVisible();
    // E2EWELCOME has no expiry date: nothing may say it expires or is "still active for" a time.
    await expect(page.getByText("The coupon has no expiry date.", { exact: false })).toBeVisible();
    const banner = page.getByRole("region", { name: "Plan reminder" });
    await expect(banner).toContainText(
      "Your coupon E2EWELCOME takes 25% off your next purchase of Pro. It has no expiry date.",
    );
    await expect(banner).not.toContainText("coupon is still active");
    await saveScreens(page, "billing-coupon-applied");
    await expectAccessible(page);
  });

  test("a free user with three cases buys Pro in the test-mode checkout, sees Pro as the current plan, and adds a fourth case", async ({
    page,
    baseURL,
  }) => {
    for (const name of ["Ames v. Brook", "Cole v. Dane", "Eads v. Ford"]) {
      await addCaseViaApi(baseURL ?? "", user, apiCase(name));
    }
    expect(await addCaseStatus(baseURL ?? "", user, "Gale v. Hart")).toBe(403);

    await page.goto("/billing");
    const pro = planCard(page, "Pro");
    // Hold the checkout answer until the button has been seen saying what is happening.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/stripe/api/checkout/", async (route) => {
      await held;
      await route.continue();
    });
    await pro.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(pro.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
    release();

    await page.waitForURL(/\/checkout\/test\//);
    await expect(page.getByText("TEST MODE", { exact: false }).first()).toBeVisible();
    await page.getByRole("button", { name: "Pay $20.00" }).click();

    await page.waitForURL(/\/billing\?checkout=success/);
    await expect(page.getByText("Payment received. Welcome to Pro.")).toBeVisible();
    await expect(page.getByText(/Pro is active until \w+ \d{1,2}, \d{4}\./)).toBeVisible();
    // Pro is the plan now, and its next term can be bought before this one ends.
    await expect(pro.getByText("Your plan")).toBeVisible();
    await expect(pro.getByRole("button", { name: "Buy the Next Term" })).toBeEnabled();
    await expect(page.getByText(/You are on Pro until/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to your cases" })).toHaveAttribute(
      "href",
      "/home",
    );
    await saveScreens(page, "billing-checkout-success");

    // A Pro user is never asked to upgrade: Starter is what follows the term, and says so.
    await expect(page.getByRole("main").getByText(/upgrade/i)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /upgrade/i })).toHaveCount(0);
    const whenProEnds = planCard(page, "Starter").getByRole("button", {
      name: "What happens when Pro ends",
    });
    await expect(whenProEnds).toBeEnabled();
    await whenProEnds.click();
    const dialog = page.getByRole("dialog", { name: "When Pro ends" });
    await expect(dialog.getByText(/never charged again/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Got it" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Dismiss message" }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await saveScreens(page, "billing-paid");
    await expectAccessible(page);

    expect(await addCaseStatus(baseURL ?? "", user, "Gale v. Hart")).toBe(201);

    // Even sent with the plan-limit reason, a Pro user sees no limit notice.
    await page.goto("/billing?reason=plan-limit");
    await expect(page.getByText(/You are on Pro until/)).toBeVisible();
    await expect(page.getByText(/limit of 3 active cases/)).toHaveCount(0);
  });

  test("a Pro user buys the next term before this one ends, and it starts when this one ends", async ({
    page,
    baseURL,
  }) => {
    const paidUntil = async () => {
      const response = await fetch(`${baseURL}/authentication/api/profile/`, {
        headers: { authorization: `Bearer ${user.access}` },
      });
      return ((await response.json()) as { profile: { paid_until: string } }).profile.paid_until;
    };
    const longDate = (iso: string) =>
      new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(iso));

    await page.goto("/billing");
    await planCard(page, "Pro").getByRole("button", { name: "Subscribe Now" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: "Pay $20.00" }).click();
    await page.waitForURL(/\/billing\?checkout=success/);
    const firstEnd = await paidUntil();
    await expect(page.getByText(`You are on Pro until ${longDate(firstEnd)}.`)).toBeVisible();
    await expect(
      page.getByText("The next term can be bought now; it starts when this one ends."),
    ).toBeVisible();

    // The profile offers the next term, never an upgrade.
    await page.goto("/profile");
    await expect(page.getByRole("link", { name: "Buy the Next Term" })).toHaveAttribute(
      "href",
      "/billing",
    );
    await expect(page.getByRole("link", { name: /upgrade/i })).toHaveCount(0);
    await saveScreens(page, "profile-pro");

    await page.getByRole("link", { name: "Buy the Next Term" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/upgrade/i)).toHaveCount(0);
    await saveScreens(page, "billing-pro-next-term");
    await planCard(page, "Pro").getByRole("button", { name: "Buy the Next Term" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await expect(
      page.getByText("Adds 1 month after your current term", { exact: false }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Pay $20.00" }).click();
    await page.waitForURL(/\/billing\?checkout=success/);

    // One month after the first term's end, not after today.
    const start = new Date(firstEnd);
    const month = start.getUTCMonth() + 1;
    const year = start.getUTCFullYear() + Math.floor(month / 12);
    const lastDay = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
    const expected = new Date(start);
    expected.setUTCFullYear(year, month % 12, Math.min(start.getUTCDate(), lastDay));
    const secondEnd = await paidUntil();
    expect(secondEnd).toBe(expected.toISOString());
    await expect(page.getByText(`You are on Pro until ${longDate(secondEnd)}.`)).toBeVisible();
  });

  test("after paying, Back to your cases returns to the dashboard", async ({ page }) => {
    await page.goto("/billing");
    await planCard(page, "Pro").getByRole("button", { name: "Subscribe Now" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await page.getByRole("button", { name: "Pay $20.00" }).click();
    await page.waitForURL(/\/billing\?checkout=success/);
    await page.getByRole("link", { name: "Back to your cases" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("leaving the checkout without paying says no payment was made and keeps the free plan", async ({
    page,
  }) => {
    await page.goto("/billing");
    await page.getByRole("radio", { name: /Yearly/ }).check();
    await planCard(page, "Pro").getByRole("button", { name: "Subscribe Now" }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await expect(page.getByRole("button", { name: "Pay $180.00" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.waitForURL(/\/billing\?checkout=cancelled/);
    await expect(page.getByText("Checkout cancelled. No payment was made.")).toBeVisible();
    await expect(
      planCard(page, "Starter").getByRole("button", { name: "Current Plan" }),
    ).toBeDisabled();
    await expect(
      planCard(page, "Pro").getByRole("button", { name: "Subscribe Now" }),
    ).toBeEnabled();
    await saveScreens(page, "billing-checkout-cancelled");
    await expectAccessible(page);
  });
});

test.describe("profile", () => {
  let user: ApiUser;

  test.beforeEach(async ({ page, baseURL }) => {
    user = await createApiUser(baseURL ?? "", { prefix: "profile" });
    await signInBrowser(page, user);
  });

  test("the profile lists where the lawyer is signed in, and signs the other device out", async ({
    page,
    baseURL,
  }) => {
    const phone = await loginFrom(String(baseURL), user, IPHONE_SAFARI);
    await page.goto("/profile");

    const devices = page.getByRole("list", { name: "Signed-in devices" });
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    const thisDevice = devices.getByRole("listitem").filter({ hasText: "This device" });
    await expect(thisDevice).toContainText(/Last used/);
    await expect(thisDevice.getByRole("button", { name: /^Sign out/ })).toHaveCount(0);
    const iPhone = devices.getByRole("listitem", { name: "Safari on iPhone" });
    await expect(iPhone).toContainText(/From 127\.0\.0\.\* · Last used/);
    await saveScreens(page, "profile-sessions", { fullPage: true });
    await expectAccessible(page);

    await iPhone.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
    await expect(page.getByText("The session has been signed out.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out everywhere else" })).toHaveCount(0);
    // The phone's tokens are dead on the server: it cannot renew, nor read the profile.
    expect(await refreshStatus(String(baseURL), phone.refresh)).toBe(401);
    expect(await profileStatus(String(baseURL), phone.access)).toBe(401);

    // Two more devices sign in; "Sign out everywhere else" ends both and keeps this one.
    const laptop = await loginFrom(String(baseURL), user, WINDOWS_CHROME);
    await loginFrom(String(baseURL), user, IPHONE_SAFARI);
    await page.reload();
    await expect(devices.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("Every other session has been signed out.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    expect(await refreshStatus(String(baseURL), laptop.refresh)).toBe(401);
    await expect(page.getByRole("heading", { name: "Where you're signed in" })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("a lawyer edits the profile with a new picture, reloads, and finds everything kept", async ({
    page,
  }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    const firstName = page.getByLabel("First Name");
    await expect(firstName).toBeDisabled();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await expect(page.getByText("Free", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade the Plan" })).toHaveAttribute(
      "href",
      "/billing",
    );
    await saveScreens(page, "profile-view");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page.getByLabel("Website")).toHaveAttribute("placeholder", /^https?:\/\//);

    // Cancel forgets everything, the chosen picture included.
    await firstName.fill("Nobody");
    await page.getByLabel("Profile picture file").setInputFiles({
      name: "wrong.png",
      mimeType: "image/png",
      buffer: solidPng(8, [200, 30, 30]),
    });
    await expect(
      page.getByRole("img", { name: "New profile picture (not saved yet)" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(firstName).toHaveValue("");
    await expect(page.getByRole("img", { name: /Default profile picture/ })).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    // What is not an image is refused before anything is sent, in the server's words.
    await page.getByLabel("Profile picture file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(
      page.getByText("The picture must be a PNG, JPEG, GIF or WebP image."),
    ).toBeVisible();

    await page.getByLabel("Profile picture file").setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: solidPng(48, [15, 42, 74]),
    });
    await firstName.fill("Mary");
    await page.getByLabel("Last Name").fill("Ann Whitfield");
    await page.getByLabel("Firm Name").fill("Whitfield & Osei LLP");
    await page.getByLabel("Street Address").fill("200 W Madison St, Suite 1200");
    await page.getByLabel("City").fill("Chicago");
    await page.getByLabel("State").fill("IL");
    await page.getByLabel("Zip Code").fill("60606");
    await page.getByLabel("Phone Number").fill("call the front desk");
    // A city finds its zone: "Chicago" becomes America/Chicago when the field is left.
    await page.getByLabel("Time zone").fill("Chicago");
    await page.getByLabel("Time zone").press("Tab");
    await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");

    await page.getByLabel("Website").fill("whitfield-law");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter a valid website URL")).toBeVisible();
    await expect(
      page.getByText(
        "Please enter a valid phone number, such as (555) 123-4567 or +1 555 123 4567",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("Phone Number")).toHaveAttribute("aria-invalid", "true");
    await saveScreens(page, "profile-phone-error");
    await page.getByLabel("Phone Number").fill("(312) 555-0148");
    await page.getByLabel("Website").fill("https://www.whitfield-law.example");
    await saveScreens(page, "profile-edit");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("First Name")).toHaveValue("Mary");
    await expect(page.getByLabel("Last Name")).toHaveValue("Ann Whitfield");
    await expect(page.getByLabel("Firm Name")).toHaveValue("Whitfield & Osei LLP");
    await expect(page.getByLabel("Street Address")).toHaveValue("200 W Madison St, Suite 1200");
    await expect(page.getByLabel("City")).toHaveValue("Chicago");
    await expect(page.getByLabel("State")).toHaveValue("IL");
    await expect(page.getByLabel("Zip Code")).toHaveValue("60606");
    await expect(page.getByLabel("Phone Number")).toHaveValue("(312) 555-0148");
    await expect(page.getByLabel("Website")).toHaveValue("https://www.whitfield-law.example");
    await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
    const avatar = page.getByRole("img", { name: "Profile picture of Mary Ann Whitfield" });
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
  });

  test("a picture the server would refuse is refused when chosen, in the server's words, before anything is sent", async ({
    page,
  }) => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    // Not an image, an SVG passed off as one, too many bytes, too many pixels: each is refused
    // the moment it is chosen, and nothing goes to the server.
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/profile/update/")) uploads.push(request.url());
    });
    const picker = page.getByLabel("Profile picture file");
    const refusal = page.getByRole("alert").filter({ hasText: /^The (picture|image) / });
    await picker.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(refusal).toHaveText("The picture must be a PNG, JPEG, GIF or WebP image.");
    await picker.setInputFiles({
      name: "logo.svg",
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await expect(refusal).toHaveText("The picture must be a PNG, JPEG, GIF or WebP image.");
    await picker.setInputFiles({
      name: "scan.png",
      mimeType: "image/png",
      buffer: Buffer.concat([solidPng(8, [1, 2, 3]), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await expect(refusal).toHaveText("The image is too large: at most 5 MB is allowed.");
    const huge = solidPng(8, [1, 2, 3]);
    huge.writeUInt32BE(5000, 16);
    huge.writeUInt32BE(5000, 20);
    await picker.setInputFiles({ name: "bomb.png", mimeType: "image/png", buffer: huge });
    await expect(refusal).toHaveText(
      "The picture is too large: at most 4096 × 4096 pixels is allowed (this one is 5000 × 5000).",
    );
    await expect(
      page.getByRole("img", { name: "New profile picture (not saved yet)" }),
    ).toHaveCount(0);
    await saveScreens(page, "profile-avatar-refused", { fullPage: false });
    expect(uploads).toEqual([]);
  });

  test("the password dialog explains each mistake, reports a wrong current password, and the new password signs in", async ({
    page,
  }) => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    const submit = dialog.getByRole("button", { name: "Change Password" });

    await submit.click();
    await expect(dialog.getByText("Current password is required")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(dialog.getByText("Please confirm your password")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Current Password" }).fill(user.password);
    await dialog.getByRole("textbox", { name: "New Password", exact: true }).fill(user.password);
    await dialog
      .getByRole("textbox", { name: "Confirm New Password" })
      .fill("something else entirely");
    await submit.click();
    await expect(
      dialog.getByText("New password must be different from current password"),
    ).toBeVisible();
    await expect(dialog.getByText("Passwords don't match")).toBeVisible();

    // Each field's toggle says what it reveals.
    await dialog.getByRole("button", { name: "Show new password" }).click();
    await expect(
      dialog.getByRole("textbox", { name: "New Password", exact: true }),
    ).toHaveAttribute("type", "text");
    await expect(dialog.getByRole("button", { name: "Hide new password" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Show current password" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Show password confirmation" })).toBeVisible();
    await saveScreens(page, "profile-password-errors", { fullPage: false });
    await expectAccessible(page);

    const newPassword = "a brand new passphrase";
    await dialog.getByRole("textbox", { name: "Current Password" }).fill("not my password at all");
    await dialog.getByRole("textbox", { name: "New Password", exact: true }).fill(newPassword);
    await dialog.getByRole("textbox", { name: "Confirm New Password" }).fill(newPassword);
    await submit.click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

    await dialog.getByRole("textbox", { name: "Current Password" }).fill(user.password);
    await submit.click();
    await expect(page.getByText("Password changed successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // This browser stays signed in with the fresh tokens the server answered.
    const stored = await page.evaluate(() => localStorage.getItem("access"));
    expect(stored).not.toBe(user.access);
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue(user.email);

    // Reopened, the dialog is empty again.
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByRole("textbox", { name: "Current Password" })).toHaveValue("");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // Log out, and in again with the new password.
    await page.getByRole("button", { name: /account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL(/\/home$/);
  });
});
