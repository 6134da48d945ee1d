import { expect, type Page, test } from "@playwright/test";
import { addCaseViaApi, createApiUser, signInBrowser } from "./support/api-user.ts";

/** Collects what Chromium reports when the page's Content-Security-Policy blocks something. */
function watchForCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on("pageerror", (error) => violations.push(String(error)));
  return violations;
}

test.describe("the app under a strict Content-Security-Policy", () => {
  test("a visitor, then a signed-in lawyer, use Owed with no script or style blocked", async ({
    page,
    baseURL,
  }) => {
    const violations = watchForCspViolations(page);
    const response = await page.goto("/");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("heading", { name: "Know What They Owe" })).toBeVisible();

    const user = await createApiUser(baseURL as string, { prefix: "csp" });
    await addCaseViaApi(baseURL as string, user, {
      caseName: "Acme v. Doe",
      courtName: "Circuit Court of Cook County",
      courtCaseNumber: "2024-L-55555",
      judgmentAmount: "1000.00",
      judgmentDate: "2024-01-15",
      interestRate: "9",
    });
    await signInBrowser(page, user);
    await page.goto("/home");
    await expect(page.getByText("Acme v. Doe").first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("every page says payments are simulated while the server runs test billing", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("note", { name: "Test mode" })).toHaveText(
      "Test mode: payments are simulated",
    );
    await page.goto("/login");
    await expect(page.getByRole("note", { name: "Test mode" })).toBeVisible();
  });
});
