import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createApiUser, signInBrowser } from "./support/api-user.ts";
import { enterCode, heading, PASSWORD, uniqueEmail, waitForCode } from "./support/login-screen.ts";

/**
 * Every screen and every login mode, at phone and desktop widths, checked with axe-core against
 * WCAG 2.2 A/AA and axe's best practices: no serious or critical violation is allowed.
 */
async function expectNoSeriousViolations(page: Page, screen: string) {
  // A toast sliding in is half transparent: check it once it has arrived, as it is read.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll("[data-sonner-toast]")].every(
          (toast) => getComputedStyle(toast).opacity === "1",
        ),
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
    );
  expect(serious, `${screen}: serious or critical accessibility violations`).toEqual([]);
}

/** Lets every scroll-triggered animation finish, so axe sees the page as a reader would. */
async function scrollThrough(page: Page) {
  const cards = page.locator("#features li");
  for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
  await expect(cards.last()).toHaveAttribute("data-revealed", "true");
  await expect(cards.last()).toHaveCSS("opacity", "1");
  await page.locator("footer").scrollIntoViewIfNeeded();
}

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 740 : 900 } });

    test("landing page", async ({ page }) => {
      await page.goto("/");
      await expect(page.locator("#pricing").getByText("$20", { exact: true })).toBeVisible();
      await scrollThrough(page);
      await expectNoSeriousViolations(page, "landing");
      await page.locator("#faq").getByRole("button").first().click();
      await expectNoSeriousViolations(page, "landing, FAQ answer open");
      if (width < 800) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expectNoSeriousViolations(page, "landing, menu drawer");
      }
    });

    test("interest rate guide", async ({ page }) => {
      await page.goto("/interest-rate");
      await expect(heading(page, "Post-Judgment Interest Rates")).toBeVisible();
      await expectNoSeriousViolations(page, "interest rate guide");
      await page.getByRole("button", { name: "Details for Alabama" }).click();
      await expectNoSeriousViolations(page, "interest rate guide, details open");
      await page.getByRole("button", { name: "Show rates of the Kansas table" }).click();
      await expect(page.getByRole("region", { name: "Kansas rates" })).toBeVisible();
      await expectNoSeriousViolations(page, "interest rate guide, a rate table open");
      await page.getByLabel("Filter by state").fill("Atlantis");
      await expect(page.getByText("No results.")).toBeVisible();
      await expectNoSeriousViolations(page, "interest rate guide, no results");
    });

    test("login screen, all six modes", async ({ page }) => {
      await page.goto("/login");
      await expect(heading(page, "Log in to Owed")).toBeVisible();
      await expectNoSeriousViolations(page, "login");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoSeriousViolations(page, "login, with an error");

      await page.getByRole("button", { name: "Register" }).click();
      await expect(heading(page, "Create your account")).toBeVisible();
      await expectNoSeriousViolations(page, "register");

      const email = uniqueEmail(`a11y-${width}`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Username").fill(email.split("@")[0] ?? "a11y");
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Register" }).click();
      await expect(heading(page, "Verify your email")).toBeVisible();
      await expectNoSeriousViolations(page, "verify-user");

      await page.getByRole("button", { name: "Back to Login" }).click();
      await page.getByRole("button", { name: "Forgot Password?" }).click();
      await expect(heading(page, "Forgot your password?")).toBeVisible();
      await expectNoSeriousViolations(page, "forgot");

      await page.getByRole("button", { name: "Send Reset Code" }).click();
      await expect(heading(page, "Check your email")).toBeVisible();
      await expectNoSeriousViolations(page, "otp");

      // The code step asks the server, so it takes the code that was mailed.
      await enterCode(page, await waitForCode(email, "password_reset"));
      await page.getByRole("button", { name: "Verify Code" }).click();
      await expect(heading(page, "Set a new password")).toBeVisible();
      await expectNoSeriousViolations(page, "reset");
    });

    test("signed-in screens and the account menu", async ({ page, baseURL }) => {
      const user = await createApiUser(String(baseURL), { prefix: `a11y-app-${width}` });
      await signInBrowser(page, user);
      for (const path of ["/home", "/billing", "/profile"]) {
        await page.goto(path);
        await expect(page.getByRole("button", { name: /account menu/ })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousViolations(page, path);
      }
      await page.getByRole("button", { name: /account menu/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoSeriousViolations(page, "account menu");
    });

    test("page not found", async ({ page }) => {
      await page.goto("/no-such-page");
      await expect(heading(page, "Page not found")).toBeVisible();
      await expectNoSeriousViolations(page, "not found");
    });
  });
}

test("every page has exactly one h1 and a main landmark", async ({ page, baseURL }) => {
  const user = await createApiUser(String(baseURL), { prefix: "landmarks" });
  for (const path of ["/", "/interest-rate", "/login", "/no-such-page"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
  }
  await signInBrowser(page, user);
  for (const path of ["/billing", "/profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  }
});

test("the login screen works with the keyboard alone", async ({ page }) => {
  await page.goto("/login");
  await expect(heading(page, "Log in to Owed")).toBeVisible();
  await page.keyboard.press("Tab"); // the logo link
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("someone@example.test");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Forgot Password?" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Hide password" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.type("wrong password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
});
